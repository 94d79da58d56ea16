package perceptronview

import (
	"fyne.io/fyne/v2"

	"fmt"
	"io"
	"path/filepath"
	"perceptronlab/lab"
	"perceptronlab/report"
	"strings"

	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// traceFormat is a format the Trace tab copies or saves the trace in.
type traceFormat struct {
	format string // "text", or a report.Trace format
	ext    string
}

// traceFormats are the formats, named by traceFormatNames in the same
// order. Text is the tab as it shows, tab-separated (it pastes into a
// spreadsheet); CSV, Markdown and LaTeX are "perceptronlab train --format"'s
// tables: Li Hang's Table 2.1 in the primal form, Table 2.2 in the dual.
var traceFormats = []traceFormat{{"text", ".txt"}, {"csv", ".csv"}, {"markdown", ".md"}, {"latex", ".tex"}}

// traceFormatNames names traceFormats in the current language.
func traceFormatNames() []string { return []string{i18n.T("Text"), "CSV", "Markdown", "LaTeX"} }

// Text writes the session's trace in format ("text", as the tab shows
// it, tab-separated, or a report.Trace format), headed in the interface's
// language.
func (p *Trace) Text(format string) (string, error) {
	var sb strings.Builder
	if format == "text" {
		p.writeTraceText(&sb)
		return sb.String(), nil
	}
	err := TraceTable(p.r.Session()).Write(&sb, format)
	return sb.String(), err
}

// writeTraceText writes the Trace tab's rows, tab-separated.
func (p *Trace) writeTraceText(w io.Writer) {
	cols := p.cols()
	cells := make([]string, cols)
	for c := range cols {
		cells[c] = p.Head(c)
	}
	fmt.Fprintln(w, strings.Join(cells, "\t"))
	for r := range p.r.Session().Training().State().Trace {
		for c := range cols {
			cells[c] = p.cellText(r, c)
		}
		fmt.Fprintln(w, strings.Join(cells, "\t"))
	}
}

// copyTrace puts the trace on the clipboard in format f.
func (p *Trace) copyTrace(f traceFormat, name string) {
	text, err := p.Text(f.format)
	if err != nil {
		kit.ShowError(err, p.r.Window())
		return
	}
	fyne.CurrentApp().Clipboard().SetContent(text)
	p.r.Message(fmt.Sprintf(i18n.T("Copied the trace as %s: %d rows"), name, len(p.r.Session().Training().State().Trace)))
}

// saveTrace asks for a file and writes the trace there in format f. The
// writing is quick, even for thousands of updates, so it runs on the UI
// goroutine.
func (p *Trace) saveTrace(f traceFormat) {
	p.r.AskSavePath("trace"+f.ext, []string{f.ext}, func(path string) {
		path, err := kit.WithExtension(path, []string{f.ext})
		if err == nil {
			var text string
			if text, err = p.Text(f.format); err == nil {
				err = p.r.WriteFile(path, func(w io.Writer) error { _, err := io.WriteString(w, text); return err })
			}
		}
		if err != nil {
			kit.ShowError(err, p.r.Window())
			return
		}
		p.r.Message(fmt.Sprintf(i18n.T("Saved the trace to %s"), filepath.Base(path)))
	})
}

// TraceTable lays out the session's run as Li Hang's Table 2.1 (primal
// form) or Table 2.2 (dual and kernel forms), headed in the interface's
// language.
func TraceTable(s *lab.Session) report.Trace { return TraceOf(s, s.Training().State()) }

// TraceOf lays out the run of s up to state st.
func TraceOf(s *lab.Session, st *lab.State) report.Trace {
	t := report.Trace{Lang: i18n.Language(), Status: st.Status}
	if len(st.Trace) == 0 {
		return t
	}
	t.W0, t.B0, t.Events = st.Trace[0].W, st.Trace[0].B, st.Trace[1:]
	if st.Dropped > 0 { // a long run: the rows go on from the last update not kept
		t.From, t.W0, t.B0 = st.Dropped, st.Base.W, st.Base.B
	}
	if s.Settings().Form.DualForm() {
		// α starts at 0. Points deleted after an update leave its index
		// behind; the table keeps a column for it rather than fail.
		n := s.Set().Len()
		for _, ev := range t.Events {
			n = max(n, ev.I+1)
		}
		t.Alpha0 = make([]float64, n)
		copy(t.Alpha0, st.BaseAlpha) // α after the updates not kept (none: zero)
	}
	return t
}

// ExplainerOf returns what explains the run of s up to state st, update
// by update, in numbers.
func ExplainerOf(s *lab.Session, st *lab.State) report.Explainer {
	ts := s.Settings()
	x := report.Explainer{Trace: TraceOf(s, st), Set: s.Set(), Eta: ts.Eta, NoBias: ts.NoBias}
	if ts.Form.UsesKernel() {
		x.Kernel, _ = ts.Kernel()
	}
	return x
}
