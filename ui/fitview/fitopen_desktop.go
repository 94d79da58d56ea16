//go:build !js

package fitview

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"perceptronlab/dataset"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// onOpen reads an x,t file as training points, through Fyne's file
// dialog (the web edition uses the browser's picker: fitopen_js.go).
func (c *fitControls) onOpen() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		defer r.Close()
		reg, err := dataset.ReadRegression(r, r.URI().Name())
		if err != nil {
			kit.ShowProblem(i18n.T("Could not open the file"), err, "", c.v.r.Window())
			return
		}
		c.v.loadRegression(reg)
	}, c.v.r.Window())
	d.Show()
}
