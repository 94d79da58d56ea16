package webtest

import (
	"context"
	"image"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// testCtrlClickQuery opens a k-NN lab from a link and Ctrl+clicks the
// plane: as on the desktop, that places the query (its marker and its
// neighbour's ring are drawn) and adds no point, though Fyne's mouse
// events in a browser carry no modifiers.
func testCtrlClickQuery(t *testing.T, ctx context.Context, base string) {
	load(t, ctx, base+"#form=knn&knn=1&points=1,1,1;3,3,-1&view=0,4,0,4")
	before := shot(t, ctx, "knn")
	x, y := 300, 300 // in the +1 region, away from the points and the lines
	click(t, ctx, float64(x), float64(y), chromedp.ButtonModifiers(chromedp.ModifierCtrl))
	after := shot(t, ctx, "knn-query")
	if n := differing(before, after, image.Rect(x-40, y-40, x+40, y+40)); n < 50 {
		t.Errorf("%d pixels changed around the Ctrl+click; no query is drawn (artifacts/web-knn-query.png)", n)
	}
	frag := settledFragment(t, ctx, func(f string) bool { return strings.Contains(f, "points=") })
	if l := openFragment(t, frag); l.Set.Len() != 2 {
		t.Errorf("after the Ctrl+click the address holds %d points, want the 2 of the link: #%s", l.Set.Len(), frag)
	}
}
