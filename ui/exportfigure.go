package ui

import (
	"fmt"
	"path/filepath"

	"fyne.io/fyne/v2"

	"perceptronlab/figure"
	"perceptronlab/ui/figuredialog"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// onExportFigure opens the figure export dialog.
func (e *explorer) onExportFigure() { e.ShowFigureDialog(figuredialog.New(e, nil, e.exportFigure)) }

// ShowFigureDialog shows d, the figure export dialog.
func (e *explorer) ShowFigureDialog(d *figuredialog.Dialog) {
	e.figureDlg = d
	d.Show()
}

// Track counts a job under way, for the tests; call what it returns when
// the job ends.
func (e *explorer) Track() func() {
	e.jobs.Add(1)
	return e.jobs.Done
}

// exportFigure writes the plane as it is now to path, in a goroutine: a
// 300 dpi PNG takes a moment. The input is a copy, so editing meanwhile is
// safe; the status bar says when the file is there.
func (e *explorer) exportFigure(path string, c figuredialog.Choice) {
	path, err := kit.WithExtension(path, figuredialog.Exts)
	if err != nil {
		kit.ShowError(err, e.win)
		return
	}
	in, v := e.exportInput(), e.plane.View()
	in.Set = in.Set.Clone()
	o := figure.FigureOptions{Width: c.W, Height: c.H, DPI: float64(c.DPI), Title: c.Title, Legend: c.Legend, Translate: i18n.T}
	e.status.setMessage(fmt.Sprintf(i18n.T("Exporting %s…"), filepath.Base(path)))
	e.jobs.Add(1)
	go func() {
		defer e.jobs.Done()
		err := saveFigureFile(path, in, v, o)
		fyne.Do(func() { figuredialog.Done(e, path, c, err) })
	}()
}
