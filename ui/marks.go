package ui

import ()

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
