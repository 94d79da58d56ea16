package selection

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ParseInts reads a list of whole numbers such as "0-9" or "1,3,5-9":
// ranges A-B and single numbers, comma-separated, each in lo…hi, at most
// 1000 in all (the command line's --degrees and --k, the window's k).
func ParseInts(s string, lo, hi int) ([]int, error) {
	var out []int
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		a, b, isRange := strings.Cut(part, "-")
		first, err := strconv.Atoi(strings.TrimSpace(a))
		if err != nil {
			return nil, fmt.Errorf("%q is not a whole number or a range A-B", part)
		}
		last := first
		if isRange {
			if last, err = strconv.Atoi(strings.TrimSpace(b)); err != nil || last < first {
				return nil, fmt.Errorf("%q is not a range A-B with A ≤ B", part)
			}
		}
		if first < lo || last > hi {
			return nil, fmt.Errorf("%q is outside %d…%d", part, lo, hi)
		}
		if len(out)+last-first+1 > 1000 {
			return nil, errors.New("more than 1000 values")
		}
		for v := first; v <= last; v++ {
			out = append(out, v)
		}
	}
	return out, nil
}
