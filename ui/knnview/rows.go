package knnview

import (
	"fmt"

	"perceptronlab/algo/knn"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/methodview"
)

// Rows are the Model tab's rows of k-NN: its leave-one-out errors and its
// rule.
func (m *Method) Rows() []methodview.Row {
	return methodview.StatusRows(m.Status())
}

// PointLines say how far point i is from the query, in the Lp distance
// the search uses (Li Hang §3.2.1), when a query is placed.
func (m *Method) PointLines(i int) []string {
	set, q := m.r.Session().Set(), m.nn.Query()
	if q == nil || i < 0 || i >= set.Len() || len(q) != set.D {
		return nil
	}
	p := m.r.Session().Settings().P
	return []string{fmt.Sprintf("L%s(q, %s) = %s", kit.Num(p), kit.PointName(i), kit.Num(knn.LpDistance(q, set.Point(i), p)))}
}
