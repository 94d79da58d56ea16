package knnview

import (
	"testing"

	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/viewtest"
)

// testRoom is the window a Method's tests give it (ui/viewtest).
type testRoom = viewtest.Room

// newTestMethod returns k-NN's view for a test room over an empty
// session, its kd-tree and Choose k tabs built and shown side by side in
// a 900 × 800 test window. Every test waits for the cross-validation it
// starts before it ends.
func newTestMethod(t *testing.T) (*testRoom, *Method) {
	t.Helper()
	viewtest.NewApp(t)
	return newRoom(t)
}

// newRoom is newTestMethod in the test app already made: a second window.
func newRoom(t *testing.T) (*testRoom, *Method) {
	t.Helper()
	r, v := viewtest.Open(t, NewMethod, 900)
	m := v.(*Method)
	t.Cleanup(m.Wait)
	return r, m
}

// openExample opens Li Hang's example name as the window's Examples menu
// does: its points and settings in the session, then what the view shows
// of it (Method.Open).
func openExample(t *testing.T, r *testRoom, m *Method, name string) {
	t.Helper()
	x, ok := lab.ExampleByName(name)
	if !ok {
		t.Fatalf("no example %q", name)
	}
	set, err := x.Points()
	if err != nil {
		t.Fatal(err)
	}
	r.S.Replace(set, x.Settings(lab.DefaultSettings()))
	r.Changed()
	m.Open(&x)
	r.Refresh()
}

// newExample32 returns newTestMethod's view over Li Hang's Example 3.2,
// put in the session with k = 1 as opening its file does.
func newExample32(t *testing.T) (*testRoom, *Method, *dataset.Set) {
	t.Helper()
	r, m := newTestMethod(t)
	set, err := lab.ReadExample("lihang32.csv")
	if err != nil {
		t.Fatal(err)
	}
	replace(r, set, 1)
	return r, m, set
}

// replace puts set in the session with k-NN and k, as opening a file does.
func replace(r *testRoom, set *dataset.Set, k int) {
	ts := lab.DefaultSettings()
	ts.Form, ts.K = lab.KNN, k
	r.S.Replace(set, ts)
	r.Changed()
}

// treeTab returns the kd-tree tab.
func treeTab(r *testRoom) *treePanel { return r.Panels[0].(*treePanel) }

// countShapes counts the shapes of layer l in the scene of models ms over
// the session's points, as the plane builds it.
func countShapes(r *testRoom, ms []scene.Model, l scene.Layer) int {
	in := scene.NewInput(r.S.Set())
	in.Models = ms
	n := 0
	for _, sh := range scene.Build(in, scene.View{XMin: 0, XMax: 10, YMin: 0, YMax: 8}).Shapes {
		if sh.Layer == l {
			n++
		}
	}
	return n
}

// modelsOf returns the models of type M in ms.
func modelsOf[M scene.Model](ms []scene.Model) []M {
	var out []M
	for _, m := range ms {
		if v, ok := m.(M); ok {
			out = append(out, v)
		}
	}
	return out
}
