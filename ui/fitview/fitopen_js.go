//go:build js

package fitview

import (
	"bytes"

	"fyne.io/fyne/v2"

	"perceptronlab/dataset"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// onOpen reads an x,t file the browser's picker gives as training points.
func (c *fitControls) onOpen() {
	kit.PickFile(".csv,.txt", func(name string, data []byte, err error) {
		fyne.Do(func() {
			if err == nil {
				var reg *dataset.RegressionSet
				if reg, err = dataset.ReadRegression(bytes.NewReader(data), name); err == nil {
					c.v.loadRegression(reg)
					return
				}
			}
			kit.ShowProblem(i18n.T("Could not open the file"), err, "", c.v.r.Window())
		})
	})
}
