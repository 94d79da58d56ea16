package figure

import (
	"perceptronlab/scene"

	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg/draw"
)

// figureDecisionCells is the number of grid cells along the longer side
// of the view for the figure's kernel decision.
const figureDecisionCells = 240

// addDecision shades the kernel's two regions and draws its boundary
// f(x) = 0 as a contour of the same grid.
func (f *figure) addDecision() {
	s, st := f.s, f.s.Style
	v := s.View
	nx, ny := figureDecisionCells, figureDecisionCells
	if v.Width() > v.Height() {
		ny = max(1, int(float64(nx)*v.Height()/v.Width()))
	} else {
		nx = max(1, int(float64(ny)*v.Width()/v.Height()))
	}
	g := &decisionGrid{v: v, nx: nx, ny: ny}
	g.z = scene.EvalDecision(nil, s.Decision, v, s.Dim, nx, ny)
	img := scene.PaintDecision(nil, g.z, nx, ny, st)
	f.p.Add(plotter.NewImage(img, v.XMin, v.YMin, v.XMax, v.YMax))
	c := plotter.NewContour(g, []float64{0}, nil)
	c.LineStyles = []draw.LineStyle{{Color: st.Line, Width: u(st.LineWidth)}}
	f.p.Add(c)
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

// Z implements plotter.GridXYZ.
func (g *decisionGrid) Z(c, r int) float64 { return g.z[(g.ny-1-r)*g.nx+c] }

// X implements plotter.GridXYZ.
func (g *decisionGrid) X(c int) float64 {
	return g.v.XMin + (float64(c)+0.5)*g.v.Width()/float64(g.nx)
}

// Y implements plotter.GridXYZ.
func (g *decisionGrid) Y(r int) float64 {
	return g.v.YMin + (float64(r)+0.5)*g.v.Height()/float64(g.ny)
}
