package ui

import (
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
)

// waitCurve waits until the Curve tab has drawn the curve marked at k.
func waitCurve(t *testing.T, e *explorer, k int) {
	t.Helper()
	p := e.curveP()
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); {
		p.Wait()
		if c, busy := p.Last(); p.Image.Image != nil && c.Mark == k && !busy {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	c, busy := p.Last()
	t.Fatalf("the Curve tab did not draw the curve at k = %d (mark %d, busy %v)", k, c.Mark, busy)
}

// TestCurveTabFollowsTheRun checks the Curve tab's values against the
// hand computation of report's TestCurveExample21 (L = 0, 7, 4, 1, 4, 5, 2,
// 0), its mark against the slider, and its PNG export.
func TestCurveTabFollowsTheRun(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	e.side.Tabs.Select(e.side.Tab("curve"))
	// The test driver runs fyne.Do on the drawing goroutine itself, so each
	// tap waits for the curve it started, as the real app's one UI
	// goroutine would order them.
	for range 8 {
		e.curveP().Wait()
		test.Tap(e.bar.stepBtn)
	}
	waitCurve(t, e, 7)
	c, _ := e.curveP().Last()
	if !slices.Equal(c.Loss, []float64{0, 7, 4, 1, 4, 5, 2, 0}) || !slices.Equal(c.Mistakes, []int{1, 1, 1, 1, 1, 1, 1, 0}) {
		t.Errorf("Curve tab: loss %v, mistakes %v", c.Loss, c.Mistakes)
	}
	e.curveP().Wait()
	e.strip.slider.SetValue(3)
	waitCurve(t, e, 3)
	if c, _ := e.curveP().Last(); len(c.Loss) != 8 {
		t.Errorf("scrubbed back to k = 3, the curve has %d values; it spans the whole run (8)", len(c.Loss))
	}
	path := filepath.Join(t.TempDir(), "curve.png")
	saveTo(e, path)
	e.curveP().Wait()
	test.Tap(e.curveP().PNG)
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil || img.Bounds().Dx() != 1200 {
		t.Errorf("saved curve: %v, %v", img.Bounds(), err)
	}
}
