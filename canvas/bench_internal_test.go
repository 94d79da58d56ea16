package canvas

import (
	"perceptronlab/scene"

	"testing"

	"perceptronlab/scene/scenetest"
)

// BenchmarkPlaneImage paints the plane's image — shaded sides and margin
// band, grid, lines, the perpendiculars, rings and points of 1000 points —
// at 800×800: the part of a Plane frame this package paints itself. Each
// iteration is a new scene generation, so nothing is served from the cache.
func BenchmarkPlaneImage(b *testing.B) {
	in := scene.NewInput(scenetest.TwoClusters(1000))
	in.Models, in.Updated = scene.Step([]float64{1, 1.2}, -4.5, []float64{1, 1}, -4), 17
	v := scene.View{XMin: -3, XMax: 7, YMin: -3, YMax: 7}
	sc := scene.Build(in, v)
	m := scene.Mapping{View: v, Width: 800, Height: 800}
	var pi planeImage
	var gen uint64
	b.ReportAllocs()
	for b.Loop() {
		gen++
		pi.paint(sc, m, 800, 800, nil, gen)
	}
}
