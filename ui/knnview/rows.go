package knnview

import (
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/methodview"
)

// Rows are the Model tab's rows of k-NN: its leave-one-out errors and its
// rule.
func (m *Method) Rows() []methodview.Row {
	status, rule := m.Status()
	return []methodview.Row{{Key: i18n.T("Status"), Value: status}, {Key: "f(x)", Value: rule}}
}
