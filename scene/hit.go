package scene

// PointAt returns the index of the drawn point nearest to the pixel
// (px, py) under m, if it lies within tol pixels, and −1 otherwise.
func (s *Scene) PointAt(m Mapping, px, py, tol float32) int {
	best, bestD2 := -1, tol*tol
	for i, p := range s.Points {
		if p.Flags&Hidden != 0 {
			continue
		}
		x, y := m.ToPixel(p.Pos.X, p.Pos.Y)
		dx, dy := x-px, y-py
		if d2 := dx*dx + dy*dy; d2 <= bestD2 {
			best, bestD2 = i, d2
		}
	}
	return best
}
