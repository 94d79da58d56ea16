package scene_test

import (
	"math"
	"testing"

	"perceptronlab/dataset"
	"perceptronlab/scene"
	"perceptronlab/scene/scenetest"
)

func TestMappingCorners(t *testing.T) {
	// The view [−1,5]×[−1,4] on 600×500 pixels: 100 px per unit, y flipped.
	m := scene.Mapping{View: scenetest.View21, Width: 600, Height: 500}
	for _, c := range []struct{ x, y, px, py float64 }{
		{-1, 4, 0, 0}, {5, -1, 600, 500}, {0, 0, 100, 400}, {3, 3, 400, 100},
	} {
		px, py := m.ToPixel(c.x, c.y)
		if math.Abs(float64(px)-c.px) > 1e-3 || math.Abs(float64(py)-c.py) > 1e-3 {
			t.Errorf("ToPixel(%v,%v) = (%v,%v), want (%v,%v)", c.x, c.y, px, py, c.px, c.py)
		}
	}
}

func TestMappingRoundTrip(t *testing.T) {
	m := scene.Mapping{View: scene.View{XMin: -3.7, XMax: 12.1, YMin: -0.5, YMax: 9.9}, Width: 731, Height: 467}
	for _, p := range [][2]float64{{0, 0}, {-3.7, 9.9}, {1.234, 5.678}, {12.1, -0.5}, {100, -100}} {
		px, py := m.ToPixel(p[0], p[1])
		x, y := m.ToPlane(px, py)
		// float32 pixels carry ~7 digits: 1e-4 of a unit over ~10⁴ pixels.
		if math.Abs(x-p[0]) > 1e-4 || math.Abs(y-p[1]) > 1e-4 {
			t.Errorf("round trip of %v gave (%v,%v)", p, x, y)
		}
	}
}

func TestPointAt(t *testing.T) {
	s := scene.Build(scenetest.Converged21(), scenetest.View21)
	m := scene.Mapping{View: scenetest.View21, Width: 600, Height: 500}
	// x2 = (4,3) is at pixel (500,100); x1 = (3,3) at (400,100).
	for _, c := range []struct {
		px, py float32
		want   int
	}{{500, 100, 1}, {506, 104, 1}, {400, 100, 0}, {450, 130, -1}, {200, 300, 2}, {300, 300, -1}} {
		if got := s.PointAt(m, c.px, c.py, 8); got != c.want {
			t.Errorf("PointAt(%v,%v) = %d, want %d", c.px, c.py, got, c.want)
		}
	}
	// With a 60 px tolerance both x1 and x2 are near (449,100): the nearer wins.
	if got := s.PointAt(m, 449, 100, 60); got != 0 {
		t.Errorf("PointAt(449,100) = %d, want 0 (x1, 49 px away, beats x2 at 51 px)", got)
	}
	if got := s.PointAt(m, 451, 100, 60); got != 1 {
		t.Errorf("PointAt(451,100) = %d, want 1", got)
	}
}

func TestFitView(t *testing.T) {
	// Example 2.1 spans [1,4]×[1,3]; with the origin and a unit of padding
	// that is [−1,5]×[−1,4], widened to 600×600's square: [−1,5]×[−1.5,4.5].
	v := scene.FitView(scenetest.Example21(), 600, 600)
	want := scene.View{XMin: -1, XMax: 5, YMin: -1.5, YMax: 4.5}
	if math.Abs(v.XMin-want.XMin)+math.Abs(v.XMax-want.XMax)+math.Abs(v.YMin-want.YMin)+math.Abs(v.YMax-want.YMax) > 1e-12 {
		t.Errorf("FitView = %+v, want %+v", v, want)
	}
	if e := scene.FitView(&dataset.Set{D: 2}, 700, 600); math.Abs(e.Width()/e.Height()-7.0/6) > 1e-12 {
		t.Errorf("empty FitView %+v is not 7:6", e)
	}
}

func TestViewZoomKeepsPoint(t *testing.T) {
	c := scene.Vec{X: 2, Y: 1}
	v := scenetest.View21.Zoom(c, 0.5)
	m0 := scene.Mapping{View: scenetest.View21, Width: 600, Height: 500}
	m1 := scene.Mapping{View: v, Width: 600, Height: 500}
	x0, y0 := m0.ToPixel(c.X, c.Y)
	x1, y1 := m1.ToPixel(c.X, c.Y)
	if x0 != x1 || y0 != y1 || math.Abs(v.Width()-3) > 1e-12 {
		t.Errorf("zoom moved the centre: (%v,%v) → (%v,%v), width %v", x0, y0, x1, y1, v.Width())
	}
}
