package perceptronview

import (
	"fmt"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/numeric"
	"perceptronlab/algo/perceptron"
	"perceptronlab/lab"
	"perceptronlab/typeset"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// separable is what the LP says about a set that did not converge.
type separable int

const (
	unknownSeparable separable = iota
	isSeparable
	notSeparable
)

// separability asks numeric.Separable's LP whether the points can be
// separated at all. It may take a while on large sets: call it off the UI
// goroutine.
func separability(x *mat.Dense, y []float64, noBias bool, st perceptron.Status) separable {
	switch {
	case st == perceptron.Converged:
		return isSeparable
	case x == nil:
		return unknownSeparable
	}
	r, err := numeric.Separable(x, y, noBias)
	switch {
	case err != nil:
		return unknownSeparable
	case r.Separable:
		return isSeparable
	}
	return notSeparable
}

// endMessage says why a run ended.
func endMessage(st perceptron.Status, k int, sep separable) string {
	var msg string
	switch st {
	case perceptron.Converged:
		return fmt.Sprintf(i18n.T("Converged after k = %d mistakes: every point is on its side"), k)
	case perceptron.Cycle:
		msg = fmt.Sprintf(i18n.T("Stopped at k = %d: w and b came back to an earlier state, so training would cycle forever"), k)
	case perceptron.EpochLimit:
		msg = fmt.Sprintf(i18n.T("Stopped at k = %d: the epoch limit was reached without converging"), k)
	default:
		return fmt.Sprintf(i18n.T("k = %d"), k)
	}
	switch sep {
	case notSeparable:
		msg += i18n.T(" — the data are not linearly separable")
	case isSeparable:
		msg += i18n.T(" — yet the data are linearly separable, so more epochs would converge")
	}
	return msg
}

// UpdateMessage writes the latest update as the book would:
// "k = 3: x₃ misclassified, w ← (1, 1), b ← −1".
func UpdateMessage(s *lab.Session) string {
	st := s.Training().State()
	if len(st.Trace) == 0 || st.K == 0 {
		return ""
	}
	ev := st.Trace[len(st.Trace)-1]
	if s.Settings().Form.DualForm() {
		return fmt.Sprintf(i18n.T("k = %d: %s misclassified, α%s ← %s, b ← %s"), ev.K, kit.PointName(ev.I),
			typeset.Subscript(ev.I+1), kit.Num(ev.Alpha), kit.Num(ev.B))
	}
	return fmt.Sprintf(i18n.T("k = %d: %s misclassified, w ← %s, b ← %s"), ev.K, kit.PointName(ev.I), kit.Vec(ev.W), kit.Num(ev.B))
}
