// Package figure paints a scene.Scene through gonum/plot: PNG (with its
// dpi recorded), SVG and PDF figures for handouts and slides, and animated
// GIFs of a run, one frame per step, encoded with the standard image/gif.
//
// The figure is the screen's scene: the same shapes, distances, points and
// legend, in the same order, with the plane's sizes converted at 96 units
// per inch, so the export looks like the window. Text is drawn with the
// bundled font (Latin, Greek and Chinese) as glyph outlines in SVG and PDF.
//
// Package figure imports no Fyne.
package figure
