package knnview

import (
	"fmt"

	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// looLimit is the most points for which the Model tab counts k-NN's
// leave-one-out errors at every refresh (a drag refreshes many times a
// second).
const looLimit = 5000

// status counts k-NN's leave-one-out errors, or says why there is no
// classifier.
func (m *Method) status() string {
	km, err := m.nn.Model()
	if km == nil {
		return kit.Problem(err)
	}
	n := m.r.Session().Set().Len()
	if n > looLimit {
		return fmt.Sprintf(i18n.T("k-NN over %d points"), n)
	}
	loo, err := km.LeaveOneOut()
	if err != nil {
		return fmt.Sprintf(i18n.T("k-NN over %d points (leave-one-out needs k < %d)"), n, n)
	}
	return fmt.Sprintf(i18n.T("%d of %d points misclassified by leave-one-out"), loo, n)
}

// knnFormula says how k-NN labels a point.
func knnFormula(k int, p float64) string {
	if k == 1 {
		return fmt.Sprintf(i18n.T("y = the label of the nearest point in the L%s distance"), scene.PName(p))
	}
	return fmt.Sprintf(i18n.T("y = the majority label of the %d nearest points in the L%s distance"), k, scene.PName(p))
}
