package scene

import (
	"math"

	"perceptronlab/algo/bayes"
)

// GaussianNB is a Gaussian naive Bayes classifier (ESL §6.6.3) drawn by
// its log-odds log P(+1|x) − log P(−1|x): the painters shade the plane by
// its sign and draw its zero set, a conic, as the boundary. Each class's
// axis-aligned 1σ and 2σ ellipses, centred on its mean with semi-axes
// σⱼ and 2σⱼ (2σ dashed), show the densities the model fitted, in the
// class's colour. A training point the model mislabels is ringed. The
// ellipses are drawn for d = 2 only.
type GaussianNB struct {
	Model *bayes.GaussianNB
}

// AddTo implements Model.
func (g GaussianNB) AddTo(s *Scene) {
	m := g.Model
	if m == nil || m.Dim() != s.Dim {
		return
	}
	for i := range s.Points {
		if s.Points[i].Flags&Thinned != 0 {
			continue
		}
		if m.Predict(s.Set.Point(i)) != s.Points[i].Label {
			s.Points[i].Flags |= Misclassified
		}
	}
	if s.Show.Decision {
		s.Decision, s.DecisionKey = m.Decision, m // a fitted GaussianNB never changes
	}
	if s.Dim != 2 {
		return
	}
	legend := "1σ, 2σ ellipses"
	for c := range 2 {
		col := s.Style.Neg
		if m.Class(c).Label > 0 {
			col = s.Style.Pos
		}
		for _, k := range []float64{1, 2} {
			s.Add(Shape{Kind: Path, Layer: LayerShapes, Path: EllipsePath(m.Ellipse(c, k)), Closed: true,
				Color: WithAlpha(col, 0.9), Width: s.Style.LineWidth * 0.75, Dashed: k == 2, Legend: legend})
			legend = ""
		}
	}
}

// ellipseVertices is how many vertices an ellipse's outline has.
const ellipseVertices = 128

// EllipsePath returns the axis-aligned ellipse e of the plane as a closed
// counter-clockwise polygon, its vertices (c₁ + r₁cos t, c₂ + r₂sin t)
// evenly spaced in t.
func EllipsePath(e bayes.Ellipse) []Vec {
	out := make([]Vec, ellipseVertices)
	for i := range out {
		sin, cos := math.Sincos(2 * math.Pi * float64(i) / ellipseVertices)
		out[i] = Vec{e.Center[0] + e.Radii[0]*cos, e.Center[1] + e.Radii[1]*sin}
	}
	return out
}
