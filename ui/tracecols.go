package ui

import (
	"perceptronlab/typeset"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// maxAlphaCols is the largest number of points for which the dual forms'
// Trace has a column per αᵢ, as Li Hang's Table 2.2; with more points one
// column names the αᵢ that changed.
const maxAlphaCols = 12

// alphaRows caches α after each row of the trace, for the α columns.
type alphaRows struct {
	version, k, rows int
	alpha            [][]float64
}

// perAlpha reports whether the trace has one column per αᵢ.
func (e *explorer) perAlpha() bool {
	return e.s.Settings().Form.DualForm() && e.s.Set().Len() <= maxAlphaCols
}

// traceCols returns the number of the Trace's columns: Table 2.1's, and in
// the dual forms α₁…α_N (Table 2.2) or αᵢ.
func (e *explorer) traceCols() int {
	switch {
	case e.perAlpha():
		return colAlpha + e.s.Set().Len()
	case e.s.Settings().Form.DualForm():
		return colAlpha + 1
	}
	return colAlpha
}

// traceHead names column col.
func (e *explorer) traceHead(col int) string {
	if col >= colAlpha && e.perAlpha() {
		return "α" + typeset.Subscript(col-colAlpha+1)
	}
	return traceHeader(col)
}

// traceCellText returns the text of row r, column col of the Trace.
func (e *explorer) traceCellText(r, col int) string {
	tr := e.s.Training().State().Trace
	if r >= len(tr) {
		return ""
	}
	if col < colAlpha || !e.perAlpha() {
		return traceCell(tr[r], col)
	}
	a := e.alphaAt(r)
	if j := col - colAlpha; j < len(a) {
		return kit.Num(a[j])
	}
	return ""
}

// alphaAt returns α after trace row r (row 0: the start, α = 0).
func (e *explorer) alphaAt(r int) []float64 {
	c, st := &tabPanel[*tracePanel](e.side, "trace").alphas, e.s.Training().State()
	if c.version != e.s.Version() || c.k != st.K || c.rows != len(st.Trace) {
		rows := e.traceTable().Rows()
		c.alpha = c.alpha[:0]
		for _, row := range rows {
			c.alpha = append(c.alpha, row.Alpha)
		}
		c.version, c.k, c.rows = e.s.Version(), st.K, len(st.Trace)
	}
	if r == 0 || r >= len(c.alpha) {
		return make([]float64, e.s.Set().Len())
	}
	return c.alpha[r]
}

// traceCaption says which of Li Hang's tables the Trace is.
func (e *explorer) traceCaption() string {
	if e.s.Settings().Form.DualForm() {
		return i18n.T("Every update, as in Li Hang's Table 2.2: the misclassified point, α after the update (α₁…α_N), and w, b. Row 0 is the start.")
	}
	return i18n.T("Every update, as in Li Hang's Table 2.1. Row 0 is the start.")
}
