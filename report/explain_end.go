package report

import (
	"fmt"

	"perceptronlab/algo/perceptron"
	"perceptronlab/typeset"
)

// End explains how the run ended and what that proves: nothing while it
// is still running.
func (x Explainer) End() []string {
	tf := Translator(x.Lang)
	switch x.Status {
	case perceptron.Converged:
		return x.converged()
	case perceptron.Cycle:
		return []string{Tr(tf, "Cycle: at the start of an epoch the state was one seen at the start of an earlier epoch, so the same updates repeat forever."),
			x.cycleProof()}
	case perceptron.EpochLimit:
		return []string{fmt.Sprintf(Tr(tf, "Stopped at the epoch limit: %d epochs, and the last pass still made updates."), x.epochs()),
			Tr(tf, "That alone proves nothing: separable data can need more epochs when the margin γ is small (Novikoff: from w₀ = 0, b₀ = 0, k ≤ (R/γ)²). The LP check decides whether the data are separable.")}
	case perceptron.Overflow:
		return []string{Tr(tf, "Stopped: the next update would take the numbers beyond float64's range, so the run keeps its last finite state. Rescale the points or lower η.")}
	}
	return nil
}

// cycleProof says what a cycle proves in this form.
func (x Explainer) cycleProof() string {
	tf := Translator(x.Lang)
	switch {
	case x.Kernel != nil:
		return Tr(tf, "The run makes infinitely many mistakes, so the points are not separable in the kernel's feature space (on separable data the perceptron makes finitely many mistakes from any start).")
	case x.NoBias:
		return Tr(tf, "The run makes infinitely many mistakes, so no line through the origin separates the points (on separable data the perceptron makes finitely many mistakes from any start; Novikoff bounds them by (R/γ)² from w₀ = 0).")
	}
	return Tr(tf, "The run makes infinitely many mistakes, so the points are not linearly separable (on separable data the perceptron makes finitely many mistakes from any start; Novikoff bounds them by (R/γ)² from w₀ = 0, b₀ = 0).")
}

// epochs returns the epochs the run made: those of its updates, and a
// last clean one when it converged.
func (x Explainer) epochs() int {
	e := 0
	if n := len(x.Events); n > 0 {
		e = x.Events[n-1].Epoch
	}
	return e
}

// converged says that no point fails the test, and which point comes
// closest.
func (x Explainer) converged() []string {
	tf := Translator(x.Lang)
	n := 0
	if x.Set != nil {
		n = x.Set.Len()
	}
	if n == 0 {
		return []string{Tr(tf, "Converged: there are no points to misclassify.")}
	}
	least, at := x.smallest()
	return []string{fmt.Sprintf(Tr(tf, "Converged: no point has %s ≤ 0; the smallest value is %s at %s."),
		x.testName("ᵢ"), bookNum(least), "x"+sub(at)),
		fmt.Sprintf(Tr(tf, "A full pass over the %d points made no update, so f(x) = sign(%s) classifies every point."),
			n, x.decisionName())}
}

// decisionName writes the final decision function's argument.
func (x Explainer) decisionName() string {
	w, b := x.final()
	switch {
	case x.Kernel != nil:
		return "Σⱼ αⱼyⱼK(xⱼ, x) " + plusTerm(b)
	case w == nil:
		return bookNum(b)
	}
	return typeset.FormulaUnicode(w, b)
}

// final returns the last state's w and b.
func (x Explainer) final() ([]float64, float64) {
	if n := len(x.Events); n > 0 {
		return x.Events[n-1].W, x.Events[n-1].B
	}
	return x.W0, x.B0
}

// smallest returns the smallest test value over the points under the
// final state, and the first point that has it.
func (x Explainer) smallest() (float64, int) {
	w, b := x.final()
	var alpha []float64
	if x.Dual() {
		_, b, alpha = x.before(len(x.Events) + 1)
	}
	least, at := 0.0, -1
	for i := range x.Set.Len() {
		v := x.value(i, w, b, alpha)
		if at < 0 || v < least {
			least, at = v, i
		}
	}
	return least, at
}

// value returns yᵢ(w·xᵢ+b), or yᵢ(Σⱼ αⱼyⱼGⱼᵢ + b) in the dual forms.
func (x Explainer) value(i int, w []float64, b float64, alpha []float64) float64 {
	if x.NoBias {
		b = 0
	}
	y := x.Set.Y[i]
	if alpha != nil {
		return y * (x.dualTotal(i, alpha) + b)
	}
	var dot float64
	for j, v := range x.Set.Point(i) {
		if j < len(w) {
			dot += w[j] * v
		}
	}
	return y * (dot + b)
}
