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
func (kp *keeper) onExportFigure() { kp.ShowFigureDialog(figuredialog.New(kp, nil, kp.exportFigure)) }

// ShowFigureDialog shows d, the figure export dialog.
func (kp *keeper) ShowFigureDialog(d *figuredialog.Dialog) {
	kp.figureDlg = d
	d.Show()
}

// Track counts a job under way, for the tests; call what it returns when
// the job ends.
func (kp *keeper) Track() func() {
	kp.jobs.Add(1)
	return kp.jobs.Done
}

// exportFigure writes the plane as it is now to path, in a goroutine: a
// 300 dpi PNG takes a moment. The input is a copy, so editing meanwhile is
// safe; the status bar says when the file is there.
func (kp *keeper) exportFigure(path string, c figuredialog.Choice) {
	path, err := kit.WithExtension(path, figuredialog.Exts)
	if err != nil {
		kit.ShowError(err, kp.Window())
		return
	}
	in, v := kp.exportInput(), kp.plane.View()
	in.Set = in.Set.Clone()
	o := figure.FigureOptions{Width: c.W, Height: c.H, DPI: float64(c.DPI), Title: c.Title, Legend: c.Legend, Translate: i18n.T}
	kp.Message(fmt.Sprintf(i18n.T("Exporting %s…"), filepath.Base(path)))
	kp.jobs.Add(1)
	go func() {
		defer kp.jobs.Done()
		err := saveFigureFile(path, in, v, o)
		fyne.Do(func() { figuredialog.Done(kp, path, c, err) })
	}()
}
