package kit

import "perceptronlab/typeset"

// PointName names point i (0-based) as the book does: x₁, x₂, …
func PointName(i int) string {
	if i < 0 {
		return "—"
	}
	return "x" + typeset.Subscript(i+1)
}

// Num writes a number for people, with a true minus sign.
func Num(v float64) string { return typeset.FormatNumberUnicode(v) }

// Vec writes a vector for people: "(1, −2)".
func Vec(v []float64) string { return typeset.FormatVectorUnicode(v, ", ") }

// The two classes as the lab writes them: numbers, which need no
// translation, with a true minus sign.
const (
	ClassPos = "+1"
	ClassNeg = "−1"
)
