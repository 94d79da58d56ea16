package webtest

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestWebCVLinks opens, in a 1280×720 page, k-NN's cross-validation of k
// from a link at its second fold: the page shows it, Space steps to the
// third and the address follows; then curve fitting's Chapter 1 in
// projector mode. The console must hold no fault (issue 18: links carry
// the CV setting and the fold shown; the mode at 720 pixels).
func TestWebCVLinks(t *testing.T) {
	srv := serve(t)
	ctx := newBrowser(t)
	con := watchConsole(t, ctx)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 720)); err != nil {
		t.Fatal(err)
	}
	base := srv.URL + "/"
	seen := 0
	const cv = "cv=kfold:4:shuffle:3:k&knn.ks=1,3,5" // as written; the link opened spells ks the old way
	load(t, ctx, base+"#example=gaussians&form=knn&cv=kfold:4:shuffle:3:k&ks=1,3,5&fold=2&lang=en")
	f := settledFragment(t, ctx, func(f string) bool { return strings.Contains(f, "fold=") })
	shot(t, ctx, "knncv-link")
	if !strings.Contains(f, cv+"&fold=2") {
		t.Errorf("the k-NN link at fold 2 settled as #%s", f)
	}
	healthy(t, ctx, con, &seen, "opening the k-NN link")
	key(t, ctx, " ")
	f = settledFragment(t, ctx, func(f string) bool { return !strings.Contains(f, "fold=2") })
	shot(t, ctx, "knncv-fold3")
	if !strings.Contains(f, cv+"&fold=3") {
		t.Errorf("Space at fold 2: the address is #%s, want fold=3", f)
	}
	healthy(t, ctx, con, &seen, "Space")

	load(t, ctx, base+"#fit=1&example=bishop11&m=9")
	settledFragment(t, ctx, func(f string) bool { return strings.HasPrefix(f, "fit=1&") })
	shot(t, ctx, "fit-720")
	click(t, ctx, 120, 15)  // View
	click(t, ctx, 195, 254) // ▸ Projector mode (P)
	time.Sleep(2 * time.Second)
	shot(t, ctx, "fit-720-projector")
	// Chapter 1, the last tab; where the tab bar is too narrow for it (the
	// desktop's bold face), the "…" there opens a menu with it below.
	click(t, ctx, 1245, 271)
	click(t, ctx, 1208, 330)
	time.Sleep(2 * time.Second)
	shot(t, ctx, "fit-720-projector-ch1")
	healthy(t, ctx, con, &seen, "curve fitting in projector mode")
	t.Logf("%d console lines; the first: %q", len(con.all()), first(con.all(), 6))
}
