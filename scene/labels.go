package scene

import (
	"image/color"
	"strings"

	"perceptronlab/typeset"
)

// PointName is point i's name as the book writes it: x₁, x₂, … (i is 0-based).
func PointName(i int) string { return "x" + typeset.Subscript(i+1) }

// NameOffset is where a point's name is centred relative to the point, in
// screen units (y down): up and to the right, clear of the glyph and of
// its first ring.
func (st Style) NameOffset() (dx, dy float32) {
	r := st.PointRadius + st.TextSize*0.75
	return r, -r * 0.8
}

// Named reports whether point q's name is drawn.
func (s *Scene) Named(q Point) bool { return s.Show.Names && q.Flags&Hidden == 0 }

// SignedLabel writes a signed distance with its sign, as ESL's
// (w·x+b)/‖w‖: "+4.24", "−1.41", "0".
func SignedLabel(v float64) string {
	t := typeset.Short(v)
	switch {
	case strings.HasPrefix(t, "-"):
		return "−" + t[1:]
	case strings.HasPrefix(t, "−") || strings.Trim(t, "0.") == "":
		return t
	}
	return "+" + t
}

// Mix returns a blended into b by t (0: a, 1: b), opaque: the colour of b
// painted at alpha t over a.
func Mix(a, b color.Color, t float64) color.NRGBA {
	x, y := nrgba(a), nrgba(b)
	m := func(u, v uint8) uint8 { return uint8(float64(u)*(1-t) + float64(v)*t + 0.5) }
	return color.NRGBA{m(x.R, y.R), m(x.G, y.G), m(x.B, y.B), 0xff}
}

// marks are the rings and the halo a point can wear, with their legend
// names, in the legend's order.
var marks = []struct {
	flag PointFlags
	name string
}{
	{Updated, "point of the latest update"},
	{Misclassified, "misclassified: y·f(x) ≤ 0"},
	{MarginPoint, "closest point (sets the margin)"},
	{Support, "support point"},
	{InTestFold, "test fold"},
	{CountedLast, "point counted last"},
}

// appendMarks adds to a legend the marks that some point in view wears
// and the scene shows.
func (s *Scene) appendMarks(out []LegendEntry) []LegendEntry {
	var worn PointFlags
	for _, q := range s.Points {
		if q.Flags&Hidden == 0 {
			worn |= q.Flags
		}
	}
	for _, m := range marks {
		shown := (m.flag != MarginPoint || s.Show.Margin) && (m.flag != Support || s.Show.SVM)
		if worn&m.flag != 0 && shown {
			out = append(out, LegendEntry{Name: m.name, Mark: m.flag})
		}
	}
	return out
}

// MarkColor returns the colour of mark f: the halo behind the point of the
// latest update, or a ring.
func (st Style) MarkColor(f PointFlags) color.Color {
	switch f {
	case Updated:
		return st.Highlight
	case Misclassified:
		return st.Misclassified
	case MarginPoint:
		return st.Margin
	case Support:
		return st.SVM
	case InTestFold, CountedLast:
		return st.Highlight
	}
	return st.Text
}
