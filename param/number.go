package param

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// ParseFinite reads a finite real number such as a start vector's
// coordinate or a point's: spaces around it and the Unicode minus sign are
// accepted; anything else is "%q is not a finite number".
func ParseFinite(s string) (float64, error) {
	v, err := strconv.ParseFloat(strings.ReplaceAll(strings.TrimSpace(s), "−", "-"), 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, fmt.Errorf(tr("%q is not a finite number"), s)
	}
	return v, nil
}

// IsNumber reports whether s (spaces around it allowed) is written as a
// real number, even one too large for a float64: what a message says
// when a whole number was wanted ("1e99" is a number, not a whole one).
func IsNumber(s string) bool {
	_, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	return err == nil || errors.Is(err, strconv.ErrRange)
}
