// Package ui is Perceptron Lab's window: the plane (a canvas.Plane) with
// the strip under it (Back, the slider that scrubs the run, and the
// explanation of the update shown), the toolbar, the side panels (Model,
// Gram, α, Trace, Points, Curve and the classifiers' tabs), the menus, the
// status bar, the file and export dialogs, the theme and the two languages.
//
// The window owns one lab.Session and refreshes every panel from it after
// each change. Each panel is one struct with its widgets, built once, and
// on… handlers that change the session. Long work (a run to the end, an
// animation export) runs in a goroutine with a context and touches widgets
// only through fyne.Do; it can be cancelled. Figures and animations go
// through package figure, trace tables through package report, so the
// exports are the command line's.
package ui
