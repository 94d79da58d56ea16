package canvas

import (
	"testing"

	"perceptronlab/algo/knn"
	"perceptronlab/scene"
	"perceptronlab/scene/scenetest"
)

// paintSplits paints 1000 points' kd-tree at 800×800, with a search for
// q traced to its end when q is not nil, and returns the scene and how
// many splitting lines the painter drew.
func paintSplits(t *testing.T, q []float64) (*scene.Scene, int) {
	t.Helper()
	set := scenetest.TwoClusters(1000)
	tree, err := knn.NewKDTree(set.Matrix())
	if err != nil {
		t.Fatal(err)
	}
	in := scene.NewInput(set)
	in.Models = []scene.Model{scene.KDTreeSplits{Tree: tree, Upto: -1}}
	if q != nil {
		in.Models = append(in.Models, scene.KDSearch{Query: q, Result: tree.Trace(q, 3, 2), Step: -1, Tree: tree})
	}
	v := scene.View{XMin: -3, XMax: 7, YMin: -3, YMax: 7}
	s := scene.Build(in, v)
	var pi planeImage
	pi.paint(s, scene.Mapping{View: v, Width: 800, Height: 800}, 800, 800, nil, 1)
	return s, pi.splits
}

// At 1000 points and 800×800 the splitting lines stop above depth 8
// (2⁸ cells of 40×40 units at least): at most 255 of the 1000; and none
// drawn makes a cell narrower than MinSplitGap pixels.
func TestSplitLinesCapped(t *testing.T) {
	s, n := paintSplits(t, nil)
	all := 0
	for _, sh := range s.Shapes {
		if sh.Layer == scene.LayerSplits {
			all++
		}
	}
	if cut := splitDepth(800, 800); cut != 8 {
		t.Errorf("splitDepth(800, 800) = %d, want 8 (2⁸·40² ≤ 800² < 2⁹·40²)", cut)
	}
	if all < 900 || n > 255 || n < 31 {
		t.Errorf("%d splitting lines in the scene, %d drawn: want at most 255 (depths 0–7), and at least the 31 of depths 0–4", all, n)
	}
	t.Logf("%d of %d splitting lines drawn", n, all)
}

// The lines bounding the cells a shown search has filled are drawn at
// any depth and however crowded: the lines drawn are those drawn without
// the search and the pinned ones the cap would have left out.
func TestSplitLinesKeepSearchPath(t *testing.T) {
	_, without := paintSplits(t, nil)
	s, n := paintSplits(t, []float64{0.3, 0.2})
	cut := splitDepth(800, 800)
	m := scene.Mapping{View: s.View, Width: 800, Height: 800}
	kept := 0
	for _, sh := range s.Shapes {
		if sh.Layer != scene.LayerSplits || !sh.Pinned {
			continue
		}
		sh.Pinned = false
		if !drawn(&sh, m, cut) {
			kept++
		}
	}
	if kept == 0 {
		t.Fatalf("no pinned line the cap would leave out: the search's cells are not pinned")
	}
	if n != without+kept {
		t.Errorf("%d splitting lines drawn, want %d + %d pinned beyond the cap", n, without, kept)
	}
}

// A splitting line that makes a cell narrower than MinSplitGap pixels
// across it is left out, measured along its own axis: on a 400×200 plane
// of [0, 10]², 0.1 units are 4 pixels across a vertical line and 2 across
// a horizontal one, 0.4 units 16 and 8.
func TestSplitLinesCrowded(t *testing.T) {
	m := scene.Mapping{View: scene.View{XMax: 10, YMax: 10}, Width: 400, Height: 200}
	vert := scene.Segment{A: scene.Vec{X: 5}, B: scene.Vec{X: 5, Y: 10}, Visible: true}
	horiz := scene.Segment{A: scene.Vec{Y: 5}, B: scene.Vec{X: 10, Y: 5}, Visible: true}
	for _, c := range []struct {
		seg  scene.Segment
		gap  float64
		want bool
	}{{vert, 0.1, false}, {vert, 0.16, true}, {horiz, 0.16, false}, {horiz, 0.4, true}} {
		sh := scene.Shape{Kind: scene.Stroke, Layer: scene.LayerSplits, Seg: c.seg, Gap: c.gap}
		if got := drawn(&sh, m, 8); got != c.want {
			t.Errorf("line %v, gap %g: drawn %v, want %v", c.seg, c.gap, got, c.want)
		}
		if sh.Pinned = true; !drawn(&sh, m, 8) {
			t.Errorf("pinned line %v, gap %g: not drawn", c.seg, c.gap)
		}
	}
}
