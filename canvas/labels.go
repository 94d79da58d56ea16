package canvas

import (
	"fyne.io/fyne/v2"

	"perceptronlab/scene"
)

// refreshNames writes each point's name, x₁…x_N, up and to the right of
// it, when the scene shows names.
func (r *planeRenderer) refreshNames(s *scene.Scene, m scene.Mapping) {
	if s.Show.Names {
		st := s.Style
		dx, dy := st.NameOffset()
		size := st.TextSize * 0.85
		for i, q := range s.Points {
			if !s.Named(q) {
				continue
			}
			x, y := m.ToPixel(q.Pos.X, q.Pos.Y)
			setText(r.names.next(), scene.PointName(i), x+dx, y+dy, size*6, fyne.TextAlignLeading, size, st.Text)
		}
	}
	r.names.done()
}
