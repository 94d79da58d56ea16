package fitview

import (
	"context"
	"testing"
)

// TestFitViewsEditCancelsTheDrawing checks that an edit while the Errors
// tab's sweeps are drawn cancels that drawing (issue 25: a new edit cancels
// the old work), and that a cancelled drawing shows nothing but is
// followed by a fresh one.
func TestFitViewsEditCancelsTheDrawing(t *testing.T) {
	_, v := newTestView(t)
	v.Tabs.SelectIndex(1)
	v.Views.Jobs.Wait()
	f := v.Views

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	f.mu.Lock()
	f.busy, f.cancel = true, cancel
	f.mu.Unlock()
	if f.claim() {
		t.Fatal("a drawing was claimed while another was under way")
	}
	if ctx.Err() == nil {
		t.Error("an edit during a drawing did not cancel it")
	}

	stale, stop := context.WithCancel(context.Background())
	stop()
	d := v.viewsJob(v.r.PlaneStyle()).draw(stale)
	if !d.cancelled || d.ByM != nil {
		t.Fatalf("a cancelled drawing drew: cancelled %v, figure %v", d.cancelled, d.ByM != nil)
	}
	drawn := f.drawn
	f.show(d) // again is set: a fresh drawing follows
	f.Jobs.Wait()
	if f.drawn != drawn+1 || f.Table.Text == "" {
		t.Errorf("after the cancelled drawing: %d drawings shown (want %d), table %q", f.drawn, drawn+1, f.Table.Text)
	}
}
