package canvas

import (
	"fyne.io/fyne/v2"

	"perceptronlab/scene"
)

// refreshTip shows Tooltip's lines for the point under the cursor in a box
// beside it, kept inside the widget; no point, no Tooltip: no box.
func (r *planeRenderer) refreshTip(s *scene.Scene, m scene.Mapping) {
	p := r.p
	i := p.hovered
	if p.Tooltip == nil || !p.inside || i < 0 || i >= len(s.Points) || p.press.dragged {
		r.tipBox.Hide()
		r.tips.done()
		return
	}
	lines := p.Tooltip(i)
	st := s.Style
	size := st.TextSize * 0.9
	lineH, pad := size*1.5, size*0.5
	var w float32
	for _, l := range lines {
		w = max(w, fyne.MeasureText(l, size, fyne.TextStyle{}).Width)
	}
	w, h := w+2*pad, lineH*float32(len(lines))+2*pad
	x, y := m.ToPixel(s.Points[i].Pos.X, s.Points[i].Pos.Y)
	off := st.HaloRadius() + 4
	bx, by := x+off, y+off
	if bx+w > m.Width {
		bx = x - off - w
	}
	if by+h > m.Height {
		by = y - off - h
	}
	bx, by = max(bx, 0), max(by, 0)
	r.tipBox.FillColor, r.tipBox.StrokeColor = scene.WithAlpha(st.Background, 0.95), st.Axis
	r.tipBox.StrokeWidth, r.tipBox.CornerRadius = 1, size/3
	r.tipBox.Move(fyne.NewPos(bx, by))
	r.tipBox.Resize(fyne.NewSize(w, h))
	r.tipBox.Show()
	r.tipBox.Refresh()
	for k, l := range lines {
		setText(r.tips.next(), l, bx+pad, by+pad+lineH*(float32(k)+0.5), w, fyne.TextAlignLeading, size, st.Text)
	}
	r.tips.done()
}
