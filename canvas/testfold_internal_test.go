package canvas

import (
	"math"
	"testing"

	"perceptronlab/scene"
)

// TestTestFoldRingsAreRound: on curve fitting's plane, whose x unit is
// about 4.5 times its t unit in pixels, a point held out in a fold keeps
// its blue disc (a training point, not a test point's cross) and wears a
// ring in the highlight colour as far from its centre across as up and
// down, in every style.
func TestTestFoldRingsAreRound(t *testing.T) {
	for _, c := range []struct {
		name       string
		dark, proj bool
	}{{"light", false, false}, {"dark", true, false}, {"light-projector", false, true}, {"dark-projector", true, true}} {
		st := scene.DefaultStyle(c.dark)
		if c.proj {
			st = scene.ProjectorStyle(c.dark)
		}
		s, m := fitScene(st)
		in := scene.Input{Set: s.Set, Updated: -1, Selected: -1, Hovered: -1, Show: s.Show, Style: st,
			Models: []scene.Model{scene.TestFold{Points: []int{2, 7}}}}
		s = scene.Build(in, m.View)
		var pi planeImage
		img := pi.paint(s, m, 1000, 600, nil, 1)
		savePNG(t, img, "testfold-"+c.name+".png")
		hl := rgbaOf(st.Highlight)
		for _, i := range []int{2, 7} {
			x, y := m.ToPixel(s.Points[i].Pos.X, s.Points[i].Pos.Y)
			if got := img.RGBAAt(int(x), int(y)); got != rgbaOf(st.Pos) {
				t.Errorf("%s: point %d's centre is %v, want the +1 disc's %v", c.name, i, got, rgbaOf(st.Pos))
			}
			// The first pixel of the ring's colour out from the centre, in
			// each of the four directions.
			reach := func(dx, dy int) int {
				for k := 1; k < 40; k++ {
					p := img.RGBAAt(int(x)+k*dx, int(y)+k*dy)
					if abs(int(p.R)-int(hl.R)) <= 8 && abs(int(p.G)-int(hl.G)) <= 8 && abs(int(p.B)-int(hl.B)) <= 8 {
						return k
					}
				}
				return -1
			}
			l, r, u, d := reach(-1, 0), reach(1, 0), reach(0, -1), reach(0, 1)
			if l < 0 || u < 0 || math.Abs(float64(l+r-u-d)) > 2 {
				t.Errorf("%s: point %d's ring reaches %d, %d px left and right, %d, %d up and down: not a round ring", c.name, i, l, r, u, d)
			}
		}
		if len(scene.Build(in, m.View).PointMarks(2)) == 0 {
			t.Errorf("%s: point 2's marks do not name the test fold", c.name)
		}
	}
}
