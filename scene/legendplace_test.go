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
