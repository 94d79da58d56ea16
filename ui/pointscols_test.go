package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"perceptronlab/ui/kit"
)

// Issue 27, fault 14: in the Points tab the coordinates of x₁₀ on stood
// further right than those of x₁…x₉ (each row's name took its own width).
// Every row's x⁽¹⁾ cell starts where the header's column does.
func TestPointsColumnsStayPut(t *testing.T) {
	e := newTestExplorer(t)
	e.examples.open("gaussians")
	p := e.pointsP()
	head := p.Head
	head.Resize(fyne.NewSize(400, head.MinSize().Height))
	want := head.Objects[0].Position().X // the grid of x⁽¹⁾, x⁽²⁾, y: the Border's centre
	for _, i := range []int{0, 8, 9, 59} {
		o := p.NewRow()
		p.UpdateRow(i, o)
		o.Resize(fyne.NewSize(400, o.MinSize().Height))
		r := p.Rows[o]
		if x := r.X1.Position().X + o.(*fyne.Container).Objects[0].Position().X; x != want {
			t.Errorf("%s: x⁽¹⁾ starts at %.1f, the header's column at %.1f", kit.PointName(i), x, want)
		}
	}
}
