package scene

import "math"

// Vec is a point (or a vector) of the plane.
type Vec struct{ X, Y float64 }

// Segment is a segment in plane coordinates, from A to B. Visible is false
// when there is nothing to draw (no model, or the segment misses the view).
type Segment struct {
	A, B    Vec
	Visible bool
}

// Polygon is a convex polygon of at most 8 vertices, counter-clockwise in
// plane coordinates (so clockwise on screen, as Fyne's ArbitraryPolygon
// wants). Its storage is inline, so building one does not allocate.
type Polygon struct {
	V [8]Vec
	N int
}

// Vertices returns the polygon's vertices; the slice aliases p.
func (p *Polygon) Vertices() []Vec { return p.V[:p.N] }

// line2 is the line w·x + b = 0 in the plane, with w = (W1, W2).
type line2 struct{ W1, W2, B float64 }

// makeLine2 embeds a d = 1 or d = 2 model in the plane: for d = 1 the line
// is the vertical x = −b/w₁. It reports false when w is missing or zero.
func makeLine2(w []float64, b float64, d int) (line2, bool) {
	if len(w) != d || d < 1 || d > 2 {
		return line2{}, false
	}
	l := line2{W1: w[0], B: b}
	if d == 2 {
		l.W2 = w[1]
	}
	n := l.norm()
	return l, n > 0 && !math.IsInf(n, 0) && !math.IsNaN(n+b)
}

func (l line2) norm() float64 { return math.Hypot(l.W1, l.W2) }

// eval returns w·p + b.
func (l line2) eval(p Vec) float64 { return l.W1*p.X + l.W2*p.Y + l.B }

// foot returns the point of the line nearest to p.
func (l line2) foot(p Vec) Vec {
	t := l.eval(p) / (l.W1*l.W1 + l.W2*l.W2)
	return Vec{p.X - t*l.W1, p.Y - t*l.W2}
}

// shifted returns the parallel line w·x + b = c.
func (l line2) shifted(c float64) line2 { return line2{l.W1, l.W2, l.B - c} }

// clip returns the part of the line inside the view.
func (l line2) clip(v View) Segment {
	var a, b Vec
	if math.Abs(l.W2) >= math.Abs(l.W1) { // not steep: y as a function of x
		a = Vec{v.XMin, -(l.W1*v.XMin + l.B) / l.W2}
		b = Vec{v.XMax, -(l.W1*v.XMax + l.B) / l.W2}
	} else {
		a = Vec{-(l.W2*v.YMin + l.B) / l.W1, v.YMin}
		b = Vec{-(l.W2*v.YMax + l.B) / l.W1, v.YMax}
	}
	return ClipSegment(a, b, v)
}

// ClipSegment clips the segment ab to the view (Liang–Barsky).
func ClipSegment(a, b Vec, v View) Segment {
	t0, t1 := 0.0, 1.0
	dx, dy := b.X-a.X, b.Y-a.Y
	edges := [4][2]float64{{-dx, a.X - v.XMin}, {dx, v.XMax - a.X}, {-dy, a.Y - v.YMin}, {dy, v.YMax - a.Y}}
	for _, e := range edges {
		p, q := e[0], e[1]
		if p == 0 {
			if q < 0 {
				return Segment{}
			}
			continue
		}
		r := q / p
		if p < 0 {
			t0 = math.Max(t0, r)
		} else {
			t1 = math.Min(t1, r)
		}
	}
	if t0 > t1 {
		return Segment{}
	}
	return Segment{A: Vec{a.X + t0*dx, a.Y + t0*dy}, B: Vec{a.X + t1*dx, a.Y + t1*dy}, Visible: true}
}

// rectPolygon returns the view as a counter-clockwise polygon.
func rectPolygon(v View) Polygon {
	return Polygon{V: [8]Vec{{v.XMin, v.YMin}, {v.XMax, v.YMin}, {v.XMax, v.YMax}, {v.XMin, v.YMax}}, N: 4}
}

// clipHalf keeps the part of p where s·(w·x+b) ≥ 0 (Sutherland–Hodgman
// against one line). A convex polygon stays convex and gains at most one
// vertex, so p's inline storage suffices for a rectangle cut twice.
func clipHalf(p Polygon, l line2, s float64) Polygon {
	var out Polygon
	for i := range p.N {
		a, b := p.V[i], p.V[(i+1)%p.N]
		fa, fb := s*l.eval(a), s*l.eval(b)
		if fa >= 0 {
			out.push(a)
		}
		if (fa < 0 && fb > 0) || (fa > 0 && fb < 0) {
			t := fa / (fa - fb)
			out.push(Vec{a.X + t*(b.X-a.X), a.Y + t*(b.Y-a.Y)})
		}
	}
	if out.N < 3 {
		return Polygon{}
	}
	return out
}

func (p *Polygon) push(v Vec) {
	if p.N < len(p.V) {
		p.V[p.N] = v
		p.N++
	}
}

// band returns the part of the view where |w·x+b| ≤ c.
func band(v View, l line2, c float64) Polygon {
	return clipHalf(clipHalf(rectPolygon(v), l.shifted(-c), 1), l.shifted(c), -1)
}

// nearestOnSegment returns the point of s nearest to p.
func nearestOnSegment(s Segment, p Vec) Vec {
	dx, dy := s.B.X-s.A.X, s.B.Y-s.A.Y
	d2 := dx*dx + dy*dy
	if d2 == 0 {
		return s.A
	}
	t := math.Max(0, math.Min(1, ((p.X-s.A.X)*dx+(p.Y-s.A.Y)*dy)/d2))
	return Vec{s.A.X + t*dx, s.A.Y + t*dy}
}
