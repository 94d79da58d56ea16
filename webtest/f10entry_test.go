package webtest

import (
	"testing"

	"github.com/chromedp/chromedp/kb"
)

// TestWebF10InEntry tabs to the side panel's first text entry and presses
// F10 there: the entry (kit.KeyEntry) passes it on, so the menu bar takes
// the keyboard at File, as on the desktop; Esc closes the menu again.
func TestWebF10InEntry(t *testing.T) {
	srv := serve(t)
	ctx := newBrowser(t)
	defer closeBrowser(ctx)
	r := &keyRun{t: t, ctx: ctx, base: srv.URL + "/"}
	r.open()
	for range 40 {
		if readState(t, ctx).Focused == "*kit.KeyEntry" {
			break
		}
		key(t, ctx, kb.Tab)
	}
	if f := readState(t, ctx).Focused; f != "*kit.KeyEntry" {
		t.Fatalf("40 Tab presses reached no text entry; the keyboard is at %q", f)
	}
	key(t, ctx, kb.F10)
	s := readState(t, ctx)
	shot(t, ctx, "f10-entry")
	if s.Menu != "bar:File" {
		t.Errorf("F10 in a text entry: the keyboard is at %q (%s), want the File menu", s.Menu, s.Focused)
	}
	key(t, ctx, kb.Escape)
	if s := readState(t, ctx); s.Menu != "" {
		t.Errorf("Esc left the menu %q open", s.Menu)
	}
}
