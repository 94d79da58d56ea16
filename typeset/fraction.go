package typeset

import "math/big"

// FormatRat writes r as a reduced fraction "p/q", or "p" when q = 1: "3/9"
// is written "1/3", 0 is "0" and −2/4 is "-1/2". A nil r is written "<nil>".
func FormatRat(r *big.Rat) string {
	if r == nil {
		return "<nil>"
	}
	return r.RatString() // a big.Rat is always kept reduced
}
