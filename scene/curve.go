package scene

import (
	"image/color"
	"math"
)

// CurveSamples is how many points a Curve is sampled at across the view:
// enough that a degree-9 polynomial on ten points looks smooth.
const CurveSamples = 240

// Curve is the graph y = F(x) across the view, a model for curve fitting
// (Li Hang §1.4.2): the fitted polynomial, the true sin(2πx), or one of
// many resampled fits. It adds one Path; y is clamped a view's height
// beyond the view, so that a wild polynomial stays drawable and leaves
// the view as a steep line.
type Curve struct {
	F      func(x float64) float64
	Layer  Layer
	Color  color.NRGBA
	Width  float32
	Dashed bool
	Legend string
	// XMin, XMax limit the curve when XMax > XMin; else it spans the view.
	XMin, XMax float64
}

// AddTo implements Model.
func (c Curve) AddTo(s *Scene) {
	v := s.View
	lo, hi := v.XMin, v.XMax
	if c.XMax > c.XMin {
		lo, hi = max(lo, c.XMin), min(hi, c.XMax)
	}
	if c.F == nil || !(hi > lo) {
		return
	}
	ylo, yhi := v.YMin-v.Height(), v.YMax+v.Height()
	path := make([]Vec, 0, CurveSamples+1)
	for i := range CurveSamples + 1 {
		x := lo + (hi-lo)*float64(i)/CurveSamples
		y := c.F(x)
		if math.IsNaN(y) {
			continue
		}
		path = append(path, Vec{X: x, Y: math.Max(ylo, math.Min(yhi, y))})
	}
	if len(path) < 2 {
		return
	}
	s.Add(Shape{Kind: Path, Layer: c.Layer, Color: c.Color, Width: c.Width, Dashed: c.Dashed, Path: path, Legend: c.Legend})
}

// Residuals are the vertical segments from each point (X[i], Y[i]) to
// F(X[i]): the errors a least-squares fit makes as small as it can.
type Residuals struct {
	X, Y  []float64
	F     func(x float64) float64
	Color color.NRGBA
	Width float32
}

// AddTo implements Model.
func (r Residuals) AddTo(s *Scene) {
	for i, x := range r.X {
		seg := Segment{A: Vec{X: x, Y: r.Y[i]}, B: Vec{X: x, Y: r.F(x)}, Visible: true}
		s.Add(Shape{Kind: Stroke, Layer: LayerExtra, Color: r.Color, Width: r.Width, Seg: seg})
	}
}
