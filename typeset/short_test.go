package typeset

import "testing"

// TestShort checks the plane's three-digit labels.
func TestShort(t *testing.T) {
	for _, c := range []struct {
		v    float64
		want string
	}{
		{0, "0"}, {1, "1"}, {-3, "−3"}, {2.1213203, "2.12"}, {0.70710678, "0.707"},
		{12.345, "12.3"}, {1234.4, "1234"}, {0.0004, "0"}, {-0.0001, "0"}, {0.5, "0.5"},
	} {
		if got := Short(c.v); got != c.want {
			t.Errorf("Short(%v) = %q, want %q", c.v, got, c.want)
		}
	}
}
