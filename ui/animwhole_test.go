package ui

import (
	"bytes"
	"image/gif"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"

	"perceptronlab/ui/perceptronview"
)

// Fault 8 of issue 19: an animation covered only the updates made so far.
// After three steps of Example 2.1 the dialog offers the whole run, and
// the GIF has its 8 frames (the start and the 7 updates of Table 2.1).
func TestAnimationOffersTheWholeRun(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	tapN(e.bar.stepBtn, 3)
	path := filepath.Join(t.TempDir(), "run.gif")
	saveTo(e, path)
	e.keep.onExportAnimation()
	d := e.View().(*perceptronview.Method).Anim
	if !d.Whole.Visible() || !d.Whole.Checked {
		t.Fatal("the dialog does not offer the whole run of a run not ended")
	}
	test.Tap(d.ExportBtn)
	waitJobs(t, e)
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	g, err := gif.DecodeAll(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Image) != 8 || e.s.Training().State().K != 7 {
		t.Errorf("%d frames, k = %d after the export; want 8 frames of the whole run, k = 7", len(g.Image), e.s.Training().State().K)
	}
}
