package ui

import (
	"fmt"

	"perceptronlab/lab"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/labtheme"
)

// edited follows an edit of the points: once training has begun, the
// message says how the current w and b now fare, so that the last run's
// "converged" never stands under a misclassified point.
func (e *explorer) Edited() {
	if e.s.Training().State().K > 0 {
		e.status.setMessage(fmt.Sprintf(i18n.T("Points edited: %d of %d misclassified by the current w and b; Step goes on from here"),
			e.s.Training().Misclassified(), e.s.Set().Len()))
	}
	e.Changed()
}

// ApplySettings takes new training settings; training starts again.
func (e *explorer) ApplySettings(ts lab.TrainSettings) {
	if v, ok := e.viewOf(ts.Form.Method()).(modeView); ok {
		v.enter() // the session keeps its method
		return
	}
	if ts.Equal(e.s.Settings()) {
		return
	}
	e.ctl.Stop()
	e.s.SetSettings(ts)
	e.status.setMessage(e.View().Changed(ts))
	e.Changed()
}

// onFit frames the points.
func (e *explorer) onFit() { e.plane.Fit() }

// restyle sets the theme for the current look, and each part's style
// for projector mode.
func (e *explorer) restyle() {
	e.app.Settings().SetTheme(labtheme.NewTheme(e.look.dark, e.look.projector))
	e.side.SetProjector(e.look.projector)
	e.bar.SetProjector(e.look.projector)
	e.status.SetProjector(e.look.projector)
	e.strip.SetProjector(e.look.projector)
	e.fit.fitRestyle(false) // curve-fitting mode (issue 18)
}
