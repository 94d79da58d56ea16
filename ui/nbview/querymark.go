package nbview

import (
	"math"

	"perceptronlab/scene"
)

// QueryMark draws a query point as a small circle with a cross through it,
// as scene.KDSearch draws its query, for the forms that explain one point
// without a search (naive Bayes).
type QueryMark struct {
	Q []float64
}

// AddTo implements scene.Model.
func (m QueryMark) AddTo(s *scene.Scene) {
	if len(m.Q) != s.Dim || len(m.Q) == 0 || !s.View.Valid() {
		return
	}
	q := scene.Vec{X: m.Q[0]}
	if s.Dim == 2 {
		q.Y = m.Q[1]
	}
	r := math.Min(s.View.Width(), s.View.Height()) / 80
	c, w := scene.WithAlpha(s.Style.Text, 1), max(1, s.Style.LineWidth*0.75)
	ring := make([]scene.Vec, 32)
	for i := range ring {
		sin, cos := math.Sincos(2 * math.Pi * float64(i) / float64(len(ring)))
		ring[i] = scene.Vec{X: q.X + r*cos, Y: q.Y + r*sin}
	}
	s.Add(scene.Shape{Kind: scene.Path, Layer: scene.LayerShapes, Path: ring, Closed: true, Color: c, Width: w, Legend: "query"})
	s.AddStroke(scene.LayerShapes, scene.ClipSegment(scene.Vec{X: q.X - 2*r, Y: q.Y}, scene.Vec{X: q.X + 2*r, Y: q.Y}, s.View), c, w, "")
	s.AddStroke(scene.LayerShapes, scene.ClipSegment(scene.Vec{X: q.X, Y: q.Y - 2*r}, scene.Vec{X: q.X, Y: q.Y + 2*r}, s.View), c, w, "")
}
