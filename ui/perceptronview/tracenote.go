package perceptronview

import (
	"fmt"

	"perceptronlab/ui/i18n"
)

// refreshNote says, above the Trace table, when a long run's first updates
// have no row: the session keeps the latest lab.MaxTrace or so, to bound
// its memory.
func (p *Trace) refreshNote() {
	st := p.r.Session().Training().State()
	if st.Dropped == 0 {
		p.Note.Hide()
		return
	}
	p.Note.SetText(fmt.Sprintf(i18n.T("A long run: to bound memory, only the latest %d updates are kept; the table goes on from k = %d (updates 1 to %d are not listed)."),
		len(st.Trace)-1, st.Dropped, st.Dropped))
	p.Note.Show()
}
