package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/labtheme"
	"perceptronlab/ui/methodview"
)

// stepStrip is the strip under the plane: Back, which undoes one step
// (Shift+Space), a slider over the run's steps (the perceptron's k =
// 0…K, the kd-tree search's steps, the points naive Bayes has counted),
// where the run is, and the explanation of the step shown. The perceptron's
// scrubbing only shows an earlier state (lab.Training.Seek): Step then
// replays the run as recorded, and an edit of the points starts a new run
// from the state shown.
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

// refresh follows the method's run: the slider spans its steps and sits
// at the step shown, and the explanation is that step's. A run that
// cannot seek (methodview.Seeker) shows only its explanation.
func (s *stepStrip) Refresh() {
	sk, ok := s.seeker()
	kit.SetVisible(s.row, ok)
	if !ok { // nothing to scrub, but a step or a query to explain
		s.explain.Refresh()
		kit.SetVisible(s.content, s.explain.text.Text != "")
		return
	}
	kit.SetVisible(s.content, true)
	k, latest, label := sk.At()
	s.updating = true
	s.slider.Min, s.slider.Max = 0, float64(max(latest, 1))
	s.slider.SetValue(float64(k))
	s.slider.Refresh()
	s.updating = false
	kit.SetEnabled(s.slider, latest > 0)
	kit.SetEnabled(s.back, k > 0)
	s.k.SetText(label)
	s.explain.Refresh()
}

// seeker returns the run of the session's method, when it can seek.
func (s *stepStrip) seeker() (methodview.Seeker, bool) {
	sk, ok := s.r.View().Run().(methodview.Seeker)
	return sk, ok
}

// onSlide shows the state after the update the slider points at.
func (s *stepStrip) onSlide(v float64) {
	if !s.updating {
		s.seek(int(v + 0.5))
	}
}

// seek shows the state after step k of the run.
func (s *stepStrip) seek(k int) {
	s.r.Run().Stop()
	sk, ok := s.seeker()
	if !ok {
		return
	}
	if now, _, _ := sk.At(); k == now {
		return
	}
	if o := sk.Seek(k); o.Msg != "" {
		s.r.Message(o.Msg)
	}
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
