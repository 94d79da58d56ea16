package figure

import (
	"math"
	"slices"

	"perceptronlab/scene"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg/draw"
)

// figureDecisionCells is the number of grid cells along the longer side
// of the view for the figure's kernel decision (fewer when the data area
// has fewer pixels, or float64 fewer values across the view).
const figureDecisionCells = 240

// NoteNoBoundary says why a decision is shaded but its boundary not drawn.
const NoteNoBoundary = "the decision boundary is left out: the view is too narrow for float64 to divide into a grid"

// NoteUndefined says that the decision function gave no number somewhere.
const NoteUndefined = "the decision is not a number in part of the view (shaded as −1)"

// addDecision shades the kernel's two regions and draws its boundary
// f(x) = 0 as a contour of the same grid, of at most one cell a pixel of
// the data area (pxW×pxH). A stepped decision is bisected instead
// (decision_stepped.go).
func (f *figure) addDecision(pxW, pxH int) {
	s, st := f.s, f.s.Style
	v := s.View
	nx, ny := figureDecisionCells, figureDecisionCells
	if v.Width() > v.Height() {
		ny = max(1, int(float64(nx)*v.Height()/v.Width()))
	} else {
		nx = max(1, int(float64(ny)*v.Width()/v.Height()))
	}
	nx, ny = scene.DecisionCells(v, min(nx, max(pxW, 1)), min(ny, max(pxH, 1)))
	g := &decisionGrid{v: v, nx: nx, ny: ny}
	g.z = scene.EvalDecision(nil, s.Decision, v, s.Dim, nx, ny)
	if slices.ContainsFunc(g.z, math.IsNaN) {
		s.AddNote(NoteUndefined)
	}
	if s.Stepped && s.Dim == 2 && nx >= 2 && ny >= 2 {
		sg := &steppedGrid{f: s.Decision, v: v, nx: nx, ny: ny, z: g.z, x: make([]float64, 2)}
		f.p.Add(plotter.NewImage(sg.shade(pxW, pxH, st), v.XMin, v.YMin, v.XMax, v.YMax))
		f.p.Add(&polylines{lines: sg.boundary(), style: draw.LineStyle{Color: st.Line, Width: u(st.LineWidth)}})
		return
	}
	img := scene.PaintDecision(nil, g.z, nx, ny, st)
	f.p.Add(plotter.NewImage(img, v.XMin, v.YMin, v.XMax, v.YMax))
	if nx < 2 || ny < 2 {
		s.AddNote(NoteNoBoundary)
		return
	}
	c := plotter.NewContour(g, []float64{0}, nil)
	c.LineStyles = []draw.LineStyle{{Color: st.Line, Width: u(st.LineWidth)}}
	f.p.Add(indexContour{c, nx, ny})
}

// indexContour draws a contour whose grid is in cell indices (column c
// at x = c, row r at y = r) over the data area: the contour's points are
// small numbers whatever the view. In plane coordinates, far from 0,
// neighbouring points rounded onto each other and gonum/plot's path
// reconstruction failed ("contour: not a linear path").
type indexContour struct {
	c      *plotter.Contour
	nx, ny int
}

// Plot implements plot.Plotter: the cell grid spans the data area c.
func (ic indexContour) Plot(c draw.Canvas, _ *plot.Plot) {
	p := plot.New()
	p.X.Min, p.X.Max = -0.5, float64(ic.nx)-0.5
	p.Y.Min, p.Y.Max = -0.5, float64(ic.ny)-0.5
	ic.c.Plot(c, p)
}

// decisionGrid shows evalDecision's grid (row 0 at the top) as a
// plotter.GridXYZ (row 0 at the bottom).
type decisionGrid struct {
	v      scene.View
	nx, ny int
	z      []float64
}

// Dims implements plotter.GridXYZ.
func (g *decisionGrid) Dims() (c, r int) { return g.nx, g.ny }

// Z implements plotter.GridXYZ. The contour gets finite values that never
// equal its level 0, with the sign the shading uses (f > 0 is +1, else −1,
// NaN included): a plateau or a NaN at level 0 made gonum/plot's path
// reconstruction fail, and ±Inf its range.
func (g *decisionGrid) Z(c, r int) float64 { return contourValue(g.z[(g.ny-1-r)*g.nx+c]) }

// contourValue is f as the contour sees it (see Z).
func contourValue(f float64) float64 {
	const big = 1e300 // a difference of two stays finite
	switch {
	case f > 0:
		return math.Min(f, big)
	case f < 0:
		return math.Max(f, -big)
	}
	return -math.SmallestNonzeroFloat64 // 0 or NaN: the −1 side, as shaded
}

// X implements plotter.GridXYZ: the column's index (see indexContour).
func (g *decisionGrid) X(c int) float64 { return float64(c) }

// Y implements plotter.GridXYZ: the row's index.
func (g *decisionGrid) Y(r int) float64 { return float64(r) }
