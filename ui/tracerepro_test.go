package ui

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"perceptronlab/dataset"
	"perceptronlab/lab"
)

// traceInk counts the dark pixels the window draws in the Trace table
// under its header: text in its rows.
func traceInk(e *explorer) int {
	img := e.win.Canvas().Capture()
	tb := e.traceP().Table
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(tb)
	head := fyne.MeasureText("k", 14, fyne.TextStyle{}).Height * 2
	r := image.Rect(int(pos.X), int(pos.Y+head), int(pos.X+tb.Size().Width), int(pos.Y+tb.Size().Height))
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if c := color.GrayModel.Convert(img.At(x, y)).(color.Gray); c.Y < 100 {
				n++
			}
		}
	}
	return n
}

// TestTraceTabAfterALongRun is the trial's repro: Random separable data
// (2000 points, gap 0.1), Train to end, the Trace tab, then Example 2.1
// trained to the end: the table must show its rows, not only its header.
func TestTraceTabAfterALongRun(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	e.side.Tabs.Select(e.side.Tab("trace"))
	test.Tap(e.bar.endBtn)
	settle(t, e)
	fresh := traceInk(e)
	if fresh < 200 {
		t.Fatalf("Example 2.1's Trace shows %d dark pixels in a fresh window; the measure is broken", fresh)
	}
	e.examples.load("random", dataset.Separable(2000, 2, 0.1, 1), lab.DefaultSettings())
	test.Tap(e.bar.endBtn)
	settle(t, e)
	if rows, _ := e.traceP().Table.Length(); rows < 50 {
		t.Fatalf("the long run has %d trace rows; the repro needs more than fit", rows)
	}
	loadLiHang(t, e)
	test.Tap(e.bar.endBtn)
	settle(t, e)
	if got := traceInk(e); got < fresh*9/10 {
		t.Errorf("after a long run Example 2.1's Trace shows %d dark pixels, %d in a fresh window: rows are missing", got, fresh)
	}
}
