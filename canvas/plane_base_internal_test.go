package canvas

import (
	"bytes"
	"testing"

	"perceptronlab/scene"
	"perceptronlab/scene/scenetest"
)

// The static layers come from the cache only while everything they are
// painted from is unchanged: after a moved point, a turned line, a zoom
// and a dark style, one reused planeImage paints what a new one does.
func TestBaseCacheFollowsTheScene(t *testing.T) {
	in := scene.NewInput(scenetest.TwoClusters(300))
	in.Models = scene.Step([]float64{1, 1.2}, -4.5, nil, 0)
	v := scene.View{XMin: -3, XMax: 7, YMin: -3, YMax: 7}
	var reused planeImage
	gen := uint64(0)
	check := func(what string, in scene.Input, v scene.View) {
		t.Helper()
		gen++
		s := scene.Build(in, v)
		m := scene.Mapping{View: v, Width: 300, Height: 300}
		var fresh planeImage
		want := fresh.paint(s, m, 300, 300, nil, 1)
		if got := reused.paint(s, m, 300, 300, nil, gen); !bytes.Equal(got.Pix, want.Pix) {
			t.Errorf("%s: the reused image differs from a fresh one", what)
		}
	}
	check("first", in, v)
	in.Set.X[0] += 0.5
	check("moved point", in, v)
	in.Models = scene.Step([]float64{1, -0.4}, 1, nil, 0)
	check("turned line", in, v)
	check("zoomed", in, scene.View{XMin: -2, XMax: 6, YMin: -2, YMax: 6})
	in.Style = scene.DefaultStyle(true)
	check("dark", in, scene.View{XMin: -2, XMax: 6, YMin: -2, YMax: 6})
	in.Show.Regions = false
	check("no sides", in, scene.View{XMin: -2, XMax: 6, YMin: -2, YMax: 6})
}
