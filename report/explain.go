package report

import (
	"bufio"
	"fmt"
	"io"
	"slices"

	"perceptronlab/algo/numeric"
	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
	"perceptronlab/typeset"
)

// Explainer writes out why each update of a run happened, as Li Hang
// reasons in Examples 2.1 and 2.2, with the numbers put in: the test
// yᵢ(w·xᵢ+b) ≤ 0 that failed and the update w ← w + ηyᵢxᵢ, b ← b + ηyᵢ in
// the primal form; the test yᵢ(Σⱼ αⱼyⱼGⱼᵢ + b) ≤ 0 through the Gram row
// used and αᵢ ← αᵢ + η in the dual form (with K(xⱼ, xᵢ) in place of Gⱼᵢ
// for a kernel); and at the end why the run stopped and what that proves.
//
// The numbers are computed from Set as it is now, so they are the book's
// when the points have not moved since the run; a line says so when they
// have.
type Explainer struct {
	// Trace is the run: its start, its updates, how it ended and the
	// language (Alpha0 non-nil marks the dual and kernel forms).
	Trace
	Set *dataset.Set
	Eta float64
	// Kernel is the kernel of the kernel form; nil in the linear forms.
	Kernel numeric.Kernel
	// NoBias fixes b = 0.
	NoBias bool
}

// maxTerms is how many terms of a sum Σⱼ αⱼyⱼGⱼᵢ are written out, and
// maxRow how many entries of a Gram row.
const (
	maxTerms = 6
	maxRow   = 10
)

// Write writes the explanation of every update, then of the end. It
// streams: a long run's text (a GB for 2·10⁶ updates) was built whole in
// memory before. In the dual forms it carries α from update to update,
// where Update(r) gathers it again from the first update (quadratic).
func (x Explainer) Write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	lines := func(ls []string) {
		for _, l := range ls {
			bw.WriteString(l)
			bw.WriteByte('\n')
		}
	}
	lines(x.Start())
	var alpha []float64
	if x.Dual() && x.Set != nil {
		_, _, alpha = x.before(1)
	}
	for r := 1; r <= len(x.Events); r++ {
		lines(x.update(r, alpha))
		if ev := x.Events[r-1]; alpha != nil && ev.I >= 0 && ev.I < len(alpha) {
			alpha[ev.I] = ev.Alpha
		}
	}
	lines(x.End())
	return bw.Flush()
}

// At explains the state after the update of row r (0 ≤ r ≤ len(Events)),
// as the window shows it: row 0 (the start) at r = 0, else the update,
// followed by the end when it is the last update of a run that has ended.
func (x Explainer) At(r int) []string {
	var out []string
	if r <= 0 {
		out = x.Start()
	} else {
		out = x.Update(r)
	}
	if r >= len(x.Events) && x.Status != perceptron.Running {
		out = append(out, x.End()...)
	}
	return out
}

// Start explains the state training starts from, or after a long run
// whose first updates were not kept (From > 0) the state the rows go on
// from.
func (x Explainer) Start() []string {
	tf := Translator(x.Lang)
	if x.From > 0 {
		return []string{fmt.Sprintf(Tr(tf, "k = %d: the earlier updates of this long run are not kept; the rows go on from b = %s."),
			x.From, bookNum(x.B0))}
	}
	if x.Dual() {
		return []string{fmt.Sprintf(Tr(tf, "k = 0: start with α = 0 and b = %s; a point xᵢ is misclassified when %s ≤ 0."),
			bookNum(x.B0), x.testName("ᵢ"))}
	}
	return []string{fmt.Sprintf(Tr(tf, "k = 0: start with w = %s and b = %s; a point xᵢ is misclassified when %s ≤ 0."),
		bookVec(x.W0), bookNum(x.B0), x.testName("ᵢ"))}
}

// Update explains the update of row r (Events[r−1]; its k is r after a
// run from the start): the failed test and the update.
func (x Explainer) Update(r int) []string {
	if r < 1 || r > len(x.Events) {
		return nil
	}
	return x.update(r, nil)
}

// update is Update, given α before the update in the dual forms (nil:
// gathered by before).
func (x Explainer) update(r int, dualAlpha []float64) []string {
	tf := Translator(x.Lang)
	ev := x.Events[r-1]
	i := ev.I
	if x.Set == nil || i < 0 || i >= x.Set.Len() {
		return []string{fmt.Sprintf(Tr(tf, "k = %d: the point of this update has been deleted since."), ev.K)}
	}
	var w []float64
	var b float64
	var alpha []float64
	if dualAlpha != nil {
		w, b = x.W0, x.B0
		if r >= 2 {
			w, b = x.Events[r-2].W, x.Events[r-2].B
		}
		alpha = dualAlpha
	} else {
		w, b, alpha = x.before(r)
	}
	var out []string
	if x.Dual() {
		out = x.dualUpdate(ev.K, i, b, alpha)
	} else {
		out = x.primalUpdate(ev.K, i, w, b)
	}
	if x.moved(ev, w, b) {
		out = append(out, Tr(tf, "(The points have moved since this update: the numbers are today's.)"))
	}
	return out
}

// before returns the state before the update of row r: w and b, and in
// the dual forms α.
func (x Explainer) before(r int) (w []float64, b float64, alpha []float64) {
	w, b = x.W0, x.B0
	if r >= 2 {
		w, b = x.Events[r-2].W, x.Events[r-2].B
	}
	if !x.Dual() {
		return w, b, nil
	}
	alpha = make([]float64, max(len(x.Alpha0), x.Set.Len()))
	copy(alpha, x.Alpha0)
	for _, ev := range x.Events[:r-1] {
		if ev.I >= 0 && ev.I < len(alpha) {
			alpha[ev.I] = ev.Alpha
		}
	}
	return w, b, alpha
}

// moved reports whether update ev, redone on today's points, would not
// give the state the run recorded.
func (x Explainer) moved(ev perceptron.Event, w []float64, b float64) bool {
	if x.Dual() {
		return false // α and b do not depend on where the points are
	}
	after := x.primalStep(ev.I, w)
	return !closeAll(after, ev.W) || (x.NoBias && ev.B != b)
}

// closeAll reports whether a and b agree to about 1e-9 of their size.
func closeAll(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for j := range a {
		d, s := a[j]-b[j], max(1, abs(a[j]), abs(b[j]))
		if abs(d) > 1e-9*s {
			return false
		}
	}
	return true
}

func abs(v float64) float64 { return max(v, -v) }

// primalStep returns w + ηyᵢxᵢ.
func (x Explainer) primalStep(i int, w []float64) []float64 {
	out := slices.Clone(w)
	for j, v := range x.Set.Point(i) {
		if j < len(out) {
			out[j] += x.Eta * x.Set.Y[i] * v
		}
	}
	return out
}

// bookNum writes a number as the book prints it: "−3".
func bookNum(v float64) string { return typeset.FormatNumberUnicode(v) }

// bookVec writes a vector as the book prints it: "(1, −2)".
func bookVec(v []float64) string { return typeset.FormatVectorUnicode(v, ", ") }

// factor writes a number that follows a multiplication sign, in
// parentheses when negative: "1·(−1)".
func factor(v float64) string {
	if v < 0 {
		return "(" + bookNum(v) + ")"
	}
	return bookNum(v)
}

// plusTerm writes "+ 1" or "− 1", a term added to what comes before.
func plusTerm(v float64) string {
	if v < 0 {
		return "− " + bookNum(-v)
	}
	return "+ " + bookNum(v)
}

// sub writes the 0-based index i as the book's 1-based subscript: x₃.
func sub(i int) string { return typeset.Subscript(i + 1) }
