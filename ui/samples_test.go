package ui

import (
	"os"
	"path/filepath"
	"testing"

	"perceptronlab/dataset"
	"perceptronlab/ui/perceptronview"
)

// TestOpenOtherLabels opens Example 2.1 with labels 0/1: the points are the
// book's ±1 ones, the status line says how the labels were mapped, and the
// perceptron trains, in seven updates, to Li Hang's w = (1, 1), b = −3.
func TestOpenOtherLabels(t *testing.T) {
	e := newTestExplorer(t)
	path := filepath.Join(t.TempDir(), "ex21.csv")
	if err := os.WriteFile(path, []byte("x1,x2,y\n3,3,1\n4,3,1\n1,1,0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	e.keep.openPath(path)
	if got, want := e.status.Message(), "Opened ex21.csv: 3 points; labels 0 → −1, 1 → +1"; got != want {
		t.Errorf("status %q, want %q", got, want)
	}
	tapN(e.bar.stepBtn, 7)
	if st := e.s.Training().State(); len(st.W) != 2 || st.W[0] != 1 || st.W[1] != 1 || st.B != -3 {
		t.Errorf("w = %v, b = %v; want (1, 1), −3", st.W, st.B)
	}
}

// TestOpenRegression opens a JSON point set x,t with real targets (PRML
// §1.1's first three points): it loads as regression data, drawn at
// (x, t), and the status line says that no classifier takes it. (An x,t
// CSV file opens curve fitting: fitopen_test.go.)
func TestOpenRegression(t *testing.T) {
	e := newTestExplorer(t)
	path := filepath.Join(t.TempDir(), "prml.json")
	if err := os.WriteFile(path, []byte(`{"d":1,"task":"regression","points":[{"x":[0],"y":0.349486},{"x":[0.111111],"y":0.830839},{"x":[0.222222],"y":1.007332}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	e.keep.openPath(path)
	if e.s.Set().Task != dataset.Regression {
		t.Fatalf("task %v, want regression", e.s.Set().Task)
	}
	if got, want := e.status.Message(), "Opened prml.json: regression data, 3 points (x, t); no method for it yet"; got != want {
		t.Errorf("status %q, want %q", got, want)
	}
	pts := e.plane.Scene().Points
	if len(pts) != 3 || pts[1].Pos.X != 0.111111 || pts[1].Pos.Y != 0.830839 {
		t.Errorf("points drawn at %v, want (x, t)", pts)
	}
	if l := e.plane.Scene().Legend(); len(l) == 0 || l[0].Name != "data (x, t)" {
		t.Errorf("legend %v, want the data (x, t) first", l)
	}
	if got := perceptronview.StatusText(e.s); got != "regression data (x, t): no method for it yet" {
		t.Errorf("Model tab status %q", got)
	}
	e.bar.stepBtn.Tapped(nil) // must not panic; the perceptron refuses
}
