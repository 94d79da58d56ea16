package canvas

import (
	"perceptronlab/algo/knn"
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

// BenchmarkPlaneImageKNN paints 1000 points' k-NN regions (k = 3) and
// kd-tree splitting lines at 800×800, each iteration a new scene
// generation of the same model: the repaint a hover or a selection asks for.
func BenchmarkPlaneImageKNN(b *testing.B) {
	set := scenetest.TwoClusters(1000)
	m, err := knn.NewKNN(set.Matrix(), set.Y, 3, 2)
	if err != nil {
		b.Fatal(err)
	}
	in := scene.NewInput(set)
	in.Models = []scene.Model{scene.KNN{Model: m}, scene.KDTreeSplits{Tree: m.Tree(), Upto: -1}}
	in.Show.Decision = true
	v := scene.View{XMin: -3, XMax: 7, YMin: -3, YMax: 7}
	sc := scene.Build(in, v)
	mp := scene.Mapping{View: v, Width: 800, Height: 800}
	var pi planeImage
	var dec decisionCache
	var gen uint64
	b.ReportAllocs()
	for b.Loop() {
		gen++
		pi.paint(sc, mp, 800, 800, &dec, gen)
	}
}
