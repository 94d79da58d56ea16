package canvas

import (
	"fyne.io/fyne/v2"

	"perceptronlab/scene"
)

// The planeRenderer's text, layer by layer; plane_render.go holds the
// objects, plane_image.go paints the rest.

// refreshTicks writes the tick labels along the axes (kept inside the
// widget when an axis is out of view); the grid is in the image.
func (r *planeRenderer) refreshTicks(s *scene.Scene, m scene.Mapping) {
	st := s.Style
	x0, y0 := m.ToPixel(0, 0)
	ly := min(max(y0, 0), m.Height-st.TextSize*1.6) + st.TextSize*0.8
	lx := min(max(x0, st.TextSize*2.6), m.Width) - st.TextSize*0.4
	small := st.TextSize * 0.9
	top := float32(0)
	if s.Caption != "" || len(s.Notes) > 0 {
		top = st.TextSize * 2
	}
	for _, t := range s.XTicks {
		x, _ := m.ToPixel(t.Value, 0)
		switch {
		case x < small*1.5 || x > m.Width-small*1.5 || r.covered(x, ly): // a label cut by the edge reads wrong
		case t.Value == 0: // the origin's label sits left of the y axis
			setText(r.ticks.next(), t.Label, x-small*0.4, ly, st.TextSize*6, fyne.TextAlignTrailing, small, st.Text)
		default:
			setText(r.ticks.next(), t.Label, x, ly, st.TextSize*6, fyne.TextAlignCenter, small, st.Text)
		}
	}
	for _, t := range s.YTicks {
		_, y := m.ToPixel(0, t.Value)
		if t.Value != 0 && y > top+small && y < m.Height-small && !r.covered(lx-small, y) {
			setText(r.ticks.next(), t.Label, lx, y, st.TextSize*6, fyne.TextAlignTrailing, small, st.Text)
		}
	}
	r.ticks.done()
}

// refreshLabels writes the distance labels on their boxes; their segments
// are in the image.
func (r *planeRenderer) refreshLabels(s *scene.Scene, m scene.Mapping) {
	st := s.Style
	for _, d := range s.Distances {
		if s.Labelled(d) && s.View.Contains(d.LabelAt.X, d.LabelAt.Y) {
			x, y := m.ToPixel(d.LabelAt.X, d.LabelAt.Y)
			dx, dy := s.LabelOffset(d)
			if r.covered(x+dx, y+dy) {
				continue
			}
			small := st.TextSize * 0.9
			sz := fyne.MeasureText(d.Label, small, fyne.TextStyle{})
			box := r.boxes.next()
			box.FillColor, box.CornerRadius = st.LabelBox(), small/4
			box.Move(fyne.NewPos(x+dx-sz.Width/2-small/4, y+dy-sz.Height/2))
			box.Resize(fyne.NewSize(sz.Width+small/2, sz.Height))
			setText(r.labels.next(), d.Label, x+dx, y+dy, st.TextSize*6, fyne.TextAlignCenter, small, st.Text)
		}
	}
	r.boxes.done()
	r.labels.done()
}

// refreshArrows names each arrow beyond its head; the arrows are in the
// image.
func (r *planeRenderer) refreshArrows(s *scene.Scene, m scene.Mapping) {
	st := s.Style
	for i := range s.Shapes {
		sh := &s.Shapes[i]
		if sh.Kind != scene.Arrow || sh.Label == "" || !sh.Seg.Visible || !s.Show.Shows(sh.Layer) {
			continue
		}
		ax, ay := m.ToPixel(sh.Seg.A.X, sh.Seg.A.Y)
		bx, by := m.ToPixel(sh.Seg.B.X, sh.Seg.B.Y)
		k := st.TextSize / max(1, hypot32(bx-ax, by-ay))
		setText(r.arrows.next(), sh.Label, bx+(bx-ax)*k, by+(by-ay)*k, st.TextSize*3, fyne.TextAlignCenter, st.TextSize, sh.Color)
	}
	r.arrows.done()
}

// refreshText draws the caption bar and the message.
func (r *planeRenderer) refreshText(s *scene.Scene, m scene.Mapping) {
	st := s.Style
	caption := s.CaptionText(r.p.Translate)
	if caption == "" {
		r.bar.Hide()
		r.caption.Hide()
	} else {
		h := st.TextSize * 2
		r.bar.FillColor = scene.WithAlpha(st.Background, 0.85)
		r.bar.Move(fyne.Position{})
		r.bar.Resize(fyne.NewSize(m.Width, h))
		setText(r.caption, caption, m.Width/2, h/2, m.Width, fyne.TextAlignCenter, st.TextSize, st.Text)
		r.bar.Show()
		r.caption.Show()
	}
	if s.Message == "" {
		r.message.Hide()
		return
	}
	setText(r.message, s.Message, m.Width/2, m.Height/2, m.Width, fyne.TextAlignCenter, st.TextSize, st.Text)
	r.message.Show()
}
