package webtest

import (
	"context"
	"image"
	"math"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"perceptronlab/lab"
)

// Budgets for the web edition on this project's 2-core machine, over
// localhost (the acceptance): the first frame within 3 s of the
// navigation, at most 9 MB transferred and 30 MB of wasm unpacked. The
// test holds the sizes exactly; the time it holds to firstFrameLimit,
// since make test runs other packages' tests beside it, and logs the time
// it measured.
const (
	maxTransfer     = 9_000_000
	maxWasm         = 30_000_000 // raw, unpacked (issue 20)
	firstFrameLimit = 15 * time.Second
)

// Where the plane is in a 1280 × 800 page: the clicks land there, and the
// checks look there. The test says so if the plane is not white there.
// A new point snaps to the grid (a unit is about 85 pixels here), so the
// checks look for its colour within snap pixels of the click.
var (
	plane = image.Rect(10, 80, 590, 620)
	above = image.Rect(0, 0, winW, 710) // all but the status bar
)

const snap = 45

func TestWebEdition(t *testing.T) {
	srv := serve(t)
	ctx := newBrowser(t)
	base := srv.URL + "/"
	t.Run("loads", func(t *testing.T) { testLoads(t, ctx, base) })
	t.Run("clicks and trains", func(t *testing.T) { testClicksAndTrains(t, ctx) })
	t.Run("save downloads the session", func(t *testing.T) { testSave(t, ctx) })
	t.Run("link reopens Li Hang's Example 2.1", func(t *testing.T) { testLiHangLink(t, ctx, base) })
	t.Run("short link in Chinese, projector mode", func(t *testing.T) { testShortLink(t, ctx, base) })
	t.Run("malformed link", func(t *testing.T) { testMalformedLink(t, ctx, base) })
	t.Run("Ctrl+click places the k-NN query", func(t *testing.T) { testCtrlClickQuery(t, ctx, base) })
	t.Run("predict=1 asks, Enter reveals", func(t *testing.T) { testPredictLink(t, ctx, base) })
	t.Run("unsaved work is offered back", func(t *testing.T) { testRestore(t, ctx, base) })
	t.Run("curve-fitting link", func(t *testing.T) { testFitLink(t, ctx, base) }) // issue 18
}

// testLoads opens the page and checks the first frame's time and the
// bytes transferred.
func testLoads(t *testing.T, ctx context.Context, url string) {
	ms := load(t, ctx, url)
	marks := within(t, ctx, 5*time.Second, chromedp.Evaluate[string](`JSON.stringify(window.perceptronlab.marks)`))
	sizes := within(t, ctx, 5*time.Second, chromedp.Evaluate[[]float64](`(() => {
		const es = performance.getEntriesByType("navigation").concat(performance.getEntriesByType("resource"));
		const wasm = es.find((e) => e.name.endsWith("perceptronlab.wasm") && e.decodedBodySize > 0); // not the HEAD
		return [es.reduce((s, e) => s + e.transferSize, 0), wasm.encodedBodySize, wasm.decodedBodySize];
	})()`))
	t.Logf("first frame %.0f ms after navigation (marks, ms: %s); %.2f MB transferred, wasm %.2f MB gzipped, %.2f MB unpacked",
		ms, marks, sizes[0]/1e6, sizes[1]/1e6, sizes[2]/1e6)
	if sizes[0] > maxTransfer || sizes[1] >= sizes[2] {
		t.Errorf("%.0f bytes transferred (budget %d); the wasm came as %.0f bytes for %.0f", sizes[0], maxTransfer, sizes[1], sizes[2])
	}
	if sizes[2] > maxWasm {
		t.Errorf("the wasm is %.0f bytes unpacked; the budget is %d", sizes[2], maxWasm)
	}
	if time.Duration(ms)*time.Millisecond > firstFrameLimit {
		t.Errorf("first frame after %.0f ms", ms)
	}
	shot(t, ctx, "start")
}

// testClicksAndTrains places a +1 point with a left click and two −1
// points with a right click and a Shift+click, presses Enter and checks
// the points and then the line on the screenshots.
func testClicksAndTrains(t *testing.T, ctx context.Context) {
	before := shot(t, ctx, "empty")
	pts := []struct {
		x, y   int
		opts   []chromedp.MouseOption
		colour string
	}{
		{200, 220, nil, "pos"},
		{470, 470, []chromedp.MouseOption{chromedp.ButtonRight}, "neg"},
		{500, 330, []chromedp.MouseOption{chromedp.ButtonModifiers(chromedp.ModifierShift)}, "neg"},
	}
	for _, p := range pts {
		if !near(before.At(p.x, p.y), colourWhite, 4) {
			t.Fatalf("(%d, %d) is not on the white plane: see artifacts/web-empty.png", p.x, p.y)
		}
		click(t, ctx, float64(p.x), float64(p.y), p.opts...)
	}
	placed := shot(t, ctx, "points")
	for _, p := range pts {
		want, other := posColour, negColour
		if p.colour == "neg" {
			want, other = negColour, posColour
		}
		if n, m := countNear(placed, p.x, p.y, snap, want), countNear(placed, p.x, p.y, snap, other); n < 12 || m > 0 {
			t.Errorf("at (%d, %d): %d pixels of the %s point's colour, %d of the other's", p.x, p.y, n, p.colour, m)
		}
	}
	key(t, ctx, kb.Enter)
	frag := settledFragment(t, ctx, func(f string) bool { return strings.Contains(f, "&end=1") })
	trained := shot(t, ctx, "trained")
	if n := newlyDark(placed, trained, plane); n < 300 {
		t.Errorf("after training, %d new dark pixels on the plane; the line is not drawn", n)
	}
	l := openFragment(t, frag)
	if l.Set.Len() != 3 || !slices.Equal(l.Set.Y, []float64{1, -1, -1}) || l.K == 0 {
		t.Errorf("the address says %d points labelled %v, k = %d", l.Set.Len(), l.Set.Y, l.K)
	}
}

// openFragment reads a fragment the app wrote.
func openFragment(t *testing.T, frag string) *lab.Link {
	t.Helper()
	l, err := lab.ParseLink(frag)
	if err != nil {
		t.Fatalf("the app wrote #%s, which reads as %v", frag, err)
	}
	return l
}

// watchDownloads lets the browser save downloads into a new folder and
// returns a function that waits for the next one to complete and reads it
// back as a session, with the name it was saved under.
func watchDownloads(t *testing.T, ctx context.Context) func() (string, *lab.Session) {
	t.Helper()
	dir := t.TempDir()
	_, err := chromedp.CallBrowser(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior: browser.SetDownloadBehaviorBehaviorAllowAndName, DownloadPath: dir, EventsEnabled: new(true)})
	if err != nil {
		t.Fatal(err)
	}
	begun := chromedp.BrowserEvents(ctx, browser.DownloadWillBegin)
	progress := chromedp.BrowserEvents(ctx, browser.DownloadProgress)
	return func() (string, *lab.Session) {
		t.Helper()
		name, path := "", ""
		for ev, err := range begun {
			if err != nil {
				t.Fatal(err)
			}
			name, path = ev.SuggestedFilename, dir+"/"+ev.GUID
			break
		}
		for ev, err := range progress {
			if err != nil {
				t.Fatal(err)
			}
			if ev.State == browser.DownloadProgressStateCompleted {
				break
			}
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		s := lab.NewSession()
		if err := s.OpenData(name, data); err != nil {
			t.Fatalf("the download %s does not read back: %v", name, err)
		}
		return name, s
	}
}

// testSave presses Ctrl+S, accepts the file name and reads the download.
func testSave(t *testing.T, ctx context.Context) {
	downloaded := watchDownloads(t, ctx)
	want := openFragment(t, fragment(t, ctx))
	key(t, ctx, "s", chromedp.ModifierCtrl)
	shot(t, ctx, "save")
	key(t, ctx, kb.Enter)
	name, s := downloaded()
	if name != "session.json" || !slices.Equal(s.Set().X, want.Set.X) || s.Training().State().K != want.K {
		t.Errorf("downloaded %s with points %v at k = %d; want session.json, %v, k = %d",
			name, s.Set().X, s.Training().State().K, want.Set.X, want.K)
	}
}

// testLiHangLink trains Example 2.1 in the browser, then opens the link
// the page's address has become and checks that it shows the same lab.
func testLiHangLink(t *testing.T, ctx context.Context, base string) {
	load(t, ctx, base+"#example=lihang21&lang=en")
	key(t, ctx, kb.Enter)
	frag := settledFragment(t, ctx, func(f string) bool { return strings.Contains(f, "&k=7&end=1") })
	trained := shot(t, ctx, "lihang")
	s := lab.NewSession()
	if _, err := s.OpenLink(openFragment(t, frag)); err != nil {
		t.Fatal(err)
	}
	if st := s.Training().State(); !slices.Equal(st.W, []float64{1, 1}) || st.B != -3 {
		t.Errorf("the browser's lab is at w = %v, b = %v; Li Hang has w = (1, 1), b = −3", st.W, st.B)
	}
	load(t, ctx, base+"#"+frag)
	again := settledFragment(t, ctx, func(string) bool { return true })
	reopened := shot(t, ctx, "lihang-link")
	if !sameLab(t, again, frag) {
		t.Errorf("the link #%s reopened as #%s", frag, again)
	}
	if n := differing(trained, reopened, above); n > above.Dx()*above.Dy()/200 {
		t.Errorf("the reopened link differs from the trained lab in %d pixels: see artifacts/web-lihang*.png", n)
	}
}

// testShortLink opens a short link in Chinese and projector mode.
func testShortLink(t *testing.T, ctx context.Context, base string) {
	load(t, ctx, base+"#example=lihang21&lang=zh&projector=1")
	f := settledFragment(t, ctx, func(string) bool { return true })
	shot(t, ctx, "zh")
	if l := openFragment(t, f); l.Lang != "zh" || l.Projector == nil || !*l.Projector || l.Set.Len() != 3 {
		t.Errorf("the short link opened as #%s", f)
	}
}

// testFitLink opens a curve-fitting link to Bishop's ten points at M = 9:
// the page's address settles on the mode's own link, which carries them.
func testFitLink(t *testing.T, ctx context.Context, base string) {
	load(t, ctx, base+"#fit=1&example=bishop11&m=9")
	f := settledFragment(t, ctx, func(f string) bool { return strings.HasPrefix(f, "fit=1&") })
	shot(t, ctx, "fit")
	if !strings.Contains(f, "example=bishop11") || !strings.Contains(f, "&polyfit.m=9&") { // written the new way
		t.Errorf("the curve-fitting link settled as #%s", f)
	}
}

// testMalformedLink opens a link that cannot be read: the page says so
// and shows an empty lab, and the address keeps the link, to be copied
// into a report.
func testMalformedLink(t *testing.T, ctx context.Context, base string) {
	load(t, ctx, base+"#points=1,2&k=x")
	f := settledFragment(t, ctx, func(string) bool { return true })
	img := shot(t, ctx, "malformed")
	if f != "points=1,2&k=x" {
		t.Errorf("the malformed link became #%s", f)
	}
	// The error dialog's shade lies over the window, so the plane is no
	// longer white.
	if near(img.At(300, 200), colourWhite, 4) {
		t.Error("no dialog says why the link was not opened: see artifacts/web-malformed.png")
	}
}

// testRestore leaves a page with an unsaved point, opens it again, and
// accepts the offer to restore the point.
func testRestore(t *testing.T, ctx context.Context, base string) {
	load(t, ctx, base)
	click(t, ctx, 200, 220)
	time.Sleep(1500 * time.Millisecond) // the autosave follows an edit by half a second
	dialogs := chromedp.Events(ctx, page.JavascriptDialogOpening)
	go func() {
		for ev, err := range dialogs {
			if err != nil {
				return
			}
			if ev.Type == page.DialogTypeBeforeunload { // "Leave site?": yes
				chromedp.Call(ctx, page.HandleJavaScriptDialog, page.HandleJavaScriptDialogParams{Accept: true})
			}
		}
	}()
	load(t, ctx, base)
	time.Sleep(time.Second)
	offer := shot(t, ctx, "restore")
	x, y, ok := centre(offer, primaryColour)
	if !ok {
		t.Fatal("no offer to restore the unsaved work: see artifacts/web-restore.png")
	}
	click(t, ctx, float64(x), float64(y))
	f := settledFragment(t, ctx, func(f string) bool { return strings.Contains(f, "points=") })
	if l := openFragment(t, f); l.Set.Len() != 1 || l.Set.Y[0] != 1 {
		t.Errorf("restored #%s, want the one +1 point", f)
	}
}

// sameLab reports whether two fragments the app wrote carry the same lab:
// the same text but for the view, which may differ in its seventh digit
// (the plane fits the view to its own shape).
func sameLab(t *testing.T, a, b string) bool {
	t.Helper()
	la, lb := openFragment(t, a), openFragment(t, b)
	va, vb := la.View, lb.View
	la.View, lb.View = nil, nil
	fa, _ := la.Fragment()
	fb, _ := lb.Fragment()
	if fa != fb || (va == nil) != (vb == nil) {
		return false
	}
	if va == nil {
		return true
	}
	x, y := []float64{va.XMin, va.XMax, va.YMin, va.YMax}, []float64{vb.XMin, vb.XMax, vb.YMin, vb.YMax}
	for i := range x {
		if math.Abs(x[i]-y[i]) > 1e-5*(va.XMax-va.XMin) {
			return false
		}
	}
	return true
}
