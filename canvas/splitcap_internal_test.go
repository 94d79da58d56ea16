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
// (2⁸ cells of 40×40 units at least): at most 255 of the 1000.
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
	if all < 900 || n > 255 || n < 127 {
		t.Errorf("%d splitting lines in the scene, %d drawn: want at most 255 (depths 0–7) and at least the 127 of depths 0–6", all, n)
	}
}

// The lines bounding the cells a shown search has filled are drawn at
// any depth: every pinned line is drawn, and some lie below the cap.
func TestSplitLinesKeepSearchPath(t *testing.T) {
	s, n := paintSplits(t, []float64{0.3, 0.2})
	cut := splitDepth(800, 800)
	want, deep := 0, 0
	for _, sh := range s.Shapes {
		if sh.Layer != scene.LayerSplits {
			continue
		}
		if sh.Pinned && sh.Depth >= cut {
			deep++
		}
		if sh.Pinned || sh.Depth < cut {
			want++
		}
	}
	if deep == 0 {
		t.Fatalf("no pinned line below depth %d: the search's path is not pinned", cut)
	}
	if n != want {
		t.Errorf("%d splitting lines drawn, want %d (%d pinned below the cap)", n, want, deep)
	}
}
