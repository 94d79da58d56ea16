// Package canvas is the plane on screen: the Fyne widget Plane and its
// painter.
//
// A Plane holds a scene.Input, builds its scene.Scene for the widget's size
// (through one scene.Mapping, used for drawing and hit-testing alike) and
// turns clicks, drags and scrolls into callbacks. Its renderer paints the
// scene into one raster image at the screen's pixels — the models' shapes
// by kind and layer, the grid, the perpendiculars, the points with their
// rings, the arrows and, for a curved model, its decision regions — and
// carries the text (ticks, distance labels, arrow names, caption) as Fyne
// text objects that Refresh moves rather than rebuilds. The painter knows
// shapes, not models: a new classifier draws here without a change.
//
// Inside this package Fyne's canvas is imported as fynecanvas.
package canvas
