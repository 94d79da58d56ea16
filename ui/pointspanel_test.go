package ui

import (
	"perceptronlab/ui/side"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"perceptronlab/param"
)

// pointRowAt renders row i of the Points table through its own callbacks.
func pointRowAt(p *side.Points, i int) *side.PointRow {
	o := p.List.CreateItem()
	p.List.UpdateItem(i, o)
	return p.Rows[o]
}

// typeInto types s into a cell as a user would and leaves it.
func typeInto(c *side.CommitEntry, s string) {
	c.Entry.SetText(s)
	c.FocusLost()
}

func TestPointsTableEditsAreUndoable(t *testing.T) {
	e := newTestExplorer(t)
	p := e.pointsP()
	e.side.Tabs.Select(e.side.Tab("points"))
	test.Tap(p.Add)
	if set := e.s.Set(); set.Len() != 1 || !slices.Equal(set.Point(0), []float64{0, 0}) || set.Y[0] != 1 {
		t.Fatalf("Add point gave %v", set)
	}
	r := pointRowAt(p, 0)
	typeInto(r.X1, "3")
	typeInto(r.X2, "3")
	if got := e.s.Set().Point(0); !slices.Equal(got, []float64{3, 3}) {
		t.Fatalf("typed (3, 3), the point is at %v", got)
	}
	if q := e.plane.Scene().Points[0].Pos; q.X != 3 || q.Y != 3 {
		t.Errorf("the plane draws the point at %v", q)
	}
	r.Y.SetSelected(classNeg)
	if e.s.Set().Y[0] != -1 {
		t.Error("choosing −1 did not relabel the point")
	}
	typeInto(r.X2, "three")
	if got := e.s.Set().Point(0); !slices.Equal(got, []float64{3, 3}) || !strings.Contains(e.status.Message(), "three") {
		t.Errorf("typing 'three' left the point at %v and said %q", got, e.status.Message())
	}
	e.edit.undo() // the label
	e.edit.undo() // x⁽²⁾
	if set := e.s.Set(); set.Y[0] != 1 || !slices.Equal(set.Point(0), []float64{3, 0}) {
		t.Errorf("after two undos: %v label %v; want (3, 0) label +1", set.Point(0), set.Y[0])
	}
	if r := pointRowAt(p, 0); r.X1.Text != "3" || r.X2.Text != "0" || r.Y.Selected != classPos {
		t.Errorf("the table shows %q, %q, %q after undo", r.X1.Text, r.X2.Text, r.Y.Selected)
	}
	test.Tap(pointRowAt(p, 0).Del)
	if e.s.Set().Len() != 0 {
		t.Fatal("the delete button left the point")
	}
	e.edit.undo()
	if e.s.Set().Len() != 1 {
		t.Error("undo did not bring the deleted point back")
	}
}

// TestPointsTableBuildsExample21 types Li Hang's Example 2.1 in by hand and
// checks that training on it gives the book's w = (1, 1), b = −3.
func TestPointsTableBuildsExample21(t *testing.T) {
	e := newTestExplorer(t)
	p := e.pointsP()
	for i, pt := range [][3]string{{"3", "3", classPos}, {"4", "3", classPos}, {"1", "1", classNeg}} {
		test.Tap(p.Add)
		r := pointRowAt(p, i)
		typeInto(r.X1, pt[0])
		typeInto(r.X2, pt[1])
		r.Y.SetSelected(pt[2])
	}
	f := e.modelP().Settings
	f.Row(param.Order).Pick.SetSelectedIndex(1) // first: every scan from x₁, as the book
	tapN(e.bar.stepBtn, 8)
	if st := e.s.Training().State(); st.K != 7 || !slices.Equal(st.W, []float64{1, 1}) || st.B != -3 {
		t.Errorf("trained on the typed points: k = %d, w = %v, b = %v; the book has 7, (1, 1), −3", st.K, st.W, st.B)
	}
}
