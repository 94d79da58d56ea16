package report

import (
	"perceptronlab/algo/perceptron"
	"perceptronlab/figure"
)

// MaxCurvePoints bounds the loss values a curve computes: a longer run is
// sampled at about this many evenly spaced updates, its last included.
const MaxCurvePoints = 4000

// maxLinearWork bounds the point evaluations a linear run's loss takes
// (one per point per sampled update): 10⁶ points keep 100 samples, not
// 4000, which took 4·10⁹ dot products and most of a minute (issue 21,
// item 7); sets up to 25 000 points keep MaxCurvePoints.
const maxLinearWork = 100_000_000

// minCurvePoints is the fewest samples a long run's curve keeps.
const minCurvePoints = 64

// maxKernelWork bounds the kernel evaluations a kernel run's loss may
// take (one per point per update); past it the curve has no loss.
const maxKernelWork = 50_000_000

// Curve returns the run's learning curve, marked at update mark (−1: no
// mark): the mistakes (updates) in each epoch and Li Hang's loss
//
//	L(w, b) = −Σ_{xᵢ∈M} yᵢ(w·xᵢ + b),  M = {i : yᵢ(w·xᵢ + b) ≤ 0},
//
// after each update (in the dual forms with Σⱼ αⱼyⱼGⱼᵢ, or K, for w·xᵢ),
// on the points as they are now. L is 0 exactly when no point is
// misclassified with a positive margin of error, and each update lowers
// the term of its own point.
func (x Explainer) Curve(mark int) figure.Curve {
	c := figure.Curve{Mark: mark}
	c.Epochs, c.Mistakes = x.epochMistakes()
	switch {
	case x.Set == nil || x.Set.Len() == 0:
	case x.Kernel != nil || (x.Dual() && x.missingW()):
		if (len(x.Events)+1)*x.Set.Len() <= maxKernelWork {
			c.K, c.Loss = x.dualLoss()
		}
	default:
		c.K, c.Loss = x.linearLoss()
	}
	return c
}

// epochMistakes counts the updates of each epoch, numbered as the trainer
// numbered them; a run that converged ends with its clean epoch, 0.
func (x Explainer) epochMistakes() (epochs, mistakes []int) {
	for _, ev := range x.Events {
		if n := len(epochs); n > 0 && epochs[n-1] == ev.Epoch {
			mistakes[n-1]++
			continue
		}
		epochs, mistakes = append(epochs, ev.Epoch), append(mistakes, 1)
	}
	if x.Status == perceptron.Converged {
		last := 0
		if n := len(epochs); n > 0 {
			last = epochs[n-1]
		}
		epochs, mistakes = append(epochs, last+1), append(mistakes, 0)
	}
	return epochs, mistakes
}

// missingW reports whether some update lacks w (a dual run from a Gram
// matrix alone).
func (x Explainer) missingW() bool {
	for _, ev := range x.Events {
		if ev.W == nil {
			return true
		}
	}
	return x.W0 == nil
}

// rows returns the rows whose loss is computed: all of them, or evenly
// spaced ones (the last included) in a long run.
func (x Explainer) rows() []int {
	n := len(x.Events) + 1
	most := MaxCurvePoints
	if x.Set != nil && x.Set.Len() > 0 {
		most = min(most, max(minCurvePoints, maxLinearWork/x.Set.Len()))
	}
	stride := max(1, (n+most-1)/most)
	var out []int
	for r := 0; r < n; r += stride {
		out = append(out, r)
	}
	if out[len(out)-1] != n-1 {
		out = append(out, n-1)
	}
	return out
}

// rowK returns the k of row r.
func (x Explainer) rowK(r int) int {
	if r == 0 {
		return x.From
	}
	return x.Events[r-1].K
}

// linearLoss returns L(w, b) after the sampled rows, from their w and b.
func (x Explainer) linearLoss() (ks []int, loss []float64) {
	for _, r := range x.rows() {
		w, b := x.W0, x.B0
		if r > 0 {
			w, b = x.Events[r-1].W, x.Events[r-1].B
		}
		var l float64
		for i := range x.Set.Len() {
			l += hinge0(x.value(i, w, b, nil))
		}
		ks, loss = append(ks, x.rowK(r)), append(loss, l)
	}
	return ks, loss
}

// dualLoss returns L after the sampled rows, keeping the scores
// sᵢ = Σⱼ αⱼyⱼGⱼᵢ up to date update by update: O(N) Gram entries each.
func (x Explainer) dualLoss() (ks []int, loss []float64) {
	n := x.Set.Len()
	alpha, s := make([]float64, n), make([]float64, n)
	copy(alpha, x.Alpha0)
	for j, a := range alpha {
		x.addScores(s, j, a)
	}
	want := x.rows()
	for r, next := 0, 0; r <= len(x.Events) && next < len(want); r++ {
		b := x.B0
		if r > 0 {
			ev := x.Events[r-1]
			b = ev.B
			if ev.I >= 0 && ev.I < n {
				x.addScores(s, ev.I, ev.Alpha-alpha[ev.I])
				alpha[ev.I] = ev.Alpha
			}
		}
		if r != want[next] {
			continue
		}
		next++
		if x.NoBias {
			b = 0
		}
		var l float64
		for i := range n {
			l += hinge0(x.Set.Y[i] * (s[i] + b))
		}
		ks, loss = append(ks, x.rowK(r)), append(loss, l)
	}
	return ks, loss
}

// addScores adds Δα_j·y_j·G_j· to the scores.
func (x Explainer) addScores(s []float64, j int, da float64) {
	if da == 0 {
		return
	}
	c := da * x.Set.Y[j]
	for i := range s {
		s[i] += c * x.gram(j, i)
	}
}

// hinge0 is a point's term of Li Hang's loss: −v when v = yᵢ(w·xᵢ+b) ≤ 0.
func hinge0(v float64) float64 {
	if v <= 0 {
		return -v
	}
	return 0
}
