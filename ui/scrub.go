package ui

import (
	"fmt"
	"perceptronlab/ui/perceptronview"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/labtheme"
)

// stepStrip is the strip under the plane: Back, which undoes one update
// (Shift+Space), a slider over k = 0…K that scrubs the whole run, k, and
// the explanation of the update shown. Scrubbing only shows an earlier
// state (lab.Training.Seek): Step then replays the run as recorded, and an
// edit of the points starts a new run from the state shown.
type stepStrip struct {
	r        stripRoom
	back     *widget.Button
	slider   *widget.Slider
	k        *widget.Label
	explain  *explainPanel
	row      fyne.CanvasObject
	content  *fyne.Container
	area     *fyne.Container // the plane above the strip, laid out again when the strip changes height
	updating bool            // set while refresh moves the slider, so it seeks nothing
	compact  bool            // a narrow window: fewer lines of explanation (phone.go)
	short    bool            // and a low one (a phone in landscape): one line
}

// newStepStrip builds the strip for e.
func newStepStrip(e stripRoom) *stepStrip {
	s := &stepStrip{r: e}
	s.buildUI()
	return s
}

// buildUI creates the strip's widgets.
func (s *stepStrip) buildUI() {
	s.back = &widget.Button{Icon: theme.MediaSkipPreviousIcon(), OnTapped: func() { s.r.Run().Back() }}
	s.slider = &widget.Slider{Min: 0, Max: 1, Step: 1, OnChanged: s.onSlide}
	s.slider.ExtendBaseWidget(s.slider)
	s.k = widget.NewLabel("")
	s.explain = newExplainPanel(s.r)
	s.row = container.NewBorder(nil, nil, s.back, s.k, container.NewThemeOverride(s.slider, labtheme.Track{}))
	s.content = container.NewVBox(s.row, s.explain.content)
	s.Relabel()
}

// relabel sets the strip's texts in the current language.
func (s *stepStrip) Relabel() {
	s.back.SetText(i18n.T("Back"))
	s.Refresh()
}

// refresh follows the session: the slider spans the run and sits at the
// update shown, and the explanation is that update's.
func (s *stepStrip) Refresh() {
	ses := s.r.Session()
	trains := ses.Settings().Form.Trains()
	kit.SetVisible(s.row, trains)
	if !trains { // k-NN and naive Bayes: no run to scrub, but a step or a query to explain
		s.explain.Refresh()
		kit.SetVisible(s.content, s.explain.text.Text != "")
		return
	}
	kit.SetVisible(s.content, true)
	k, latest := ses.Training().State().K, ses.Training().Latest()
	s.updating = true
	s.slider.Min, s.slider.Max = 0, float64(max(latest, 1))
	s.slider.SetValue(float64(k))
	s.slider.Refresh()
	s.updating = false
	kit.SetEnabled(s.slider, latest > 0)
	kit.SetEnabled(s.back, k > 0)
	s.k.SetText(fmt.Sprintf(i18n.T("k = %d of %d"), k, latest))
	s.explain.Refresh()
}

// onSlide shows the state after the update the slider points at.
func (s *stepStrip) onSlide(v float64) {
	if !s.updating {
		s.seek(int(v + 0.5))
	}
}

// seek shows the state after update k of the run.
func (s *stepStrip) seek(k int) {
	s.r.Run().Stop()
	if k == s.r.Session().Training().State().K {
		return
	}
	s.r.Session().Training().Seek(k)
	s.r.Message(perceptronview.PositionMessage(s.r.Session()))
	s.r.Refresh()
}

// planeArea is the plane with the strip under it.
func (e *explorer) planeArea() fyne.CanvasObject {
	e.strip = newStepStrip(e)
	e.strip.area = container.NewBorder(e.predict.Bar().Content, e.strip.content, nil, nil, e.plane)
	return e.strip.area
}

// stripRoom is what the stepStrip asks of the window.
type stripRoom interface {
	room
	explainRoom
	// Run returns the training's runner, stopped by a seek.
	Run() kit.Runner
}
