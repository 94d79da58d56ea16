package scene

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"perceptronlab/algo/numeric"
	"perceptronlab/dataset"
)

// PointFlags marks the roles a point plays in a scene.
type PointFlags uint16

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
	// Thinned: the point is one of many in its cell and is not drawn (thin.go).
	Thinned
	// InTestFold: the point is held out in the cross-validation fold
	// shown (TestFold), ringed in the highlight colour.
	InTestFold
	// CountedLast: the point the latest step of a count took in (naive
	// Bayes's counting, Counted), ringed in the highlight colour.
	CountedLast
)

// Hidden are the flags of a point that is not drawn.
const Hidden = Outside | Thinned

// Point is one data point as drawn: its position in the plane (for d = 1,
// (x, 0)), its label ±1 and its roles.
type Point struct {
	Pos   Vec
	Label float64
	Flags PointFlags
}

// Distance is the perpendicular from point Index to a hyperplane, clipped
// to the view. Value is |w·x+b|/‖w‖ and Signed is (w·x+b)/‖w‖, ESL's signed
// distance, positive on the side w points to. Label is Signed's text, or ""
// when the label is hidden; LabelAt is where the label is centred (the unclipped midpoint)
// and Dir the unit direction, in the plane, in which it is moved off the
// segment (zero: to the right).
type Distance struct {
	Index   int
	Seg     Segment
	Value   float64
	Signed  float64
	Label   string
	LabelAt Vec
	Dir     Vec
}

// MaxDistanceLabels is the largest N for which every distance is labelled;
// above it only the hovered and the selected points' distances are.
const MaxDistanceLabels = 30

// Scene is what every painter draws: plain data in plane coordinates.
// Build makes one; the Plane widget rebuilds its own in place.
type Scene struct {
	View    View
	Style   Style
	Show    Show
	Set     *dataset.Set // the points the scene was built from
	Dim     int          // the data's dimension
	Message string       // non-empty when the data cannot be drawn (d ∉ {1, 2})
	Caption string
	// Notes say, in English keys for the painter to translate, what was
	// left out or thinned and why; painters show them after the caption.
	Notes []Note

	XTicks, YTicks []Tick
	Axes           [2]Segment // the lines y = 0 and x = 0 where they cross the view
	Points         []Point

	// Shapes holds what the models draw, sorted by layer (stable) once
	// every model has added its own.
	Shapes    []Shape
	Distances []Distance
	// Margin is the current hyperplane's geometric margin minᵢ yᵢ(w·xᵢ+b)/‖w‖
	// (negative while a point is misclassified) and MarginIndex the point
	// that sets it; −1 with no hyperplane.
	Margin      float64
	MarginIndex int
	// Decision is a model's decision function: its sign shades the regions
	// and f(x) = 0 is drawn as the boundary, when Show.Decision. nil: none.
	// It must be safe for concurrent use: painters call it from several
	// goroutines (EvalGrid).
	Decision func(x []float64) float64
	// Stepped says Decision is piecewise constant (a vote): interpolating
	// it between grid cells puts the boundary halfway, a staircase of
	// cells, so painters find the boundary on each cell edge by bisection.
	Stepped bool
	// DecisionKey, when not nil, names Decision: two scenes with equal
	// keys, views and dimensions have the same decision function, so a
	// painter may keep the regions it evaluated (a hover, a selection or
	// a legend move rebuilds the scene, not the model). It must be
	// comparable; a model of immutable parameters uses its pointer.
	DecisionKey any
}

// Build computes the scene for in, seen through v, with about eight ticks
// along the longer axis.
func Build(in Input, v View) *Scene {
	s := new(Scene)
	s.Rebuild(in, v, TickTarget)
	return s
}

// Rebuild fills s in place, reusing its slices; ticks is about how many
// ticks the longer axis gets.
func (s *Scene) Rebuild(in Input, v View, ticks int) {
	if in.Style.Text == nil {
		in.Style = DefaultStyle(false)
	}
	*s = Scene{View: v, Style: in.Style, Show: in.Show, Set: in.Set, Caption: in.Caption, MarginIndex: -1,
		XTicks: s.XTicks[:0], YTicks: s.YTicks[:0], Points: s.Points[:0],
		Distances: s.Distances[:0], Shapes: s.Shapes[:0], Notes: s.Notes[:0]}
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
	for _, m := range in.Models {
		m.AddTo(s)
	}
	slices.SortStableFunc(s.Shapes, func(a, b Shape) int { return int(a.Layer) - int(b.Layer) })
}

func (s *Scene) buildTicks(n int) {
	v := s.View
	if !v.Valid() {
		return
	}
	s.Axes = [2]Segment{ClipSegment(Vec{v.XMin, 0}, Vec{v.XMax, 0}, v), ClipSegment(Vec{0, v.YMin}, Vec{0, v.YMax}, v)}
	if err := v.Check(); err != nil {
		s.AddNote(NoteNarrowView)
	}
	// Long labels (far from 0) take more room: fewer ticks, so they do not
	// run into each other.
	for range 2 {
		step := tickStep(v, max(n, 2))
		s.XTicks = appendTicks(s.XTicks[:0], v.XMin, v.XMax, step)
		s.YTicks = appendTicks(s.YTicks[:0], v.YMin, v.YMax, step)
		long := longestLabel(s.XTicks)
		if long <= shortLabel || n <= 2 {
			return
		}
		n = max(2, n*shortLabel/long)
	}
}

// shortLabel is the longest tick label, in characters, that leaves the
// number of ticks as asked.
const shortLabel = 7

// tickStep returns the step of about n ticks along v's longer side: 1, 2
// or 5 times a power of ten, and at least four float64 steps, so that the
// ticks, which are rounded to float64, stay evenly spaced.
func tickStep(v View, n int) float64 {
	step := niceStep(math.Max(v.Width(), v.Height()), n)
	ulp := math.Max(numeric.ExtentULP(v.XMin, v.XMax), numeric.ExtentULP(v.YMin, v.YMax))
	for i := 0; i < 8 && step < 4*ulp; i++ {
		step = niceStep(step*2, 1)
	}
	return step
}

func longestLabel(ts []Tick) int {
	n := 0
	for _, t := range ts {
		n = max(n, utf8.RuneCountInString(t.Label))
	}
	return n
}

func (s *Scene) buildPoints(in Input) {
	set := in.Set
	if n := set.Len(); cap(s.Points) < n {
		s.Points, s.Distances = make([]Point, 0, n), make([]Distance, 0, min(n, MaxDrawnPoints))
	}
	for i := range set.Len() {
		p := Point{Pos: pointPos(set, i), Label: set.Y[i]}
		if set.Task == dataset.Regression {
			p.Label = 1 // one glyph: a target is drawn as the point's height
		}
		if !s.View.Contains(p.Pos.X, p.Pos.Y) {
			p.Flags |= Outside
		}
		s.Points = append(s.Points, p)
	}
	s.Flag(in.Updated, Updated)
	s.Flag(in.Selected, Selected)
	s.Flag(in.Hovered, Hovered)
	s.thin()
}

// pointPos returns point i of set in the plane; d = 1 points lie on the x
// axis, or, for regression data, at (x, t).
func pointPos(set *dataset.Set, i int) Vec {
	if set.D == 1 && set.Task == dataset.Regression {
		return Vec{set.X[i], set.Y[i]}
	}
	if set.D == 1 {
		return Vec{set.X[i], 0}
	}
	return Vec{set.X[2*i], set.X[2*i+1]}
}

// NoteNarrowView says that the view is too narrow for float64 at its
// magnitude: what is drawn snaps to the few values float64 has there.
const NoteNarrowView = "the view is narrower than float64 can divide here; positions snap to its steps"

// Note is a format in English, the key of its translation, and its
// arguments.
type Note struct {
	Key  string
	Args []any
}

// AddNote adds the note key (a format for args) once.
func (s *Scene) AddNote(key string, args ...any) {
	if !slices.ContainsFunc(s.Notes, func(n Note) bool { return n.Key == key }) {
		s.Notes = append(s.Notes, Note{key, args})
	}
}

// CaptionText returns the caption followed by the notes, each put through
// tr (nil: English), joined by " · ".
func (s *Scene) CaptionText(tr func(string) string) string {
	parts := make([]string, 0, 1+len(s.Notes))
	if s.Caption != "" {
		parts = append(parts, s.Caption)
	}
	for _, n := range s.Notes {
		k := n.Key
		if tr != nil {
			k = tr(k)
		}
		if len(n.Args) > 0 {
			k = fmt.Sprintf(k, n.Args...)
		}
		parts = append(parts, k)
	}
	return strings.Join(parts, " · ")
}

// Flag sets f on point i when i is a valid index.
func (s *Scene) Flag(i int, f PointFlags) {
	if i >= 0 && i < len(s.Points) {
		s.Points[i].Flags |= f
	}
}
