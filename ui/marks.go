package ui

import (
	"fmt"
	"math"

	"perceptronlab/algo/numeric"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// Up to namesLimit points the plane names them x₁…x_N, and up to
// distancesLimit it draws their perpendiculars, unless the user says
// otherwise in the View menu: above the limits they would hide the picture.
const (
	namesLimit     = 50
	distancesLimit = 200
)

// autoToggle is a View toggle whose default follows the number of points
// until the user flips it.
type autoToggle int8

const (
	auto autoToggle = iota
	forcedOn
	forcedOff
)

// on reports whether the toggle is on, given its default.
func (a autoToggle) on(byDefault bool) bool {
	switch a {
	case forcedOn:
		return true
	case forcedOff:
		return false
	}
	return byDefault
}

// marks are the View choices of the plane's annotations: the points'
// names, their distances, and the grid snap (on unless noSnap).
type marks struct {
	names, distances autoToggle
	noSnap           bool
	// shown are the names and distances as the View menu last ticked them.
	shownNames, shownDistances bool
}

// namesShown reports whether the plane names the points.
func (e *explorer) namesShown() bool {
	return e.look.marks.names.on(e.s.Set().Len() <= namesLimit)
}

// distancesShown reports whether the plane draws the perpendiculars.
func (e *explorer) distancesShown() bool {
	return e.look.marks.distances.on(e.s.Set().Len() <= distancesLimit)
}

// flipAuto turns a toggle to the opposite of what it shows now.
func (e *explorer) flipAuto(a *autoToggle, shown bool) {
	*a = forcedOn
	if shown {
		*a = forcedOff
	}
	e.win.SetMainMenu(e.buildMenu())
	e.Refresh()
}

// toggleSnap turns snapping to the grid on or off.
func (e *explorer) toggleSnap() {
	e.look.marks.noSnap = !e.look.marks.noSnap
	e.plane.Snap = !e.look.marks.noSnap
	e.win.SetMainMenu(e.buildMenu())
}

// shown returns what the plane shows: the View toggles, with the names
// and distances following the number of points.
// When the number of points turns one of them on or off, the View menu's
// ticks follow.
func (e *explorer) shown() scene.Show {
	sh := e.look.show
	sh.Names, sh.Distances = e.namesShown(), e.distancesShown()
	mk := &e.look.marks
	if sh.Names != mk.shownNames || sh.Distances != mk.shownDistances {
		mk.shownNames, mk.shownDistances = sh.Names, sh.Distances
		e.win.SetMainMenu(e.buildMenu())
	}
	return sh
}

// setupMarks wires the plane's names, legend, tooltip and snap.
func (e *explorer) setupMarks() {
	e.plane.Translate = i18n.T
	e.plane.Tooltip = e.tooltip
	e.plane.Snap = !e.look.marks.noSnap
}

// tooltip describes point i for the hover box: its name and index, its
// coordinates and label, w·x+b and its signed distance (in the kernel
// form f(x), which has no distance to a line).
func (e *explorer) tooltip(i int) []string {
	set := e.s.Set()
	if i < 0 || i >= set.Len() {
		return nil
	}
	x, y, name := set.Point(i), set.Y[i], kit.PointName(i)
	lines := []string{fmt.Sprintf(i18n.T("%s: point %d of %d"), name, i+1, set.Len()),
		fmt.Sprintf(i18n.T("coordinates %s, label y = %s"), kit.Vec(x), kit.Num(y))}
	st, ts := e.s.Training().State(), e.s.Settings()
	switch {
	case ts.Form.UsesKernel():
		if m := e.s.Training().KernelModel(); m != nil {
			lines = append(lines, "f("+name+") = Σⱼ αⱼyⱼK(xⱼ, "+name+") + b = "+kit.Num(m.Decision(x)))
		}
	case ts.Form.Linear() && len(st.W) == len(x):
		f := st.B
		for j, w := range st.W {
			f += w * x[j]
		}
		lines = append(lines, "w·"+name+" + b = "+kit.Num(f))
		if n := math.Sqrt(algoDot(st.W, st.W)); n > 0 {
			lines = append(lines, fmt.Sprintf(i18n.T("signed distance (w·x + b)/‖w‖ = %s"), scene.SignedLabel(f/n)))
		}
	}
	return append(lines, e.marksLine(i)...)
}

// algoDot returns a·b.
func algoDot(a, b []float64) float64 { return numeric.Linear{}.Eval(a, b) }
