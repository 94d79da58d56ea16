package canvas

import (
	"fyne.io/fyne/v2"

	"perceptronlab/scene"
)

// refreshNames writes each point's name, x₁…x_N, up and to the right of
// it, when the scene shows names; above FreeNames, one name per cell of a
// name-sized grid (caps.go), the hovered and selected points' first.
func (r *planeRenderer) refreshNames(s *scene.Scene, m scene.Mapping) {
	if s.Show.Names {
		st := s.Style
		size := st.TextSize * 0.85
		crowded := len(s.Points) > FreeNames
		if crowded {
			r.nameCells.reset(m.Width, m.Height, size*2.5, size*1.2)
			r.putNames(s, m, size, true, true)
		}
		r.putNames(s, m, size, false, crowded)
	}
	r.names.done()
}

// putNames writes the names of the points singled out (the hovered and
// the selected) or of the others; capped, only where the grid has room.
func (r *planeRenderer) putNames(s *scene.Scene, m scene.Mapping, size float32, singled, capped bool) {
	st := s.Style
	dx, dy := st.NameOffset()
	for i, q := range s.Points {
		if !s.Named(q) || (capped && (q.Flags&(scene.Hovered|scene.Selected) != 0) != singled) {
			continue
		}
		x, y := m.ToPixel(q.Pos.X, q.Pos.Y)
		if capped && !r.nameCells.take(x+dx, y+dy) && !singled {
			continue
		}
		setText(r.names.next(), scene.PointName(i), x+dx, y+dy, size*6, fyne.TextAlignLeading, size, st.Text)
	}
}
