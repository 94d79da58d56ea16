package ui

import (
	"perceptronlab/lab"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"perceptronlab/report"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// The exports (figure, animation, trace) share these: where to save, what
// the plane shows in print colours, and the trace as the book's table.

// askSavePath asks where to save a file named like name, with one of the
// extensions exts (".png"), and calls then with the path chosen. Tests
// replace it through e.pickSave, since a file dialog cannot be driven.
func (e *explorer) askSavePath(name string, exts []string, then func(path string)) {
	if e.pickSave != nil {
		e.pickSave(name, exts, then)
		return
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) { e.chosen(w, err, then) }, e.win)
	d.SetFilter(storage.NewExtensionFileFilter(exts))
	d.SetFileName(name)
	e.setDialogFolder(d)
	d.Show()
}

// chosen takes the save dialog's answer: w is the chosen file, opened by
// Fyne through the file repository (which useLazyWriters makes leave it
// untouched until written). The exports write atomically by path, so w is
// closed unwritten: an existing file keeps its bytes until the new ones
// are complete.
func (e *explorer) chosen(w fyne.URIWriteCloser, err error, then func(path string)) {
	if err != nil {
		kit.ShowError(err, e.win)
		return
	}
	if w == nil {
		return // cancelled
	}
	w.Close()
	e.rememberFolder(w.URI().Path())
	then(w.URI().Path())
}

// exportInput returns what the plane shows, for print: the same layers,
// model, highlights and overlays, with the plane's line widths and point
// sizes (projector mode's thicker ones too), but always on the light
// background, since a figure goes on paper or on a slide whatever the
// window's theme. The selection ring and the hover label are left out:
// they are the screen's state, not the figure's.
func (e *explorer) exportInput() scene.Input {
	in := e.input()
	in.Style = scene.DefaultStyle(false)
	if e.look.projector {
		in.Style = scene.ProjectorStyle(false)
	}
	in.Selected, in.Hovered = -1, -1
	return in
}

// traceTable lays out the session's run as Li Hang's Table 2.1 (primal
// form) or Table 2.2 (dual and kernel forms), headed in the interface's
// language.
func (e *explorer) traceTable() report.Trace { return e.traceOf(e.s.Training().State()) }

// traceOf lays out the run up to state st.
func (e *explorer) traceOf(st *lab.State) report.Trace {
	t := report.Trace{Lang: i18n.Language(), Status: st.Status}
	if len(st.Trace) == 0 {
		return t
	}
	t.W0, t.B0, t.Events = st.Trace[0].W, st.Trace[0].B, st.Trace[1:]
	if st.Dropped > 0 { // a long run: the rows go on from the last update not kept
		t.From, t.W0, t.B0 = st.Dropped, st.Base.W, st.Base.B
	}
	if e.s.Settings().Form.DualForm() {
		// α starts at 0. Points deleted after an update leave its index
		// behind; the table keeps a column for it rather than fail.
		n := e.s.Set().Len()
		for _, ev := range t.Events {
			n = max(n, ev.I+1)
		}
		t.Alpha0 = make([]float64, n)
		copy(t.Alpha0, st.BaseAlpha) // α after the updates not kept (none: zero)
	}
	return t
}
