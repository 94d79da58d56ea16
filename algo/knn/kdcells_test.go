package knn

import (
	"reflect"
	"testing"

	"gonum.org/v1/gonum/mat"
)

func TestCellsUptoIsCellsCut(t *testing.T) {
	// The cells of the first n nodes are those Cells gives for them: a
	// node's cell comes from its parent, created before it.
	n := 500
	x := mat.NewDense(n, 2, nil)
	u := uint64(7)
	for i := range n {
		for j := range 2 {
			u = u*6364136223846793005 + 1442695040888963407
			x.Set(i, j, float64(u>>40))
		}
	}
	tree, err := NewKDTree(x)
	if err != nil {
		t.Fatal(err)
	}
	b := tree.Bounds()
	all := tree.Cells(b)
	for _, k := range []int{0, 1, 2, 31, 255, 499, 500, 10_000} {
		got := tree.CellsUpto(b, k)
		want := all[:min(k, n)]
		if len(got) != len(want) {
			t.Fatalf("CellsUpto(%d): %d cells, want %d", k, len(got), len(want))
		}
		for i := range got {
			if !reflect.DeepEqual(got[i], want[i]) {
				t.Fatalf("CellsUpto(%d)[%d] = %+v, want %+v", k, i, got[i], want[i])
			}
		}
	}
}
