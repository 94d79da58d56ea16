package canvas

import (
	"math"

	"perceptronlab/dataset"
)

// PointFlags marks the roles a point plays in a scene.
type PointFlags uint8

const (
	// Misclassified: y(w·x+b) ≤ 0, ringed.
	Misclassified PointFlags = 1 << iota
	// Updated: the point that caused the last update, highlighted.
	Updated
	// Selected: the selected point.
	Selected
	// Hovered: the point under the cursor.
	Hovered
	// Support: a support point of the optimal hyperplane, ringed.
	Support
	// MarginPoint: the point closest to the hyperplane, marked.
	MarginPoint
	// Outside: the point lies outside the view and is not drawn.
	Outside
)

// Point is one data point as drawn: its position in the plane (for d = 1,
// (x, 0)), its label ±1 and its roles.
type Point struct {
	Pos   Vec
	Label float64
	Flags PointFlags
}

// Distance is the perpendicular from point Index to the hyperplane, clipped
// to the view. Value is |w·x+b|/‖w‖. Label is its text, or "" when the label
// is hidden; LabelAt is where the label is centred (the unclipped midpoint).
type Distance struct {
	Index   int
	Seg     Segment
	Value   float64
	Label   string
	LabelAt Vec
}

// MaxDistanceLabels is the largest N for which every distance is labelled;
// above it only the hovered and the selected points' distances are.
const MaxDistanceLabels = 30

// Scene is what both painters draw: plain data in plane coordinates.
// Build makes one; the Plane widget rebuilds its own in place.
type Scene struct {
	View    View
	Style   Style
	Show    Show
	Dim     int    // the data's dimension
	Message string // non-empty when the data cannot be drawn (d ∉ {1, 2})
	Caption string

	XTicks, YTicks []Tick
	Axes           [2]Segment // the lines y = 0 and x = 0 where they cross the view
	Points         []Point

	Line   Segment    // the hyperplane w·x+b = 0
	Prev   Segment    // the previous hyperplane, faded
	Normal Segment    // the arrow of w: from the line's visible point nearest the view centre
	Sides  [2]Polygon // the view cut by the line: [0] where w·x+b > 0 (class +1), [1] the rest

	Distances   []Distance
	Margin      float64    // distance from the line to the closest point; 0 with no line
	MarginIndex int        // the closest point, −1 with no line
	MarginBand  Polygon    // |w·x+b|/‖w‖ ≤ Margin, within the view
	MarginEdges [2]Segment // the band's edges w·x+b = ±Margin·‖w‖

	SVM, SVMUpper, SVMLower Segment // the optimal hyperplane and its slab's edges
	SVMBand                 Polygon
	LSQ                     Segment
	Lines                   []Segment // extra lines, in Input order (invisible ones kept for colour order)

	Decision func(x []float64) float64 // kernel decision function when Show.Kernel; nil otherwise
}

// Build computes the scene for in, seen through v, with about eight ticks
// along the longer axis.
func Build(in Input, v View) *Scene {
	s := new(Scene)
	s.build(in, v, tickTarget)
	return s
}

// build fills s in place, reusing its slices; ticks is about how many ticks
// the longer axis gets.
func (s *Scene) build(in Input, v View, ticks int) {
	if in.Style.Text == nil {
		in.Style = DefaultStyle(false)
	}
	*s = Scene{View: v, Style: in.Style, Show: in.Show, Caption: in.Caption, MarginIndex: -1,
		XTicks: s.XTicks[:0], YTicks: s.YTicks[:0], Points: s.Points[:0],
		Distances: s.Distances[:0], Lines: s.Lines[:0]}
	s.buildTicks(ticks)
	set := in.Set
	if set == nil {
		return
	}
	s.Dim = set.D
	if set.Len() > 0 && (set.D < 1 || set.D > 2) {
		s.Message = "cannot draw data of dimension ≠ 1, 2"
		return
	}
	s.buildPoints(in)
	s.buildModel(in)
	s.buildExtras(in)
}

func (s *Scene) buildTicks(n int) {
	v := s.View
	if !v.valid() {
		return
	}
	s.Axes = [2]Segment{clipSegment(Vec{v.XMin, 0}, Vec{v.XMax, 0}, v), clipSegment(Vec{0, v.YMin}, Vec{0, v.YMax}, v)}
	step := niceStep(math.Max(v.Width(), v.Height()), max(n, 2))
	s.XTicks = appendTicks(s.XTicks, v.XMin, v.XMax, step)
	s.YTicks = appendTicks(s.YTicks, v.YMin, v.YMax, step)
}

func (s *Scene) buildPoints(in Input) {
	set := in.Set
	if n := set.Len(); cap(s.Points) < n {
		s.Points, s.Distances = make([]Point, 0, n), make([]Distance, 0, n)
	}
	for i := range set.Len() {
		p := Point{Pos: pointPos(set, i), Label: set.Y[i]}
		if !s.View.Contains(p.Pos.X, p.Pos.Y) {
			p.Flags |= Outside
		}
		s.Points = append(s.Points, p)
	}
	s.flag(in.Updated, Updated)
	s.flag(in.Selected, Selected)
	s.flag(in.Hovered, Hovered)
}

// pointPos returns point i of set in the plane; d = 1 points lie on the x axis.
func pointPos(set *dataset.Set, i int) Vec {
	if set.D == 1 {
		return Vec{set.X[i], 0}
	}
	return Vec{set.X[2*i], set.X[2*i+1]}
}

// flag sets f on point i when i is a valid index.
func (s *Scene) flag(i int, f PointFlags) {
	if i >= 0 && i < len(s.Points) {
		s.Points[i].Flags |= f
	}
}

func (s *Scene) buildModel(in Input) {
	if pl, ok := makeLine2(in.PrevW, in.PrevB, s.Dim); ok {
		s.Prev = pl.clip(s.View)
	}
	l, ok := makeLine2(in.W, in.B, s.Dim)
	if !ok {
		return
	}
	s.Line = l.clip(s.View)
	s.Sides = [2]Polygon{clipHalf(rectPolygon(s.View), l, 1), clipHalf(rectPolygon(s.View), l, -1)}
	s.buildNormal(l)
	s.buildDistances(l, len(s.Points) <= MaxDistanceLabels)
	if s.MarginIndex >= 0 {
		s.Points[s.MarginIndex].Flags |= MarginPoint
		c := s.Margin * l.norm()
		s.MarginBand = band(s.View, l, c)
		s.MarginEdges = [2]Segment{l.shifted(c).clip(s.View), l.shifted(-c).clip(s.View)}
	}
}

// buildNormal places the arrow of w, a fifth of the view long, at the
// visible point of the line nearest the view centre.
func (s *Scene) buildNormal(l line2) {
	if !s.Line.Visible {
		return
	}
	from := nearestOnSegment(s.Line, s.View.Center())
	k := math.Min(s.View.Width(), s.View.Height()) / 5 / l.norm()
	s.Normal = Segment{A: from, B: Vec{from.X + k*l.W1, from.Y + k*l.W2}, Visible: true}
}

// buildDistances computes every point's distance to the line, marks the
// misclassified points and finds the closest point.
func (s *Scene) buildDistances(l line2, labelAll bool) {
	n := l.norm()
	for i := range s.Points {
		p := &s.Points[i]
		f := l.eval(p.Pos)
		if p.Label*f <= 0 {
			p.Flags |= Misclassified
		}
		d := math.Abs(f) / n
		if s.MarginIndex < 0 || d < s.Margin {
			s.MarginIndex, s.Margin = i, d
		}
		foot := l.foot(p.Pos)
		dist := Distance{Index: i, Seg: clipSegment(p.Pos, foot, s.View), Value: d,
			LabelAt: Vec{(p.Pos.X + foot.X) / 2, (p.Pos.Y + foot.Y) / 2}}
		if labelAll || p.Flags&(Hovered|Selected) != 0 {
			dist.Label = FormatNumber(d)
		}
		s.Distances = append(s.Distances, dist)
	}
}

func (s *Scene) buildExtras(in Input) {
	if in.SVM != nil {
		s.buildSVM(*in.SVM)
	}
	if in.LSQ != nil {
		if l, ok := makeLine2(in.LSQ.W, in.LSQ.B, s.Dim); ok {
			s.LSQ = l.clip(s.View)
		}
	}
	for _, h := range in.Lines {
		var seg Segment
		if l, ok := makeLine2(h.W, h.B, s.Dim); ok {
			seg = l.clip(s.View)
		}
		s.Lines = append(s.Lines, seg)
	}
	if in.Show.Kernel {
		s.Decision = in.Decision
	}
}

// buildSVM draws the optimal hyperplane with its slab |w·x+b| ≤ m‖w‖.
func (s *Scene) buildSVM(h Hyperplane) {
	l, ok := makeLine2(h.W, h.B, s.Dim)
	if !ok {
		return
	}
	m := h.Margin
	if m <= 0 {
		m = 1 / l.norm()
	}
	c := m * l.norm()
	s.SVM, s.SVMUpper, s.SVMLower = l.clip(s.View), l.shifted(c).clip(s.View), l.shifted(-c).clip(s.View)
	s.SVMBand = band(s.View, l, c)
	for _, i := range h.Support {
		s.flag(i, Support)
	}
}
