package webtest

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp/kb"
)

// testPredictLink opens Li Hang's Example 2.1 with predict=1 in projector
// mode: the lab asks before the first step, so the address stays at k = 0
// and keeps predict=1; Enter reveals, making the step (k = 1), and the
// page's own link still says predict=1.
func testPredictLink(t *testing.T, ctx context.Context, base string) {
	load(t, ctx, base+"#example=lihang21&projector=1&predict=1")
	f := settledFragment(t, ctx, func(string) bool { return true })
	shot(t, ctx, "predict-ask")
	if l := openFragment(t, f); l.Predict == nil || !*l.Predict || l.K != 0 {
		t.Fatalf("predict=1 opened as #%s", f)
	}
	key(t, ctx, kb.Enter)
	f = settledFragment(t, ctx, func(f string) bool { return strings.Contains(f, "k=1") })
	time.Sleep(3 * time.Second) // the address settles before the frame: the shot shows the verdict, not the frame before
	shot(t, ctx, "predict-reveal")
	if l := openFragment(t, f); l.K != 1 || l.Predict == nil || !*l.Predict {
		t.Errorf("after Enter the page is at #%s", f)
	}
}
