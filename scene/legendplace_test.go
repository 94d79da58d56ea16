package scene_test

import (
	"testing"

	"perceptronlab/scene"
)

// PlaceLegend keeps an empty plane's legend top right and moves it off
// what lies there, onto a free place.
func TestPlaceLegend(t *testing.T) {
	area := scene.Box{X: 0, Y: 0, W: 400, H: 300}
	if b := scene.PlaceLegend(area, 100, 60, nil, 2); b != (scene.Box{X: 300, Y: 0, W: 100, H: 60}) {
		t.Errorf("empty plane: the legend at %+v, want top right (300, 0)", b)
	}
	var obs []scene.Obstacle
	for _, c := range [][2]float32{{390, 10}, {10, 10}, {390, 290}, {10, 290}} { // a point in every corner
		obs = append(obs, scene.Obstacle{Box: scene.Box{X: c[0] - 4, Y: c[1] - 4, W: 8, H: 8}, Weight: scene.CoverPoint})
	}
	b := scene.PlaceLegend(area, 100, 60, obs, 2)
	for _, o := range obs {
		if b.Overlaps(o.Box.Grow(2)) {
			t.Errorf("the legend %+v covers %+v", b, o.Box)
		}
	}
	if b.X < 0 || b.Y < 0 || b.X+b.W > 400 || b.Y+b.H > 300 {
		t.Errorf("the legend %+v leaves the area", b)
	}
	// Covered everywhere: the least weight wins (a tick rather than a point).
	all := []scene.Obstacle{{Box: scene.Box{X: 0, Y: 0, W: 400, H: 150}, Weight: scene.CoverPoint}, {Box: scene.Box{X: 0, Y: 150, W: 400, H: 150}, Weight: scene.CoverTick}}
	if b := scene.PlaceLegend(area, 100, 60, all, 0); b.Y < 150 {
		t.Errorf("the legend %+v covers a point where it could cover a tick label", b)
	}
}

// holeData returns points every 20 px over a 300×300 area but for a hole
// whose free room (with a pad of 2) spans x 76…184 and y 96…184: a
// 100×60 legend fits there only with its left edge in 76…84, between
// the x's of the corners, the middles and the grid (0, 33⅓, 66⅔, 100…).
func holeData() []scene.Obstacle {
	var obs []scene.Obstacle
	for j := range 15 {
		for i := range 15 {
			x, y := float32(10+20*i), float32(10+20*j)
			if x >= 90 && x <= 170 && y >= 110 && y <= 170 {
				continue
			}
			obs = append(obs, scene.Obstacle{Box: scene.Box{X: x - 4, Y: y - 4, W: 8, H: 8}, Weight: scene.CoverPoint})
		}
	}
	return obs
}

// TestPlaceLegendFindsAHole: with points all over the plane, the legend
// goes into the hole among them, covering none, rather than over the
// fewest points.
func TestPlaceLegendFindsAHole(t *testing.T) {
	area := scene.Box{X: 0, Y: 0, W: 300, H: 300}
	obs := holeData()
	b := scene.PlaceLegend(area, 100, 60, obs, 2)
	for _, o := range obs {
		if b.Overlaps(o.Box.Grow(2)) {
			t.Errorf("the legend %+v covers the point at %+v, though the hole x 76…184, y 96…184 holds it", b, o.Box)
			break
		}
	}
	if b.X < 76 || b.X+b.W > 184 || b.Y < 96 || b.Y+b.H > 184 {
		t.Errorf("the legend %+v is not in the hole x 76…184, y 96…184", b)
	}
}

// BenchmarkPlaceLegendHole measures the search for a hole among 200
// points, the case the corners and the grid miss.
func BenchmarkPlaceLegendHole(b *testing.B) {
	area, obs := scene.Box{X: 0, Y: 0, W: 300, H: 300}, holeData()
	b.ReportAllocs()
	for b.Loop() {
		scene.PlaceLegend(area, 100, 60, obs, 2)
	}
}
