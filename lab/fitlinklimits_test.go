package lab

import (
	"strings"
	"testing"
)

// parseNoPanic reads a curve-fitting link and turns a panic into a test
// failure, so that one bad link does not hide the others.
func parseNoPanic(t *testing.T, frag string) (l *FitLink, err error) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%s: panic %v", frag, r)
		}
	}()
	return ParseFitLink(frag)
}

// A generator whose N + NTest overflows int is refused with the limit
// named, before anything is allocated: N = 2⁶³−1 once panicked in
// makeslice, and N = 10⁹ with an NTest that wraps the sum below 5000 asked
// for 8 GB.
func TestFitLinkGenOverflow(t *testing.T) {
	for _, frag := range []string{
		"fit=1&gen=9223372036854775807:0.3:1:1",
		"fit=1&gen=1:0.3:1:9223372036854775807",
		"fit=1&gen=1000000000:0.3:1:9223372035854775809",
		"fit=1&gen=1000000000:0.3:1:1",
	} {
		_, err := parseNoPanic(t, frag)
		if err == nil || !strings.Contains(err.Error(), "gen") || !strings.Contains(err.Error(), "5000") {
			t.Errorf("%s: error %v, want one naming gen and 5000", frag, err)
		}
	}
	if l, err := ParseFitLink("fit=1&gen=4990:0.3:1:10"); err != nil || len(l.Lab.Points) != 5000 {
		t.Errorf("gen at the limit: %v", err)
	}
}
