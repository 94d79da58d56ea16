package webtest

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestWebClicks clicks the plane 30 times, 100 ms apart, each click at a
// new place, and checks that the lab then holds 30 points and that the
// view did not move: the browser delivers the events in order, and each
// press and release must reach the plane in that order for a click to be
// a click (a release lost or overtaken turns the next move into a pan).
func TestWebClicks(t *testing.T) {
	srv := serve(t)
	ctx := newBrowser(t)
	load(t, ctx, srv.URL+"/#lang=en")
	before := openFragment(t, settledFragment(t, ctx, func(string) bool { return true }))
	consoleErrors := consoleFaults(ctx)
	// 6 × 5 clicks 95 px apart: a grid step here is about 85 px, so no two
	// clicks snap to the same crossing and no click lands on a point.
	for i := range 30 {
		x, y := 40+95*float64(i%6), 120+95*float64(i/6)
		within(t, ctx, 5*time.Second, chromedp.MouseEvent(chromedp.MouseMoved, x, y))
		within(t, ctx, 5*time.Second, chromedp.MouseClickXY(x, y))
		time.Sleep(100 * time.Millisecond)
	}
	frag := settledFragment(t, ctx, func(f string) bool { return strings.Contains(f, "points=") })
	shot(t, ctx, "clicks")
	l := openFragment(t, frag)
	if l.Set.Len() != 30 {
		t.Errorf("30 clicks placed %d points: #%s", l.Set.Len(), frag)
	}
	if l.View == nil || before.View == nil || *l.View != *before.View {
		t.Errorf("the clicks moved the view from %v to %v", before.View, l.View)
	}
	if errs := consoleErrors(); len(errs) > 0 {
		t.Errorf("the console logged %d errors while clicking, the first: %s", len(errs), errs[0])
	}
}

// consoleFaults collects what the page logs to its console from now on,
// and returns a function that returns the lines that tell of a fault: a
// console.error, an uncaught exception, a Go panic or Fyne's thread
// check ("Error in Fyne call thread"), which Go's wasm runtime writes
// with console.log.
func consoleFaults(ctx context.Context) func() []string {
	var mu sync.Mutex
	var lines []string
	msgs := chromedp.Console(ctx)
	go func() {
		for m, err := range msgs {
			if err != nil {
				return
			}
			if m.Type == chromedp.ConsoleError || m.IsException() ||
				strings.Contains(m.Text, "Fyne call thread") || strings.Contains(m.Text, "panic") {
				mu.Lock()
				lines = append(lines, fmt.Sprintf("%s: %s", m.Type, m.Text))
				mu.Unlock()
			}
		}
	}()
	return func() []string {
		time.Sleep(200 * time.Millisecond) // the last messages on their way
		mu.Lock()
		defer mu.Unlock()
		return slices.Clone(lines)
	}
}
