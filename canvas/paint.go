package canvas

import (
	"image"
	"image/color"
	"math"
)

// The look both painters share. Sizes are in Fyne units: the screen painter
// uses them as they are, the figure painter converts them at 96 units per
// inch. Keeping these choices here makes the export look like the screen.

// ring is a circle stroked around a point: radius R, stroke width W.
type ring struct {
	R, W float32
	C    color.Color
}

// appendRings appends the rings point p wears, innermost first.
func (s *Scene) appendRings(dst []ring, p Point) []ring {
	st := s.Style
	w := max(1, st.LineWidth*0.75)
	r := st.PointRadius + w/2 + 4
	add := func(c color.Color, width float32) {
		dst = append(dst, ring{R: r, W: width, C: c})
		r += w + 1.5
	}
	if p.Flags&Misclassified != 0 {
		add(st.Misclassified, w)
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

// haloRadius is the radius of the highlight disc behind the updated point.
func (st Style) haloRadius() float32 { return st.PointRadius*2 + 4 }

// crossHalf is half the side of the −1 cross; its stroke is crossWidth.
func (st Style) crossHalf() float32  { return st.PointRadius * 0.9 }
func (st Style) crossWidth() float32 { return max(1.5, st.LineWidth*1.1) }

// sideFill is the shade of side k (0: the +1 side, 1: the −1 side); on a
// dark background a shade needs more alpha to show.
func (st Style) sideFill(k int) color.NRGBA {
	a := 0.10
	if st.dark() {
		a = 0.18
	}
	if k == 0 {
		return withAlpha(st.Pos, a)
	}
	return withAlpha(st.Neg, a)
}

// dark reports whether the background is dark.
func (st Style) dark() bool {
	r, g, b, _ := st.Background.RGBA()
	return 0.299*float64(r)+0.587*float64(g)+0.114*float64(b) < 0x8000
}

func (st Style) marginFill() color.NRGBA { return withAlpha(st.Margin, 0.16) }
func (st Style) marginEdge() color.NRGBA { return withAlpha(st.Margin, 0.9) }
func (st Style) svmFill() color.NRGBA    { return withAlpha(st.SVM, 0.12) }

// labelBox is the colour of the box behind a distance label.
func (st Style) labelBox() color.NRGBA { return withAlpha(st.Background, 0.8) }

// extraColor colours extra line k.
func extraColor(k int) color.NRGBA { return withAlpha(lineCycle[k%len(lineCycle)], 0.85) }

// distanceWidth is the stroke of the perpendicular segments.
func (st Style) distanceWidth() float32 { return max(1, st.LineWidth*0.5) }

// labelOffset returns, in screen units (y down), where distance d's label
// sits relative to its segment's midpoint: beside the segment, moved along
// the hyperplane away from the normal arrow so the two do not collide.
func (s *Scene) labelOffset(d Distance) (dx, dy float32) {
	k := s.Style.TextSize * 1.4
	l := s.Line
	ux, uy := l.B.X-l.A.X, l.B.Y-l.A.Y
	n := math.Hypot(ux, uy)
	if !l.Visible || n == 0 {
		return k, 0
	}
	ux, uy = ux/n, uy/n
	if (d.LabelAt.X-s.Normal.A.X)*ux+(d.LabelAt.Y-s.Normal.A.Y)*uy < 0 {
		ux, uy = -ux, -uy
	}
	return k * float32(ux), -k * float32(uy)
}

// labelled reports whether distance d's label is drawn.
func (s *Scene) labelled(d Distance) bool { return d.Label != "" && s.Show.Distances }

// arrowHead returns the two barbs of an arrow from a to b (screen units):
// each barb goes from b back towards a, 25° off the shaft.
func arrowHead(ax, ay, bx, by, length float32) (x1, y1, x2, y2 float32) {
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

// arrowHeadLength is the barb length of the normal arrow.
func (st Style) arrowHeadLength() float32 { return st.LineWidth*3 + 6 }

// decisionCell is the size, in pixels, of one cell of the on-screen kernel
// decision raster.
const decisionCell = 4

// evalDecision fills z with f at the centres of an nx×ny grid over v (row 0
// at the top), reusing x as the argument buffer, and returns z.
func evalDecision(z []float64, f func([]float64) float64, v View, dim, nx, ny int) []float64 {
	if cap(z) < nx*ny {
		z = make([]float64, nx*ny)
	}
	z = z[:nx*ny]
	x := make([]float64, max(dim, 1))
	for j := range ny {
		y := v.YMax - (float64(j)+0.5)*v.Height()/float64(ny)
		for i := range nx {
			x[0] = v.XMin + (float64(i)+0.5)*v.Width()/float64(nx)
			if dim == 2 {
				x[1] = y
			}
			z[j*nx+i] = f(x)
		}
	}
	return z
}

// decisionTints are the shades of the kernel's +1 and −1 regions; on a
// dark background a shade needs more alpha to show.
func (st Style) decisionTints() (pos, neg color.NRGBA) {
	a := 0.18
	if st.dark() {
		a = 0.3
	}
	return withAlpha(st.Pos, a), withAlpha(st.Neg, a)
}

// paintDecision colours an nx×ny image from the grid z, each cell in its
// side's shade. It reuses dst when it fits.
func paintDecision(dst *image.NRGBA, z []float64, nx, ny int, st Style) *image.NRGBA {
	if dst == nil || dst.Rect.Dx() != nx || dst.Rect.Dy() != ny {
		dst = image.NewNRGBA(image.Rect(0, 0, nx, ny))
	}
	pos, neg := st.decisionTints()
	for k, v := range z[:nx*ny] {
		c := neg
		if v > 0 {
			c = pos
		}
		dst.SetNRGBA(k%nx, k/nx, c)
	}
	return dst
}

func hypot32(x, y float32) float32 { return float32(math.Hypot(float64(x), float64(y))) }
