package scene

import (
	"image"
	"image/color"
	"math"

	"perceptronlab/algo/numeric"
)

// The look both painters share. Sizes are in Fyne units: the screen painter
// uses them as they are, the figure painter converts them at 96 units per
// inch. Keeping these choices here makes the export look like the screen.

// Ring is a circle stroked around a point: radius R, stroke width W.
type Ring struct {
	R, W float32
	C    color.Color
}

// ringCasing is the band of background colour either side of a ring, so
// that rings stacked on one point, or over the updated point's halo, stay
// apart (issue 19, fault 11: three rings on one point ran together).
const ringCasing = 1

// AppendRings appends the rings point p wears, innermost first: each ring
// is a casing in the background colour and then the ring itself, at the
// same radius. Rings lie a ring's width apart, and the misclassified one,
// the first to read, is a third wider than the others.
func (s *Scene) AppendRings(dst []Ring, p Point) []Ring {
	st := s.Style
	w := max(1, st.LineWidth*0.75)
	inner := st.PointRadius + 3.5 // the next ring's inner edge
	add := func(c color.Color, width float32) {
		r := inner + width/2
		dst = append(dst, Ring{R: r, W: width + 2*ringCasing, C: st.Background}, Ring{R: r, W: width, C: c})
		inner += width + w + 2*ringCasing
	}
	if p.Flags&Misclassified != 0 {
		add(st.Misclassified, w*4/3)
	}
	if p.Flags&(InTestFold|CountedLast) != 0 {
		add(st.Highlight, w*4/3)
	}
	if p.Flags&Support != 0 && s.Show.SVM {
		add(st.SVM, w)
	}
	if p.Flags&MarginPoint != 0 && s.Show.Margin {
		add(st.Margin, w)
	}
	if p.Flags&Selected != 0 {
		add(st.Text, w)
	}
	if p.Flags&Hovered != 0 {
		add(st.Axis, max(1, w/2))
	}
	return dst
}

// HaloRadius is the radius of the highlight disc behind the updated point.
func (st Style) HaloRadius() float32 { return st.PointRadius*2 + 4 }

// CrossHalf is half the side of the −1 cross; its stroke is CrossWidth.
func (st Style) CrossHalf() float32  { return st.PointRadius * 0.9 }
func (st Style) CrossWidth() float32 { return max(1.5, st.LineWidth*1.1) }

// sideFill is the shade of side k (0: the +1 side, 1: the −1 side); on a
// Dark background a shade needs more alpha to show.
func (st Style) sideFill(k int) color.NRGBA {
	a := 0.10
	if st.Dark() {
		a = 0.32
	}
	if k == 0 {
		return WithAlpha(st.Pos, a)
	}
	return WithAlpha(st.Neg, a)
}

// Dark reports whether the background is Dark.
func (st Style) Dark() bool {
	r, g, b, _ := st.Background.RGBA()
	return 0.299*float64(r)+0.587*float64(g)+0.114*float64(b) < 0x8000
}

// marginFill is opaque, the margin colour at 16% over the background, so
// that the band reads as one colour over both shaded sides.
func (st Style) marginFill() color.NRGBA { return Mix(st.Background, st.Margin, 0.16) }
func (st Style) marginEdge() color.NRGBA { return WithAlpha(st.Margin, 0.9) }
func (st Style) svmFill() color.NRGBA    { return WithAlpha(st.SVM, 0.12) }

// LabelBox is the colour of the box behind a distance label.
func (st Style) LabelBox() color.NRGBA { return WithAlpha(st.Background, 0.8) }

// extraColor colours extra line k.
func extraColor(k int) color.NRGBA { return WithAlpha(lineCycle[k%len(lineCycle)], 0.85) }

// DistanceWidth is the stroke of the perpendicular segments.
func (st Style) DistanceWidth() float32 { return max(1, st.LineWidth*0.5) }

// LabelOffset returns, in screen units (y down), where distance d's label
// sits relative to its segment's midpoint: TextSize·1.4 along d.Dir, or to
// the right when d has no direction.
func (s *Scene) LabelOffset(d Distance) (dx, dy float32) {
	k := s.Style.TextSize * 1.4
	if d.Dir == (Vec{}) {
		return k, 0
	}
	return k * float32(d.Dir.X), -k * float32(d.Dir.Y)
}

// Labelled reports whether distance d's label is drawn.
func (s *Scene) Labelled(d Distance) bool { return d.Label != "" && s.Show.Distances }

// ArrowHead returns the two barbs of an arrow from a to b (screen units):
// each barb goes from b back towards a, 25° off the shaft.
func ArrowHead(ax, ay, bx, by, length float32) (x1, y1, x2, y2 float32) {
	dx, dy := float64(ax-bx), float64(ay-by)
	n := math.Hypot(dx, dy)
	if n == 0 {
		return bx, by, bx, by
	}
	dx, dy = dx/n*float64(length), dy/n*float64(length)
	c, s := math.Cos(25*math.Pi/180), math.Sin(25*math.Pi/180)
	x1, y1 = bx+float32(dx*c-dy*s), by+float32(dx*s+dy*c)
	x2, y2 = bx+float32(dx*c+dy*s), by+float32(-dx*s+dy*c)
	return x1, y1, x2, y2
}

// ArrowHeadLength is the barb length of the normal arrow.
func (st Style) ArrowHeadLength() float32 { return st.LineWidth*3 + 6 }

// DecisionCell is the size, in pixels, of one cell of the on-screen kernel
// decision raster.
const DecisionCell = 4

// EvalDecision fills z, reallocated when too small, with f at the centres
// of an nx×ny grid over v, row by row from the top: z[j·nx+i] is f at
// column i of row j. It calls f from the calling goroutine only, with one
// argument slice that f must not keep; EvalGrid is the same on all cores.
func EvalDecision(z []float64, f func([]float64) float64, v View, dim, nx, ny int) []float64 {
	z = gridSlice(z, nx*ny)
	x := make([]float64, max(dim, 1))
	for j := range ny {
		evalRow(z[j*nx:(j+1)*nx], x, f, v, dim, j, ny)
	}
	return z
}

// DecisionTints are the shades of the kernel's +1 and −1 regions; on a
// Dark background a shade needs more alpha to show.
func (st Style) DecisionTints() (pos, neg color.NRGBA) {
	a := 0.18
	if st.Dark() {
		a = 0.42
	}
	return WithAlpha(st.Pos, a), WithAlpha(st.Neg, a)
}

// PaintDecision colours an nx×ny image from the grid z, each cell in its
// side's shade. It reuses dst when it fits.
func PaintDecision(dst *image.NRGBA, z []float64, nx, ny int, st Style) *image.NRGBA {
	if dst == nil || dst.Rect.Dx() != nx || dst.Rect.Dy() != ny {
		dst = image.NewNRGBA(image.Rect(0, 0, nx, ny))
	}
	pos, neg := st.DecisionTints()
	for k, v := range z[:nx*ny] {
		c := neg
		if v > 0 {
			c = pos
		}
		dst.SetNRGBA(k%nx, k/nx, c)
	}
	return dst
}

// DecisionCells caps an nx×ny decision grid over v at the float64 values
// across v: cell centres at least two float64 steps apart stay distinct
// and ordered, which a contour through them needs. Far from 0, a view of
// a few units has fewer values than pixels.
func DecisionCells(v View, nx, ny int) (int, int) {
	capAt := func(n int, lo, hi float64) int {
		steps := (hi - lo) / (2 * numeric.ExtentULP(lo, hi))
		if !(steps >= 1) {
			return 1
		}
		return int(math.Min(float64(n), steps))
	}
	return max(1, capAt(nx, v.XMin, v.XMax)), max(1, capAt(ny, v.YMin, v.YMax))
}
