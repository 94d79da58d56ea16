package webtest

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// axTexts reads Chromium's accessibility tree, what a screen reader gets,
// and returns the text inside the polite live region and the text of the
// whole page, each joined with spaces.
func axTexts(t *testing.T, ctx context.Context) (live, all string) {
	t.Helper()
	res, err := chromedp.Call(ctx, accessibility.GetFullAXTree, accessibility.GetFullAXTreeParams{})
	if err != nil {
		t.Fatal(err)
	}
	byID := map[accessibility.NodeID]*accessibility.Node{}
	for _, n := range res.Nodes {
		byID[n.NodeID] = n
	}
	inLive := func(n *accessibility.Node) bool {
		for ; n != nil; n = byID[n.ParentID] {
			for _, p := range n.Properties {
				if p.Name == accessibility.PropertyNameLive && axString(p.Value) == "polite" {
					return true
				}
			}
		}
		return false
	}
	var liveParts, allParts []string
	for _, n := range res.Nodes {
		if n.Ignored || axString(n.Role) != "StaticText" {
			continue
		}
		text := axString(n.Name)
		allParts = append(allParts, text)
		if inLive(n) {
			liveParts = append(liveParts, text)
		}
	}
	return strings.Join(strings.Fields(strings.Join(liveParts, " ")), " "), strings.Join(allParts, " ")
}

// axString reads an accessibility value as a string ("" if none).
func axString(v *accessibility.Value) string {
	if v == nil || len(v.Value) == 0 {
		return ""
	}
	var s string
	if json.Unmarshal([]byte(v.Value), &s) != nil {
		return string(v.Value)
	}
	return s
}

// spoken is what the app put into the live region, as its copy says.
func spoken(t *testing.T, ctx context.Context) string {
	t.Helper()
	time.Sleep(700 * time.Millisecond)
	return within(t, ctx, 5*time.Second, chromedp.Evaluate[string](`(window.perceptronlab.shown || {}).spoken || ""`))
}

// TestWebScreenReader checks what a screen reader gets of a lesson (issue
// 27): after a step (Space) the accessibility tree's polite live region
// holds the step's explanation, and the page's text gives the plane's
// model, Li Hang's Table 2.1 at k = 1: w = (3, 3), b = 1; in predict mode
// the live region says the question asked, then the verdict.
func TestWebScreenReader(t *testing.T) {
	srv := serve(t)
	ctx := newBrowser(t)
	load(t, ctx, srv.URL+"/#example=lihang21&lang=en")
	settledFragment(t, ctx, func(string) bool { return true })
	key(t, ctx, " ")
	settledFragment(t, ctx, func(f string) bool { return strings.Contains(f, "k=1") })
	explain := strings.Join(strings.Fields(readShown(t, ctx).Explain), " ")
	if !strings.Contains(explain, "k = 1") {
		t.Fatalf("the explanation after one step is %q", explain)
	}
	live, all := axTexts(t, ctx)
	t.Logf("live region: %q", live)
	if live != explain {
		t.Errorf("the live region says %q; the explanation shown is %q", live, explain)
	}
	for _, want := range []string{"The plane has 3 points:", "x1 = (3, 3) +1", "x3 = (1, 1) −1", "w = (3, 3), b = 1"} {
		if !strings.Contains(all, want) {
			t.Errorf("the page's text does not say %q: %q", want, all)
		}
	}
	key(t, ctx, "q")
	asked := spoken(t, ctx)
	if live, _ := axTexts(t, ctx); live != asked || !strings.Contains(asked, "Which point will the next update use?") {
		t.Errorf("in predict mode the live region says %q; the app asks %q", live, asked)
	}
	key(t, ctx, kb.Enter)
	verdict := spoken(t, ctx)
	if live, _ := axTexts(t, ctx); live != verdict || verdict == asked {
		t.Errorf("after Reveal the live region says %q; the app says %q (it asked %q)", live, verdict, asked)
	}
	t.Logf("asked: %q; then: %q", asked, verdict)
}
