package ui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	fynecanvas "fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/dataset"
)

func TestDragMovesAPointAndUndoPutsItBack(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	e.looks.toggleSnap() // the drag's pixels map exactly (snap_test.go tests the snap)
	m := e.plane.Mapping()
	px, py := m.ToPixel(3, 3) // x₁
	// The plane sits right of nothing and under the toolbar: find its
	// position on the canvas to drag there.
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(e.plane)
	test.Drag(e.win.Canvas(), fyne.NewPos(at.X+px, at.Y+py), 40, 60)
	wantX, wantY := m.ToPlane(px+40, py+60)
	p := e.s.Set().Point(0)
	if !nearPixel(m, p[0], wantX) || !nearPixel(m, p[1], wantY) {
		t.Fatalf("x₁ dragged to %v, want (%g, %g)", p, wantX, wantY)
	}
	if e.s.Set().Len() != 3 {
		t.Fatalf("a drag changed the number of points to %d", e.s.Set().Len())
	}
	e.edit.undo()
	if p := e.s.Set().Point(0); !slices.Equal(p, []float64{3, 3}) {
		t.Errorf("undo left x₁ at %v, want (3, 3)", p)
	}
	e.edit.redo()
	if p := e.s.Set().Point(0); !nearPixel(m, p[0], wantX) || !nearPixel(m, p[1], wantY) {
		t.Errorf("redo put x₁ at %v, want (%g, %g)", p, wantX, wantY)
	}
}

// TestUndoRedoEveryEdit does one edit of each kind, then undoes them all
// and redoes them all, checking the data at every stage.
func TestUndoRedoEveryEdit(t *testing.T) {
	e := newTestExplorer(t)
	s := e.s
	csv := filepath.Join(t.TempDir(), "two.csv")
	if err := os.WriteFile(csv, []byte("x1,x2,y\n1,2,1\n-1,-2,-1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stages []*dataset.Set
	snap := func() { stages = append(stages, s.Set().Clone()) }
	snap()
	steps := []func(){
		func() { e.keep.openPath(csv) },
		func() { s.AddPoint([]float64{5, 5}, 1) },
		func() { s.BeginMove(0); s.MoveLive(0, []float64{0.5, 0.5}); s.EndMove(0) },
		func() { s.FlipPoint(1) },
		func() { s.RemovePoint(0) },
		func() { e.edit.clearPoints() },
	}
	for _, f := range steps {
		f()
		snap()
	}
	for i := len(stages) - 2; i >= 0; i-- {
		if !e.s.Undo() {
			t.Fatalf("undo %d: nothing to undo", len(stages)-1-i)
		}
		if !sameSet(s.Set(), stages[i]) {
			t.Fatalf("after undo back to stage %d: %v, want %v", i, s.Set(), stages[i])
		}
	}
	if s.Undo() {
		t.Error("undo past the first edit")
	}
	for i := 1; i < len(stages); i++ {
		s.Redo()
		if !sameSet(s.Set(), stages[i]) {
			t.Fatalf("after redo to stage %d: %v, want %v", i, s.Set(), stages[i])
		}
	}
}

func sameSet(a, b *dataset.Set) bool {
	return a.D == b.D && slices.Equal(a.X, b.X) && slices.Equal(a.Y, b.Y)
}

func TestBadFileShowsAnErrorAndKeepsTheData(t *testing.T) {
	for _, c := range []struct{ name, body, want string }{
		{"bad.csv", "x1,x2,y\n1,2,1\n3,four,2\n", "bad.csv: line 3: column 2"},
		{"bad.json", "{\"version\": 1,\n \"points\": {\"d\": 2, \"points\": [}\n}", "bad.json: line 2: not a session file: unexpected '}'"},
		{"future.json", `{"version": 9, "points": {"d": 1, "points": [{"x": [1], "y": 1}]}}`, "version 9"},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := newTestExplorer(t)
			loadLiHang(t, e)
			test.Tap(e.bar.stepBtn)
			before, k := e.s.Set().Clone(), e.s.Training().State().K
			path := filepath.Join(t.TempDir(), c.name)
			if err := os.WriteFile(path, []byte(c.body), 0o644); err != nil {
				t.Fatal(err)
			}
			e.keep.openPath(path)
			if !sameSet(e.s.Set(), before) || e.s.Training().State().K != k {
				t.Error("a bad file replaced the data or the training")
			}
			top := e.win.Canvas().Overlays().Top()
			if top == nil {
				t.Fatal("no error dialog")
			}
			if text := overlayText(top); !strings.Contains(text, c.want) {
				t.Errorf("error dialog says %q, want it to name %q", text, c.want)
			}
		})
	}
}

// overlayText collects the texts of the labels in an overlay.
func overlayText(o fyne.CanvasObject) string {
	var sb strings.Builder
	for _, obj := range test.LaidOutObjects(o) {
		switch v := obj.(type) {
		case *widget.Label:
			sb.WriteString(v.Text + "\n")
		case *fynecanvas.Text:
			sb.WriteString(v.Text + "\n")
		}
	}
	return sb.String()
}
