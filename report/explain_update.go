package report

import (
	"fmt"
	"strings"

	"perceptronlab/algo/numeric"
)

// testName writes the book's test for point index idx (a subscript such
// as "₃" or "ᵢ"): "y₃(w·x₃ + b)", or through the Gram matrix or the kernel.
func (x Explainer) testName(idx string) string {
	b := " + b"
	if x.NoBias {
		b = ""
	}
	switch {
	case x.Kernel != nil:
		return "y" + idx + "(Σⱼ αⱼyⱼK(xⱼ, x" + idx + ")" + b + ")"
	case x.Dual():
		return "y" + idx + "(Σⱼ αⱼyⱼGⱼ" + idx + b + ")"
	}
	return "y" + idx + "(w·x" + idx + b + ")"
}

// misclassified writes the first line of update k on point i: the test
// with its numbers and its verdict.
func (x Explainer) misclassified(k, i int, test string, v float64) string {
	tf := Translator(x.Lang)
	if v > 0 { // the point has moved since
		return fmt.Sprintf(Tr(tf, "k = %d: %s; when this update was made, %s was misclassified."), k, test, "x"+sub(i))
	}
	return fmt.Sprintf(Tr(tf, "k = %d: %s ≤ 0, so %s is misclassified."), k, test, "x"+sub(i))
}

// primalUpdate explains update k on point i from w, b (Algorithm 2.1).
func (x Explainer) primalUpdate(k, i int, w []float64, b float64) []string {
	tf := Translator(x.Lang)
	xi, y, s := x.Set.Point(i), x.Set.Y[i], sub(i)
	var dot float64
	for j, v := range xi {
		if j < len(w) {
			dot += w[j] * v
		}
	}
	inner, v := bookVec(w)+"·"+bookVec(xi), y*dot
	if !x.NoBias {
		inner, v = inner+" "+plusTerm(b), y*(dot+b)
	}
	test := x.testName(s) + " = " + bookNum(y) + "·(" + inner + ") = " + bookNum(v)
	eta := bookNum(x.Eta) + "·" + factor(y)
	out := []string{x.misclassified(k, i, test, v),
		"w ← w + ηy" + s + "x" + s + " = " + bookVec(w) + " + " + eta + "·" + bookVec(xi) + " = " + bookVec(x.primalStep(i, w))}
	if x.NoBias {
		return append(out, Tr(tf, "b = 0 (no bias)"))
	}
	return append(out, "b ← b + ηy"+s+" = "+bookNum(b)+" + "+eta+" = "+bookNum(b+x.Eta*y))
}

// dualUpdate explains update k on point i from α, b (Algorithm 2.2), with
// the row of the Gram matrix (or of the kernel matrix) that the test uses.
func (x Explainer) dualUpdate(k, i int, b float64, alpha []float64) []string {
	tf := Translator(x.Lang)
	y, s := x.Set.Y[i], sub(i)
	sum, total := x.dualSum(i, alpha)
	inner, v := sum, y*total
	if !x.NoBias {
		inner, v = inner+" "+plusTerm(b), y*(total+b)
	}
	test := x.testName(s) + " = " + bookNum(y) + "·(" + inner + ") = " + bookNum(v)
	row := fmt.Sprintf(Tr(tf, "The Gram row used: %s"), "Gⱼ"+s+" = xⱼ·x"+s+" = "+x.gramRow(i))
	if x.Kernel != nil {
		row = fmt.Sprintf(Tr(tf, "The kernel row used: %s"), "K(xⱼ, x"+s+") = "+x.gramRow(i))
	}
	a := alpha[i]
	out := []string{x.misclassified(k, i, test, v), row,
		"α" + s + " ← α" + s + " + η = " + bookNum(a) + " + " + bookNum(x.Eta) + " = " + bookNum(a+x.Eta)}
	if x.NoBias {
		return append(out, Tr(tf, "b = 0 (no bias)"))
	}
	return append(out, "b ← b + ηy"+s+" = "+bookNum(b)+" + "+bookNum(x.Eta)+"·"+factor(y)+" = "+bookNum(b+x.Eta*y))
}

// gram returns Gⱼᵢ: xⱼ·xᵢ, or K(xⱼ, xᵢ) with a kernel.
func (x Explainer) gram(j, i int) float64 {
	a, b := x.Set.Point(j), x.Set.Point(i)
	if x.Kernel != nil {
		return x.Kernel.Eval(a, b)
	}
	return numeric.Linear{}.Eval(a, b)
}

// dualSum writes Σⱼ αⱼyⱼGⱼᵢ term by term, "1·1·6 + 2·(−1)·7", and returns
// its value. Beyond maxTerms non-zero terms it writes the first ones, the
// count and the value.
func (x Explainer) dualSum(i int, alpha []float64) (string, float64) {
	var terms []string
	var total float64
	n := 0
	for j, a := range alpha {
		if a == 0 || j >= x.Set.Len() {
			continue
		}
		g, yj := x.gram(j, i), x.Set.Y[j]
		total += a * yj * g
		if n++; n <= maxTerms {
			terms = append(terms, bookNum(a)+"·"+factor(yj)+"·"+factor(g))
		}
	}
	switch {
	case n == 0:
		return "0", 0
	case n > maxTerms:
		tf := Translator(x.Lang)
		return strings.Join(terms, " + ") + " + " + fmt.Sprintf(Tr(tf, "… (%d terms, Σ = %s)"), n, bookNum(total)), total
	}
	return strings.Join(terms, " + "), total
}

// dualTotal returns Σⱼ αⱼyⱼGⱼᵢ.
func (x Explainer) dualTotal(i int, alpha []float64) float64 {
	var total float64
	for j, a := range alpha {
		if a != 0 && j < x.Set.Len() {
			total += a * x.Set.Y[j] * x.gram(j, i)
		}
	}
	return total
}

// gramRow writes row i of the Gram (or kernel) matrix, "(6, 7, 2)", with
// "…" after maxRow entries.
func (x Explainer) gramRow(i int) string {
	n := x.Set.Len()
	parts := make([]string, 0, min(n, maxRow)+1)
	for j := range min(n, maxRow) {
		parts = append(parts, bookNum(x.gram(j, i)))
	}
	if n > maxRow {
		parts = append(parts, "…")
	}
	return "(" + strings.Join(parts, ", ") + ")"
}
