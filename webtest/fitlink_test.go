package webtest

import (
	"strings"
	"testing"
	"time"
)

// TestWebFitLinkLook opens issue 27's acceptance link, a Chinese
// classroom's curve fitting projected and dark at M = 9: the address the
// page then writes keeps all of it (curve-fitting links once refused
// lang, projector and dark, and the page wrote the default lab's link in
// their place). A bad curve-fitting link stays in the address bar.
func TestWebFitLinkLook(t *testing.T) {
	srv := serve(t)
	ctx := newBrowser(t)
	con := watchConsole(t, ctx)
	base := srv.URL + "/"
	const link = "fit=1&example=bishop11&m=9&lang=zh&projector=1&dark=1"
	load(t, ctx, base+"#"+link)
	f := settledFragment(t, ctx, func(f string) bool { return strings.HasPrefix(f, "fit=1&") && f != link })
	shot(t, ctx, "fit-zh-projector-dark")
	// The app writes the link the new way: M as polyfit's parameter.
	for _, kv := range strings.Split(strings.Replace(link, "&m=9&", "&polyfit.m=9&", 1), "&") {
		if !strings.Contains("&"+f+"&", "&"+kv+"&") {
			t.Errorf("#%s became #%s, which lacks %s", link, f, kv)
		}
	}
	seen := 0
	healthy(t, ctx, con, &seen, "the acceptance link")

	const bad = "fit=1&example=bishop11&m=99&lang=zh"
	load(t, ctx, base+"#"+bad)
	time.Sleep(3 * time.Second) // the app writes the address once a second
	shot(t, ctx, "fit-bad-link")
	if got := fragment(t, ctx); got != bad {
		t.Errorf("the bad link #%s was replaced by #%s", bad, got)
	}
}
