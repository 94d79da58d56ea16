package scene

import (
	"math"

	"perceptronlab/algo/numeric"
)

// View is the visible rectangle of the plane, in plane coordinates.
type View struct{ XMin, XMax, YMin, YMax float64 }

// DefaultView is the view of an empty plane: the first quadrant of Li Hang's
// examples with a unit of room around the axes.
var DefaultView = View{XMin: -1, XMax: 6, YMin: -1, YMax: 5}

// Width returns the view's extent along x.
func (v View) Width() float64 { return v.XMax - v.XMin }

// Height returns the view's extent along y.
func (v View) Height() float64 { return v.YMax - v.YMin }

// Center returns the centre of the view.
func (v View) Center() Vec { return Vec{(v.XMin + v.XMax) / 2, (v.YMin + v.YMax) / 2} }

// Contains reports whether (x, y) lies in the closed view rectangle.
func (v View) Contains(x, y float64) bool {
	return x >= v.XMin && x <= v.XMax && y >= v.YMin && y <= v.YMax
}

// Valid reports whether v is a finite rectangle of positive area.
func (v View) Valid() bool {
	w, h := v.Width(), v.Height()
	return w > 0 && h > 0 && !math.IsInf(w, 0) && !math.IsInf(h, 0) && !math.IsNaN(w+h)
}

// Check reports whether v can be drawn and divided: each extent finite,
// ordered and at least numeric.MinExtentSteps float64 values wide.
func (v View) Check() error {
	if err := numeric.CheckExtent(v.XMin, v.XMax); err != nil {
		return err
	}
	return numeric.CheckExtent(v.YMin, v.YMax)
}

// Bounded returns v with each extent that float64 cannot divide widened
// about its centre until it can (see numeric.WidenExtent); ok is false when
// v has an end that is not finite or out of order, or an extent too wide.
func (v View) Bounded() (View, bool) {
	x0, x1, okx := numeric.WidenExtent(v.XMin, v.XMax)
	y0, y1, oky := numeric.WidenExtent(v.YMin, v.YMax)
	return View{x0, x1, y0, y1}, okx && oky
}

// EqualScale grows the view about its centre along one axis so that a unit
// has the same length in pixels on both axes of a width×height area. Angles
// and circles then look right: a perpendicular looks perpendicular.
func (v View) EqualScale(width, height float32) View {
	if width <= 0 || height <= 0 || !v.Valid() {
		return v
	}
	aspect := float64(width) / float64(height)
	c := v.Center()
	w, h := v.Width(), v.Height()
	if w/h < aspect {
		w = h * aspect
	} else {
		h = w / aspect
	}
	e := View{c.X - w/2, c.X + w/2, c.Y - h/2, c.Y + h/2}
	if !e.Valid() || math.IsInf(e.XMin, 0) || math.IsInf(e.XMax, 0) || math.IsInf(e.YMin, 0) || math.IsInf(e.YMax, 0) {
		return v // wider than float64 holds: the scale stays unequal
	}
	return e
}

// Zoom scales the view by f about the plane point c: f < 1 zooms in.
// The point c stays where it is on screen.
func (v View) Zoom(c Vec, f float64) View {
	return View{
		XMin: c.X + (v.XMin-c.X)*f, XMax: c.X + (v.XMax-c.X)*f,
		YMin: c.Y + (v.YMin-c.Y)*f, YMax: c.Y + (v.YMax-c.Y)*f,
	}
}

// Pan moves the view by (dx, dy) plane units.
func (v View) Pan(dx, dy float64) View {
	return View{v.XMin + dx, v.XMax + dx, v.YMin + dy, v.YMax + dy}
}
