// Package scene computes what Perceptron Lab draws, as plain data in plane
// coordinates, for every painter: the window's plane (package canvas), the
// figures and animations (package figure).
//
// Build turns an Input — the points, the Models over them, the highlighted
// points, the Show toggles and the Style — seen through a View into a
// Scene: the points with their roles (misclassified, support, closest,
// selected), the axes and ticks, and what the models add. A Model reaches
// the scene through one method, AddTo, as a gonum/plot plotter reaches a
// plot through Plot: it appends Shapes (fills, strokes, paths and arrows,
// each with a Layer that sets the stacking, the toggle and the legend),
// labelled Distances, point roles and, for a curved boundary, a decision
// function whose sign shades the plane. Hyperplane, Previous, Optimal,
// LeastSquares, Start and Regions are the models of the perceptron
// chapter; a new classifier is one more Model, and the painters do not
// change.
//
// Mapping is the one mapping between plane coordinates and pixels. For
// d = 1 the points lie on the x axis and a hyperplane is the vertical line
// x = −b/w.
//
// Package scene imports no Fyne.
package scene
