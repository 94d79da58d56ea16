package perceptronview

import (
	"perceptronlab/lab"
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

// perAlpha reports whether the trace of s has one column per αᵢ.
func perAlpha(s *lab.Session) bool {
	return s.Settings().Form.DualForm() && s.Set().Len() <= maxAlphaCols
}

// cols returns the number of the Trace's columns: Table 2.1's, and in
// the dual forms α₁…α_N (Table 2.2) or αᵢ.
func (p *Trace) cols() int {
	s := p.r.Session()
	switch {
	case perAlpha(s):
		return ColAlpha + s.Set().Len()
	case s.Settings().Form.DualForm():
		return ColAlpha + 1
	}
	return ColAlpha
}

// Head names column col.
func (p *Trace) Head(col int) string {
	if col >= ColAlpha && perAlpha(p.r.Session()) {
		return "α" + typeset.Subscript(col-ColAlpha+1)
	}
	return traceHeader(col)
}

// cellText returns the text of row r, column col of the Trace.
func (p *Trace) cellText(r, col int) string {
	tr := p.r.Session().Training().State().Trace
	if r >= len(tr) {
		return ""
	}
	if col < ColAlpha || !perAlpha(p.r.Session()) {
		return traceCell(tr[r], col)
	}
	a := p.alphaAt(r)
	if j := col - ColAlpha; j < len(a) {
		return kit.Num(a[j])
	}
	return ""
}

// alphaAt returns α after trace row r (row 0: the start, α = 0).
func (p *Trace) alphaAt(r int) []float64 {
	s := p.r.Session()
	c, st := &p.alphas, s.Training().State()
	if c.version != s.Version() || c.k != st.K || c.rows != len(st.Trace) {
		rows := TraceTable(s).Rows()
		c.alpha = c.alpha[:0]
		for _, row := range rows {
			c.alpha = append(c.alpha, row.Alpha)
		}
		c.version, c.k, c.rows = s.Version(), st.K, len(st.Trace)
	}
	if r == 0 || r >= len(c.alpha) {
		return make([]float64, s.Set().Len())
	}
	return c.alpha[r]
}

// caption says which of Li Hang's tables the Trace is.
func (p *Trace) caption() string {
	if p.r.Session().Settings().Form.DualForm() {
		return i18n.T("Every update, as in Li Hang's Table 2.2: the misclassified point, α after the update (α₁…α_N), and w, b. Row 0 is the start.")
	}
	return i18n.T("Every update, as in Li Hang's Table 2.1. Row 0 is the start.")
}
