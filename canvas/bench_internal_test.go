package canvas

import (
	"math/rand/v2"
	"testing"

	"perceptronlab/dataset"
)

// BenchmarkPlaneImage paints the plane's image — shaded sides and margin
// band, grid, lines, the perpendiculars, rings and points of 1000 points —
// at 800×800: the part of a Plane frame this package paints itself. Each
// iteration is a new scene generation, so nothing is served from the cache.
func BenchmarkPlaneImage(b *testing.B) {
	in := NewInput(twoClusters(1000))
	in.W, in.B, in.Updated = []float64{1, 1.2}, -4.5, 17
	in.PrevW, in.PrevB = []float64{1, 1}, -4
	v := View{XMin: -3, XMax: 7, YMin: -3, YMax: 7}
	sc := Build(in, v)
	m := Mapping{View: v, Width: 800, Height: 800}
	var pi planeImage
	var gen uint64
	b.ReportAllocs()
	for b.Loop() {
		gen++
		pi.paint(sc, m, 800, 800, nil, gen)
	}
}

// twoClusters is n points in two Gaussian clusters about (3.5, 3.5) (+1)
// and (0.5, 0.5) (−1), with a fixed seed, like bench1000's.
func twoClusters(n int) *dataset.Set {
	r := rand.New(rand.NewPCG(1, 2))
	s := &dataset.Set{D: 2}
	for i := range n {
		y := float64(1 - 2*(i%2))
		s.Add([]float64{2 + 1.5*y + r.NormFloat64(), 2 + 1.5*y + r.NormFloat64()}, y)
	}
	return s
}
