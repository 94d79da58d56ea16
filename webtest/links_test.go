package webtest

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestWebLinks opens links and reads back the address the app writes:
// the view is kept exactly, the chapter 3 and 4 examples open from their
// keys, the query and the table travel, a bad link stays in the address
// bar, and a link opened over a leftover autosave shows its own lab with
// no restore prompt.
func TestWebLinks(t *testing.T) {
	srv := serve(t)
	ctx := newBrowser(t)
	base := srv.URL + "/"
	t.Run("view kept exactly", func(t *testing.T) {
		load(t, ctx, base+"#points=1,2,1;3,1,-1&view=-1,5,-1,4&lang=en")
		f := settledFragment(t, ctx, func(string) bool { return true })
		if !strings.Contains(f, "&view=-1,5,-1,4&") {
			t.Errorf("the view -1,5,-1,4 became #%s", f)
		}
	})
	t.Run("example keys", func(t *testing.T) {
		for _, c := range []struct{ link, want string }{
			{"example=lihang31", "example=lihang31&query=1,1&"},
			{"example=lihang32", "example=lihang32&"},
			{"example=lihang41", "example=lihang41&"},
		} {
			load(t, ctx, base+"#"+c.link+"&lang=en")
			f := settledFragment(t, ctx, func(string) bool { return true })
			shot(t, ctx, strings.TrimPrefix(c.link, "example="))
			if !strings.HasPrefix(f, c.want) {
				t.Errorf("#%s became #%s, want it to begin %s", c.link, f, c.want)
			}
		}
	})
	t.Run("query and table travel", func(t *testing.T) {
		link := "form=knn&knn.k=2&points=1,1,1;3,3,-1&query=2.5,0.5&table=a,y;x,1;z,-1&tquery=x&nb.lambda=1&view=0,4,0,4"
		load(t, ctx, base+"#"+link)
		f := settledFragment(t, ctx, func(string) bool { return true })
		for _, kv := range strings.Split(link, "&") {
			if !strings.Contains("&"+f+"&", "&"+kv+"&") {
				t.Errorf("#%s became #%s, which lacks %s", link, f, kv)
			}
		}
	})
	t.Run("a bad link stays in the address bar", func(t *testing.T) {
		bad := "points=1,2&k=x"
		load(t, ctx, base+"#"+bad)
		time.Sleep(3 * time.Second) // the app writes the address once a second
		if f := fragment(t, ctx); f != bad {
			t.Errorf("the bad link #%s was replaced by #%s", bad, f)
		}
	})
	t.Run("no restore prompt over a link", func(t *testing.T) { testNoPromptOverLink(t, ctx, base) })
}

// testNoPromptOverLink leaves unsaved work behind, then opens a link: the
// link's lab shows with no dialog over it, and the status bar points to
// File ▸ Restore unsaved work….
func testNoPromptOverLink(t *testing.T, ctx context.Context, base string) {
	load(t, ctx, base+"#lang=en")
	click(t, ctx, 200, 220)
	time.Sleep(1500 * time.Millisecond) // the autosave follows an edit by half a second
	leave := chromedp.Events(ctx, page.JavascriptDialogOpening)
	go func() {
		for ev, err := range leave {
			if err != nil {
				return
			}
			if ev.Type == page.DialogTypeBeforeunload {
				chromedp.Call(ctx, page.HandleJavaScriptDialog, page.HandleJavaScriptDialogParams{Accept: true})
			}
		}
	}()
	load(t, ctx, base+"#example=lihang21&lang=en")
	time.Sleep(2 * time.Second)
	img := shot(t, ctx, "link-over-autosave")
	// A dialog's shade would lie over the white plane.
	if !near(img.At(300, 200), colourWhite, 4) {
		t.Error("a dialog lies over the link's lab: see artifacts/web-link-over-autosave.png")
	}
	if s := readShown(t, ctx); !strings.Contains(s.Status, "Restore unsaved work") {
		t.Errorf("the status bar says %q; it should point to File ▸ Restore unsaved work…", s.Status)
	}
	f := settledFragment(t, ctx, func(string) bool { return true })
	if l := openFragment(t, f); l.Example != "lihang21" {
		t.Errorf("the link's lab became #%s", f)
	}
}
