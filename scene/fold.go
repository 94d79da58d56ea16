package scene

import "math"

// FoldRings marks the test fold of a cross-validation step on the plane:
// a thick ring in the highlight colour around each point held out, and a
// cross through each of them the fold's classifier gets wrong. Test and
// Wrong index the scene's points; indices it lacks are skipped.
type FoldRings struct {
	Test, Wrong []int
}

// AddTo implements Model.
func (f FoldRings) AddTo(s *Scene) {
	r := math.Min(s.View.Width(), s.View.Height()) / 45
	w := s.Style.LineWidth * 1.5
	for _, i := range f.Test {
		if i >= 0 && i < len(s.Points) {
			s.Add(Shape{Kind: Path, Layer: LayerShapes, Path: circle(s.Points[i].Pos, r, 48), Closed: true,
				Color: nrgba(s.Style.Highlight), Width: w, Legend: "test fold"})
		}
	}
	c := nrgba(s.Style.Misclassified)
	for _, i := range f.Wrong {
		if i < 0 || i >= len(s.Points) {
			continue
		}
		p, d := s.Points[i].Pos, r*1.1 // the arms stick out of the ring and the point drawn over them
		s.AddStroke(LayerShapes, ClipSegment(Vec{p.X - d, p.Y - d}, Vec{p.X + d, p.Y + d}, s.View), c, w, "misclassified in the test fold")
		s.AddStroke(LayerShapes, ClipSegment(Vec{p.X - d, p.Y + d}, Vec{p.X + d, p.Y - d}, s.View), c, w, "")
	}
}

// TestFold marks the points a cross-validation step holds out (Points
// index the scene's points; indices it lacks are skipped) with a ring in
// the highlight colour, drawn about each point like its other rings, in
// pixels: round on a plane whose axes have different scales, such as
// curve fitting's (Li Hang §1.4.2), where FoldRings' circles in plane
// units would be flat ellipses. The points keep their own glyph, so a
// held-out training point does not look like a test point.
type TestFold struct {
	Points []int
}

// AddTo implements Model.
func (f TestFold) AddTo(s *Scene) {
	for _, i := range f.Points {
		s.Flag(i, InTestFold)
	}
}

// Counted marks the point a count took in last (naive Bayes's counting,
// Li Hang §4.2.1: each point adds to its class's counts, means and
// variances), ringed in the highlight colour like a held-out point.
type Counted struct {
	Last int
}

// AddTo implements Model.
func (c Counted) AddTo(s *Scene) { s.Flag(c.Last, CountedLast) }
