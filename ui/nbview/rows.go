package nbview

import (
	"fmt"

	"perceptronlab/ui/kit"
	"perceptronlab/ui/methodview"
)

// Rows are the Model tab's rows of naive Bayes: its errors on the points
// and its decision rule.
func (m *Method) Rows() []methodview.Row {
	return methodview.StatusRows(m.Status())
}

// PointLines say what naive Bayes's model says of point i: its log-odds
// log P(+1|x) − log P(−1|x), whose sign is its class (Li Hang §4.1).
func (m *Method) PointLines(i int) []string {
	g, _ := m.nb.Model()
	set := m.r.Session().Set()
	if g == nil || i < 0 || i >= set.Len() || g.Dim() != set.D {
		return nil
	}
	return []string{fmt.Sprintf("log P(+1|%s) − log P(−1|%s) = %s", kit.PointName(i), kit.PointName(i), kit.Num(g.Decision(set.Point(i))))}
}
