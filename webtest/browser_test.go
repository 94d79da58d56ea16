// Package webtest drives the web edition in a real browser: Debian's
// chromium, headless, through chromedp. It serves build/web (make web
// builds it; make test builds it first) with the server cmd/serve uses,
// clicks and types as a user would, and checks the screenshots, the
// page's address (which always carries the lab as a link) and a
// downloaded file. The screenshots are left in artifacts/ to be looked
// at.
package webtest

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"perceptronlab/web"
)

// The browser's window: the size of a classroom laptop's screen.
const winW, winH = 1280, 800

// root is the module's root, where build/ and artifacts/ are.
const root = ".."

// serve serves build/web (or webDir's), which must hold a complete web
// build.
func serve(t testing.TB) *httptest.Server {
	t.Helper()
	dir := webDir()
	for _, f := range []string{"index.html", "wasm_exec.js", "perceptronlab.wasm", "perceptronlab.wasm.gz"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Fatalf("%v: run make web first (make test does)", err)
		}
	}
	srv := httptest.NewServer(web.Handler(dir)) // on 127.0.0.1
	t.Cleanup(srv.Close)
	return srv
}

// newBrowser starts headless chromium with a fresh profile, and returns
// the context of its first tab.
func newBrowser(t testing.TB) context.Context {
	t.Helper()
	path, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatalf("chromium is not installed (make deps installs Debian's chromium): %v", err)
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Flag("headless", "new"),
		chromedp.NoSandbox,
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("lang", "en-US"),
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(winW, winH),
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(func() { cancel(); cancelA() })
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(winW, winH)); err != nil {
		t.Fatalf("starting chromium: %v", err)
	}
	return ctx
}

// closeBrowser ends the chromium of ctx (newBrowser's), before the test
// ends: a page left open keeps drawing frames.
func closeBrowser(ctx context.Context) {
	chromedp.Cancel(ctx)
}

// within runs f with a context that ends after d, for one step of a test.
func within[T any](t testing.TB, ctx context.Context, d time.Duration, a chromedp.Action[T]) T {
	t.Helper()
	tctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	v, err := chromedp.Run(tctx, a)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// load opens url afresh (a page load, not a change of fragment) and waits
// for the app's first frame; it returns the milliseconds from the start of
// the navigation to that frame.
func load(t testing.TB, ctx context.Context, url string) float64 {
	t.Helper()
	within(t, ctx, 10*time.Second, chromedp.Navigate("about:blank"))
	within(t, ctx, 20*time.Second, chromedp.Navigate(url))
	ms := 0.0
	for deadline := time.Now().Add(60 * time.Second); ms == 0 && time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		// A page just loaded may not answer yet; ask again.
		ms, _ = chromedp.Run(ctx, chromedp.Evaluate[float64](
			`(window.perceptronlab && window.perceptronlab.firstFrame) || (document.querySelector("#loading.failed") ? -1 : 0)`))
	}
	if ms <= 0 {
		msg := within(t, ctx, 5*time.Second, chromedp.Evaluate[string](`document.querySelector("#message").textContent`))
		t.Fatalf("%s did not start: %s", url, msg)
	}
	return ms
}

// fragment returns the page address's fragment, without the "#".
func fragment(t *testing.T, ctx context.Context) string {
	t.Helper()
	h := within(t, ctx, 5*time.Second, chromedp.Evaluate[string](`location.hash`))
	return strings.TrimPrefix(h, "#")
}

// settledFragment waits until the address's fragment has stayed the same
// for two seconds and satisfies ok, and returns it. The app writes it once
// a second.
func settledFragment(t *testing.T, ctx context.Context, ok func(string) bool) string {
	t.Helper()
	last, since := "\x00", time.Now()
	for deadline := time.Now().Add(40 * time.Second); time.Now().Before(deadline); time.Sleep(250 * time.Millisecond) {
		f := fragment(t, ctx)
		if f != last {
			last, since = f, time.Now()
			continue
		}
		if ok(f) && time.Since(since) >= 2*time.Second {
			return f
		}
	}
	t.Fatalf("the page's address did not settle; it is #%s", last)
	return ""
}

// shot takes a screenshot, keeps it as artifacts/web-NAME.png and returns
// it.
func shot(t *testing.T, ctx context.Context, name string) image.Image {
	t.Helper()
	b := within(t, ctx, 20*time.Second, chromedp.CaptureScreenshot())
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(root, "artifacts")
	if err := os.MkdirAll(dir, 0o755); err == nil {
		os.WriteFile(filepath.Join(dir, "web-"+name+".png"), b, 0o644)
	}
	return img
}

// click moves the mouse to (x, y) and clicks there with the button and
// modifiers opts give; Fyne takes a click's position from the mouse's
// latest move.
func click(t *testing.T, ctx context.Context, x, y float64, opts ...chromedp.MouseOption) {
	t.Helper()
	within(t, ctx, 5*time.Second, chromedp.MouseEvent(chromedp.MouseMoved, x, y))
	time.Sleep(150 * time.Millisecond)
	within(t, ctx, 5*time.Second, chromedp.MouseClickXY(x, y, opts...))
	time.Sleep(300 * time.Millisecond)
}

// key types keys, with modifiers, where the app listens.
func key(t *testing.T, ctx context.Context, keys string, mods ...chromedp.Modifier) {
	t.Helper()
	within(t, ctx, 5*time.Second, chromedp.KeyEvent(keys, chromedp.KeyModifiers(mods...)))
	time.Sleep(300 * time.Millisecond)
}
