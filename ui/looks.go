package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"

	"perceptronlab/canvas"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/methodview"
	"perceptronlab/ui/predict"
)

// looks is how the window draws, and the choices behind it: the theme
// (dark, projector), the language, the plane's layers and marks, full
// screen. It remembers the user's choices for the next start; a link's
// look holds for its window only.
type looks struct {
	w     lookWindow
	l     *look // the window's look, which every part reads
	app   fyne.App
	plane *canvas.Plane
}

// lookWindow is what the looks ask of the window: its menus (their ticks
// follow), its parts restyled for a new theme, predict mode (a link's).
type lookWindow interface {
	kit.Room
	MenuChanged()
	restyle()
	Predict() *predict.Mode
	// View returns the view of the session's method (the hover box's
	// lines about a point).
	View() methodview.View
}

// ToggleFullScreen switches full screen on or off.
func (lk *looks) ToggleFullScreen() { lk.w.Window().SetFullScreen(!lk.w.Window().FullScreen()) }

// setLanguage switches the interface language and remembers the choice.
func (lk *looks) setLanguage(l string) {
	lk.app.Preferences().SetString(prefLanguage, l)
	i18n.SetLanguage(l)
}

// SetProjector switches projector mode.
func (lk *looks) SetProjector(on bool) {
	lk.l.projector = on
	lk.app.Preferences().SetBool(prefProjector, on)
	lk.w.restyle()
	lk.w.MenuChanged()
	lk.w.Refresh()
}

// setDark switches the dark theme.
func (lk *looks) setDark(on bool) {
	lk.l.dark = on
	lk.app.Preferences().SetBool(prefDark, on)
	lk.w.restyle()
	lk.w.MenuChanged()
	lk.w.Refresh()
}

// toggleLayer turns one layer of the plane on or off.
func (lk *looks) toggleLayer(layer *bool) {
	*layer = !*layer
	lk.w.MenuChanged()
	lk.w.Refresh()
}

// linkLayers maps the layer names of a link to the window's toggles.
func (lk *looks) linkLayers() map[string]*bool {
	sh := &lk.l.show
	return map[string]*bool{
		"line": &sh.Line, "normal": &sh.Normal, "distances": &sh.Distances, "margin": &sh.Margin,
		"regions": &sh.Regions, "decision": &sh.Decision, "svm": &lk.l.svm, "lsq": &lk.l.lsq,
	}
}

// applyLinkLook takes the language, the modes and the layers a link
// gives. They hold for this window only: the choices saved for the next
// start stay the user's own.
func (lk *looks) applyLinkLook(l *lab.Link) {
	if l.Show != nil {
		layers := lk.linkLayers()
		for name, on := range layers {
			*on = false
			for _, s := range l.Show {
				*on = *on || s == name
			}
		}
	}
	if l.Predict != nil {
		lk.w.Predict().FromLink(*l.Predict)
	}
	lk.applyLookOf(l.Look())
}

// applyLookOf takes the language and the modes a link of either grammar
// gives, for this window only, as applyLinkLook does.
func (lk *looks) applyLookOf(k lab.LinkLook) {
	if k.Lang != "" {
		i18n.SetLanguage(k.Lang)
	}
	dark, projector := lk.l.dark, lk.l.projector
	if k.Projector != nil {
		lk.l.projector = *k.Projector
	}
	if k.Dark != nil {
		lk.l.dark = *k.Dark
	}
	if lk.l.dark != dark || lk.l.projector != projector { // a new theme draws every widget again
		lk.w.restyle()
	}
	lk.w.MenuChanged()
}

// namesShown reports whether the plane names the points.
func (lk *looks) namesShown() bool {
	return lk.l.marks.names.on(lk.w.Session().Set().Len() <= namesLimit)
}

// distancesShown reports whether the plane draws the perpendiculars.
func (lk *looks) distancesShown() bool {
	return lk.l.marks.distances.on(lk.w.Session().Set().Len() <= distancesLimit)
}

// flipAuto turns a toggle to the opposite of what it shows now.
func (lk *looks) flipAuto(a *autoToggle, shown bool) {
	*a = forcedOn
	if shown {
		*a = forcedOff
	}
	lk.w.MenuChanged()
	lk.w.Refresh()
}

// toggleSnap turns snapping to the grid on or off.
func (lk *looks) toggleSnap() {
	lk.l.marks.noSnap = !lk.l.marks.noSnap
	lk.plane.Snap = !lk.l.marks.noSnap
	lk.w.MenuChanged()
}

// shown returns what the plane shows: the View toggles, with the names
// and distances following the number of points.
// When the number of points turns one of them on or off, the View menu's
// ticks follow.
func (lk *looks) shown() scene.Show {
	sh := lk.l.show
	sh.Names, sh.Distances = lk.namesShown(), lk.distancesShown()
	mk := &lk.l.marks
	if sh.Names != mk.shownNames || sh.Distances != mk.shownDistances {
		mk.shownNames, mk.shownDistances = sh.Names, sh.Distances
		lk.w.MenuChanged()
	}
	return sh
}

// setupMarks wires the plane's names, legend, tooltip and snap.
func (lk *looks) setupMarks() {
	lk.plane.Translate = i18n.T
	lk.plane.Tooltip = lk.tooltip
	lk.plane.Snap = !lk.l.marks.noSnap
}

// tooltip describes point i for the hover box: its name and index, its
// coordinates and label, what the method's model says of it (its view's
// PointLines: for the perceptron w·x+b and the signed distance), and the
// marks it wears.
func (lk *looks) tooltip(i int) []string {
	set := lk.w.Session().Set()
	if i < 0 || i >= set.Len() {
		return nil
	}
	x, y, name := set.Point(i), set.Y[i], kit.PointName(i)
	lines := []string{fmt.Sprintf(i18n.T("%s: point %d of %d"), name, i+1, set.Len()),
		fmt.Sprintf(i18n.T("coordinates %s, label y = %s"), kit.Vec(x), kit.Num(y))}
	lines = append(lines, lk.w.View().PointLines(i)...)
	return append(lines, lk.marksLine(i)...)
}

// marksLine names the rings and the halo point i wears, innermost first,
// for the hover box: three rings on one point read better with their
// names (issue 19, fault 11).
func (lk *looks) marksLine(i int) []string {
	names := lk.plane.Scene().PointMarks(i)
	if len(names) == 0 {
		return nil
	}
	for k, n := range names {
		names[k] = i18n.T(n)
	}
	return []string{i18n.T("Marks, inside out:") + " " + strings.Join(names, "; ")}
}

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
