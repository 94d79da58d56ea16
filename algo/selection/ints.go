package selection

import "perceptronlab/param"

// ParseInts reads a list of whole numbers such as "0-9" or "1,3,5-9":
// ranges A-B and single numbers, comma-separated, each in lo…hi, at most
// 1000 in all (the command line's --degrees and --k, the window's k). It
// is param.ParseInts, the one parse of such lists (param.List).
func ParseInts(s string, lo, hi int) ([]int, error) { return param.ParseInts(s, lo, hi) }
