package webtest

import (
	"context"
	"image"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"perceptronlab/web"
)

// fontGate serves the web build and holds back the Chinese font
// (LabSans-Web.ttf and its .gz) until open is called, counting its
// requests.
type fontGate struct {
	mu       sync.Mutex
	gate     chan struct{}
	opened   bool
	requests int
}

func (g *fontGate) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.Contains(r.URL.Path, "LabSans-Web.ttf") {
			g.mu.Lock()
			g.requests++
			gate := g.gate
			g.mu.Unlock()
			<-gate
		}
		h.ServeHTTP(w, r)
	})
}

func (g *fontGate) open() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if !g.opened {
		close(g.gate)
		g.opened = true
	}
}

func (g *fontGate) count() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.requests
}

// The menu bar and the toolbar, where the Chinese text is in a 1280 × 800
// page.
var menuAndToolbar = image.Rect(0, 0, winW, 70)

// TestChineseFont checks the Chinese font, which the wasm does not carry
// (issue 20: at most 30 MB of wasm): a link in Chinese starts with the
// page's note that the font is loading and the hanzi missing, then draws
// them once the font is in; an English visit fetches no font, and
// switching it to Chinese fetches it; a link in Chinese whose font is in
// before the window is built is built in it. No step may log a fault.
func TestChineseFont(t *testing.T) {
	serve(t) // checks the build is complete
	g := &fontGate{gate: make(chan struct{})}
	t.Cleanup(g.open)
	srv := httptest.NewServer(g.wrap(web.Handler(webDir())))
	t.Cleanup(srv.Close)
	ctx := newBrowser(t)
	con := watchConsole(t, ctx)

	load(t, ctx, srv.URL+"/#example=lihang21&lang=zh")
	time.Sleep(2 * time.Second)
	if !noteShown(t, ctx) {
		t.Error("the page does not say that the Chinese font is loading")
	}
	waiting := shot(t, ctx, "zh-font-waiting")
	g.open()
	fontMark(t, ctx)
	time.Sleep(time.Second)
	loaded := shot(t, ctx, "zh-font-loaded")
	if noteShown(t, ctx) {
		t.Error("the note that the font is loading stays after it came")
	}
	// The hanzi of the menus and the toolbar were blank boxes, then glyphs.
	if n := differing(waiting, loaded, menuAndToolbar); n < 400 {
		t.Errorf("the menus and the toolbar changed in %d pixels once the font came; see artifacts/web-zh-font-*.png", n)
	}
	if n := g.count(); n != 1 {
		t.Errorf("the font was requested %d times, want once", n)
	}

	// An English visit fetches no font; Chinese chosen later does.
	ctx = newBrowser(t)
	con2 := watchConsole(t, ctx)
	load(t, ctx, srv.URL+"/#example=lihang21&lang=en")
	time.Sleep(2 * time.Second)
	english := shot(t, ctx, "en-before-zh")
	if n := g.count(); n != 1 {
		t.Errorf("an English visit requested the Chinese font (%d requests in all)", n)
	}
	within(t, ctx, 5*time.Second, chromedp.Evaluate[any](`location.hash = "example=lihang21&lang=zh"`))
	fontMark(t, ctx)
	time.Sleep(time.Second)
	switched := shot(t, ctx, "en-to-zh")
	if n := g.count(); n != 2 {
		t.Errorf("switching to Chinese made %d font requests, want 1", n-1)
	}
	if n := differing(loaded, switched, menuAndToolbar); n > menuAndToolbar.Dx()*menuAndToolbar.Dy()/100 {
		t.Errorf("switched to Chinese, the menus and toolbar differ from the Chinese link's in %d pixels", n)
	}
	if n := differing(english, switched, menuAndToolbar); n < 400 {
		t.Errorf("switched to Chinese, the menus and toolbar differ from English in only %d pixels", n)
	}
	// A link in Chinese whose font is in before the window is built: the
	// window is built in it (no second pass, no note), before the first
	// frame.
	ctx = newBrowser(t)
	con3 := watchConsole(t, ctx)
	load(t, ctx, srv.URL+"/#example=lihang21&lang=zh")
	time.Sleep(2 * time.Second)
	early := shot(t, ctx, "zh-font-early")
	marks := within(t, ctx, 5*time.Second, chromedp.Evaluate[map[string]float64](`window.perceptronlab.marks`))
	if marks["font"] == 0 || marks["font"] > marks["window"] {
		t.Errorf("the font was put in place at %v ms, the window built at %v ms: want it before", marks["font"], marks["window"])
	}
	if n := differing(loaded, early, menuAndToolbar); n > menuAndToolbar.Dx()*menuAndToolbar.Dy()/100 {
		t.Errorf("built in the early font, the menus and toolbar differ from the late font's in %d pixels", n)
	}
	for _, c := range []*consoleLog{con, con2, con3} {
		if f := c.faults(); len(f) > 0 {
			t.Errorf("the console says:\n%s", strings.Join(f, "\n"))
		}
	}
}

// noteShown reports whether the page's note about the font is shown.
func noteShown(t *testing.T, ctx context.Context) bool {
	t.Helper()
	return within(t, ctx, 5*time.Second, chromedp.Evaluate[bool](
		`getComputedStyle(document.getElementById("fontnote")).display !== "none"`))
}

// fontMark waits until the app says it has put the Chinese font in place.
func fontMark(t *testing.T, ctx context.Context) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		if within(t, ctx, 5*time.Second, chromedp.Evaluate[bool](`!!window.perceptronlab.marks.font`)) {
			return
		}
	}
	t.Fatal("the app never put the Chinese font in place (no font mark)")
}
