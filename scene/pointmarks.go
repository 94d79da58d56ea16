package scene

// PointMarks names, in English for the painter to translate, the marks
// point i wears and the scene shows: its rings innermost first (the order
// AppendRings draws them), then the halo of the latest update. Three rings
// on one point read better with their names beside them (issue 19, fault
// 11); the window's tooltip lists them.
func (s *Scene) PointMarks(i int) []string {
	if i < 0 || i >= len(s.Points) {
		return nil
	}
	f := s.Points[i].Flags
	var out []string
	for _, m := range []struct {
		flag  PointFlags
		shown bool
	}{{Misclassified, true}, {InTestFold, true}, {CountedLast, true}, {Support, s.Show.SVM}, {MarginPoint, s.Show.Margin}, {Updated, true}} {
		if f&m.flag != 0 && m.shown {
			out = append(out, markName(m.flag))
		}
	}
	return out
}

// markName is the legend's name of mark f.
func markName(f PointFlags) string {
	for _, m := range marks {
		if m.flag == f {
			return m.name
		}
	}
	return ""
}
