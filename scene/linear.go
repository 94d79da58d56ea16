package scene

import (
	"math"

	"perceptronlab/algo/numeric"
)

// The models of the perceptron chapter: each is a hyperplane w·x+b = 0 in
// a different role. For d = 1 the hyperplane is the vertical line x = −b/w₁.

// Hyperplane is the current model of a linear form (primal, dual with a
// linear kernel, pocket, averaged): the line, the two shaded sides, the
// normal vector w, every point's perpendicular with its length, the margin
// band out to the closest point, and the misclassified points ringed.
type Hyperplane struct {
	W []float64
	B float64
}

// AddTo implements Model.
func (h Hyperplane) AddTo(s *Scene) {
	l, ok := makeLine2(h.W, h.B, s.Dim)
	if !ok {
		return
	}
	st, view := s.Style, rectPolygon(s.View)
	s.AddFill(LayerSides, clipHalf(view, l, 1), st.sideFill(0), "")
	s.AddFill(LayerSides, clipHalf(view, l, -1), st.sideFill(1), "")
	line := l.clip(s.View)
	s.AddStroke(LayerLine, line, nrgba(st.Line), st.LineWidth, "hyperplane")
	normal := s.addNormal(l, line)
	s.addDistances(l, normal, len(s.Points) <= MaxDistanceLabels)
	s.addMargin(h, l)
}

// addNormal places the arrow of w, a fifth of the view long, at the
// visible point of the line nearest the view centre, and returns it.
func (s *Scene) addNormal(l line2, line Segment) Segment {
	if !line.Visible {
		return Segment{}
	}
	from := nearestOnSegment(line, s.View.Center())
	k := math.Min(s.View.Width(), s.View.Height()) / 5 / l.norm()
	n := Segment{A: from, B: Vec{from.X + k*l.W1, from.Y + k*l.W2}, Visible: true}
	s.Add(Shape{Kind: Arrow, Layer: LayerNormal, Seg: n, Color: nrgba(s.Style.Normal), Width: s.Style.LineWidth,
		Label: "w", Legend: "normal w"})
	return n
}

// addDistances adds every point's perpendicular to the line, with its
// length |w·x+b|/‖w‖, and rings the points with y(w·x+b) ≤ 0. A label sits
// beside its segment, moved along the line away from the normal arrow.
func (s *Scene) addDistances(l line2, normal Segment, labelAll bool) {
	n := l.norm()
	along := Vec{-l.W2 / n, l.W1 / n}
	for i := range s.Points {
		p := &s.Points[i]
		if p.Flags&Thinned != 0 {
			continue // not drawn: neither its distance
		}
		f := l.eval(p.Pos)
		if p.Label*f <= 0 {
			p.Flags |= Misclassified
		}
		foot := l.foot(p.Pos)
		d := Distance{Index: i, Seg: ClipSegment(p.Pos, foot, s.View), Value: math.Abs(f) / n, Signed: f / n,
			LabelAt: Vec{(p.Pos.X + foot.X) / 2, (p.Pos.Y + foot.Y) / 2}, Dir: along}
		if (d.LabelAt.X-normal.A.X)*along.X+(d.LabelAt.Y-normal.A.Y)*along.Y < 0 {
			d.Dir = Vec{-along.X, -along.Y}
		}
		if labelAll || p.Flags&(Hovered|Selected) != 0 {
			d.Label = SignedLabel(d.Signed)
		}
		s.Distances = append(s.Distances, d)
	}
}

// addMargin finds the geometric margin with numeric.Margin, marks the point
// that sets it and, while every point is on its side (margin > 0), adds
// the band |w·x+b|/‖w‖ ≤ margin with its edges.
func (s *Scene) addMargin(h Hyperplane, l line2) {
	m, at, ok := numeric.Margin(s.Set.X, s.Set.Y, h.W, h.B)
	if !ok {
		return
	}
	s.Margin, s.MarginIndex = m, at
	s.Flag(at, MarginPoint)
	if m <= 0 {
		return
	}
	c, st := m*l.norm(), s.Style
	s.AddFill(LayerMargin, band(s.View, l, c), st.marginFill(), "margin")
	s.AddStroke(LayerMargin, l.shifted(c).clip(s.View), st.marginEdge(), st.LineWidth/2, "")
	s.AddStroke(LayerMargin, l.shifted(-c).clip(s.View), st.marginEdge(), st.LineWidth/2, "")
}

// Previous is the hyperplane before the latest update, drawn faded.
type Previous struct {
	W []float64
	B float64
}

// AddTo implements Model.
func (h Previous) AddTo(s *Scene) {
	if l, ok := makeLine2(h.W, h.B, s.Dim); ok {
		s.AddStroke(LayerPrev, l.clip(s.View), nrgba(s.Style.Prev), s.Style.LineWidth, "previous hyperplane")
	}
}

// Optimal is the optimal separating hyperplane (ESL 4.48) with its slab
// |w·x+b| ≤ Margin·‖w‖ and its support points ringed.
type Optimal struct {
	W []float64
	B float64
	// Margin is the slab's half-width as a distance; 0 means 1/‖w‖ (the
	// canonical hard margin).
	Margin  float64
	Support []int
}

// AddTo implements Model.
func (h Optimal) AddTo(s *Scene) {
	l, ok := makeLine2(h.W, h.B, s.Dim)
	if !ok {
		return
	}
	m := h.Margin
	if m <= 0 {
		m = 1 / l.norm()
	}
	c, st, lw := m*l.norm(), s.Style, s.Style.LineWidth
	s.AddFill(LayerSVM, band(s.View, l, c), st.svmFill(), "")
	edge := WithAlpha(st.SVM, 0.7)
	for _, e := range []line2{l.shifted(c), l.shifted(-c)} {
		if seg := e.clip(s.View); seg.Visible {
			s.Add(Shape{Kind: Stroke, Layer: LayerSVM, Seg: seg, Color: edge, Width: lw / 2, Dashed: true})
		}
	}
	s.AddStroke(LayerSVM, l.clip(s.View), nrgba(st.SVM), lw, "optimal hyperplane")
	for _, i := range h.Support {
		s.Flag(i, Support)
	}
}

// LeastSquares is the least-squares line (ESL 4.39), dashed in figures.
type LeastSquares struct {
	W []float64
	B float64
}

// AddTo implements Model.
func (h LeastSquares) AddTo(s *Scene) {
	if l, ok := makeLine2(h.W, h.B, s.Dim); ok {
		if seg := l.clip(s.View); seg.Visible {
			s.Add(Shape{Kind: Stroke, Layer: LayerLSQ, Seg: seg, Color: nrgba(s.Style.LSQ), Width: s.Style.LineWidth,
				Dashed: true, Legend: "least squares"})
		}
	}
}

// Start is one of K perceptron solutions from random starts (ESL Fig.
// 4.14), coloured by its index K.
type Start struct {
	W []float64
	B float64
	K int
}

// AddTo implements Model.
func (h Start) AddTo(s *Scene) {
	if l, ok := makeLine2(h.W, h.B, s.Dim); ok {
		s.AddStroke(LayerExtra, l.clip(s.View), extraColor(h.K), s.Style.LineWidth, "")
	}
}

// Regions is a model known by its decision function alone (the kernel
// perceptron): its sign shades the plane, f(x) = 0 is the boundary, and a
// point with y·f(x) ≤ 0 is ringed. F must be safe for concurrent use.
type Regions struct {
	F func(x []float64) float64
}

// AddTo implements Model.
func (r Regions) AddTo(s *Scene) {
	if r.F == nil {
		return
	}
	for i := range s.Points {
		if s.Points[i].Flags&Thinned != 0 {
			continue // not drawn: no need to know its side (a k-NN query each)
		}
		if s.Points[i].Label*r.F(s.Set.Point(i)) <= 0 {
			s.Points[i].Flags |= Misclassified
		}
	}
	if s.Show.Decision {
		s.Decision, s.DecisionKey = r.F, nil
	}
}

// Step returns the models of a training step: the hyperplane (w, b) and,
// when prevW is not nil, the one before it, faded.
func Step(w []float64, b float64, prevW []float64, prevB float64) []Model {
	ms := []Model{Hyperplane{W: w, B: b}}
	if prevW != nil {
		ms = append(ms, Previous{W: prevW, B: prevB})
	}
	return ms
}
