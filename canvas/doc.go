// Package canvas draws Perceptron Lab's plane: one scene, two painters.
//
// Build turns an Input (points, the current w and b, the previous line,
// highlights, optional SVM / least-squares / extra lines and a kernel decision
// function) and a View into a Scene: plain data in plane coordinates —
// points with their roles, the hyperplane w·x+b = 0 clipped to the view, the
// normal vector w, the perpendicular from every point to the line with its
// length |w·x+b|/‖w‖, the margin band out to the closest point, the two
// shaded sides and the axis ticks. Nothing is computed twice: the Plane
// widget paints a Scene into one raster image at the screen's pixels, with
// Fyne text for the labels, and SaveFigure, WriteFigure and RenderImage
// paint the same Scene through gonum/plot. Animation draws a training run
// frame by frame with the same painter and encodes it as a GIF.
//
// Mapping is the one mapping between plane coordinates and pixels; drawing
// and hit-testing both use it.
//
// For d = 1 the points lie on the x axis and the hyperplane is the vertical
// line x = −b/w; the same geometry applies with w = (w₁, 0).
//
// Inside this package Fyne's canvas is imported as fynecanvas.
package canvas
