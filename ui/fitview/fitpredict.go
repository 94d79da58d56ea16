package fitview

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"fyne.io/fyne/v2/widget"

	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
)

// fitPredict is "predict, then reveal" (Crouch et al., Am. J. Phys.
// 2004): the fit is hidden while the student clicks points of a sketch of
// the curve they expect; Reveal shows the fit beside the sketch and says
// how far apart they are. The cross-validation stepper takes a guess of
// the chosen M or λ the same way (fitCV.guess).
type fitPredict struct {
	v      *View
	On     bool        // sketching: the fit is hidden
	Sketch []scene.Vec // the sketch's vertices, by x
	base   []scene.Vec // the sketch before the stroke under way (fitsketch.go)
	drawn  []scene.Vec // the stroke under way, as drawn
	Button *widget.Button
	clear  *widget.Button
}

// newFitPredict builds the buttons of v's prediction.
func newFitPredict(v *View) *fitPredict {
	p := &fitPredict{v: v}
	p.Button = &widget.Button{OnTapped: p.onButton}
	p.clear = &widget.Button{OnTapped: func() { p.Sketch, p.On = nil, false; p.sketching(false); p.Relabel(); v.refreshPlane() }}
	return p
}

// relabel sets the buttons' texts for the state and language.
func (p *fitPredict) Relabel() {
	if p.On {
		p.Button.SetText(i18n.T("Reveal the fit"))
	} else {
		p.Button.SetText(i18n.T("Predict, then reveal"))
	}
	p.clear.SetText(i18n.T("Clear the sketch"))
}

// onButton starts a sketch, or reveals the fit beside it.
func (p *fitPredict) onButton() {
	if !p.On {
		p.On, p.Sketch = true, nil
		p.v.Message("") // the strip under the plane says how to sketch
	} else {
		p.On = false
		p.v.Message(p.verdict())
	}
	p.sketching(p.On)
	p.Relabel()
	p.v.refreshPlane()
}

// predictHint says how to sketch the curve expected at degree m.
func predictHint(m int) string {
	return fmt.Sprintf(i18n.T("Predict: drag a freehand curve you expect at M = %d (or click its points; the fit is hidden), then Reveal"), m)
}

// add puts a vertex into the sketch, keeping it sorted by x.
func (p *fitPredict) add(x, y float64) {
	i, _ := slices.BinarySearchFunc(p.Sketch, x, func(v scene.Vec, x float64) int {
		switch {
		case v.X < x:
			return -1
		case v.X > x:
			return 1
		}
		return 0
	})
	p.Sketch = slices.Insert(p.Sketch, i, scene.Vec{X: x, Y: y})
	p.v.refreshPlane()
}

// verdict compares the sketch with the fit at the sketch's points.
func (p *fitPredict) verdict() string {
	f := p.v.Fit.Poly
	if f == nil || len(p.Sketch) == 0 {
		return i18n.T("No sketch to compare: drag your guess on the plane first")
	}
	var ss float64
	for _, s := range p.Sketch {
		d := s.Y - f.Eval(s.X)
		ss += d * d
	}
	return fmt.Sprintf(i18n.T("Your sketch and the fit at M = %d differ by %.3f (root mean square over your %d points)"),
		f.Degree, math.Sqrt(ss/float64(len(p.Sketch))), len(p.Sketch))
}

// model returns the sketch as a curve through its vertices, or nil.
func (p *fitPredict) model(st scene.Style) scene.Model {
	if len(p.Sketch) == 0 {
		return nil
	}
	return sketchModel{path: p.Sketch, color: scene.WithAlpha(st.Margin, 1), width: st.LineWidth}
}

// sketchModel draws the sketch as a dashed polyline with its vertices.
type sketchModel struct {
	path  []scene.Vec
	color color.NRGBA
	width float32
}

// AddTo implements scene.Model.
func (m sketchModel) AddTo(s *scene.Scene) {
	path := m.path
	if len(path) == 1 { // a lone vertex shows as a short tick
		path = []scene.Vec{{X: path[0].X - 0.005, Y: path[0].Y}, {X: path[0].X + 0.005, Y: path[0].Y}}
	}
	s.Add(scene.Shape{Kind: scene.Path, Layer: scene.LayerShapes, Color: m.color, Width: m.width, Dashed: true,
		Path: slices.Clone(path), Legend: "your guess"})
}
