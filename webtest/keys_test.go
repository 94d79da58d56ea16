package webtest

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// shownWidgets is what the window's widgets show, as the web edition
// keeps it in window.perceptronlab.shown (ui/inspect_js.go).
type shownWidgets struct {
	Status, Hint, PanelK, W, B, StripK, Explain string
	Slider, SliderMax                           float64
}

// readShown reads what the widgets show.
func readShown(t *testing.T, ctx context.Context) shownWidgets {
	t.Helper()
	time.Sleep(700 * time.Millisecond) // the page's copy is refreshed every 300 ms
	return within(t, ctx, 5*time.Second, chromedp.Evaluate[shownWidgets](`(() => {
		const s = window.perceptronlab.shown || {};
		return {Status: s.status, Hint: s.hint, PanelK: s.panelK, W: s.w, B: s.b, StripK: s.stripK,
			Explain: s.explain, Slider: s.slider, SliderMax: s.sliderMax};
	})()`))
}

// agree checks that the address, the status bar, the Model tab, the
// slider and the explanation all say k of latest.
func agree(t *testing.T, ctx context.Context, frag string, k, latest int) {
	t.Helper()
	l := openFragment(t, frag)
	s := readShown(t, ctx)
	t.Logf("k = %d: #%s; shown %+v", k, frag, s)
	if l.K != k {
		t.Errorf("the address says k = %d, want %d", l.K, k)
	}
	if want := fmt.Sprintf("k = %d updates", k); !strings.HasPrefix(s.PanelK, want) {
		t.Errorf("the Model tab says %q, want %q", s.PanelK, want)
	}
	if want := fmt.Sprintf("k = %d of %d", k, latest); s.StripK != want {
		t.Errorf("the strip says %q, want %q", s.StripK, want)
	}
	if s.Slider != float64(k) || s.SliderMax != float64(latest) {
		t.Errorf("the slider is at %v of %v, want %d of %d", s.Slider, s.SliderMax, k, latest)
	}
	if k > 0 && !strings.Contains(s.Explain, fmt.Sprintf("k = %d", k)) {
		t.Errorf("the explanation does not speak of k = %d: %q", k, s.Explain)
	}
	if !strings.Contains(s.Status, fmt.Sprintf("k = %d", k)) {
		t.Errorf("the status bar does not speak of k = %d: %q", k, s.Status)
	}
	// Li Hang, Table 2.1: the model after each update of Example 2.1.
	book := map[int][2]string{3: {"(1, 1)", "−1"}, 4: {"(0, 0)", "−2"}, 7: {"(1, 1)", "−3"}}
	if want, ok := book[k]; ok && (s.W != want[0] || s.B != want[1]) {
		t.Errorf("the Model tab shows w = %s, b = %s at k = %d; Table 2.1 has %s, %s", s.W, s.B, k, want[0], want[1])
	}
}

// TestWebKeys drives the lab with keys alone: Space four times, then
// Shift+Space and Enter, on Li Hang's Example 2.1, checking after each
// that every part of the window shows the same step; then it types a
// file name into the save dialog and checks the download's name. No
// "Fyne call thread" error may be logged.
func TestWebKeys(t *testing.T) {
	srv := serve(t)
	ctx := newBrowser(t)
	faults := consoleFaults(ctx)
	load(t, ctx, srv.URL+"/#example=lihang21&lang=en")
	settledFragment(t, ctx, func(string) bool { return true })
	for range 4 {
		key(t, ctx, " ")
	}
	agree(t, ctx, settledFragment(t, ctx, func(f string) bool { return strings.Contains(f, "k=4") }), 4, 4)
	shiftSpace(t, ctx)
	agree(t, ctx, settledFragment(t, ctx, func(f string) bool { return strings.Contains(f, "k=3") }), 3, 4)
	shot(t, ctx, "keys-back")
	start := time.Now()
	key(t, ctx, kb.Enter)
	frag := settledFragment(t, ctx, func(f string) bool { return strings.Contains(f, "end=1") })
	t.Logf("Enter trained to the end within %v", time.Since(start).Round(100*time.Millisecond))
	agree(t, ctx, frag, 7, 7)
	shot(t, ctx, "keys-end")
	testTypedName(t, ctx)
	testKNNKeys(t, ctx, srv.URL)
	testNBKeys(t, ctx, srv.URL)
	if errs := faults(); len(errs) > 0 {
		t.Errorf("the console logged %d faults, the first: %s", len(errs), errs[0])
	}
}

// testKNNKeys steps k-NN's kd-tree search with the same keys, as the
// controller paces every method's run: Space thrice shows step 4 of 13
// of the search for (2, 4.5) on Example 3.2, Shift+Space step 3, and
// Enter runs it to its last step, where the run stops and says so.
func testKNNKeys(t *testing.T, ctx context.Context, base string) {
	load(t, ctx, base+"/#example=lihang32&query=2,4.5&lang=en")
	settledFragment(t, ctx, func(string) bool { return true })
	for range 3 {
		key(t, ctx, " ")
	}
	if e := readState(t, ctx).Explain; !strings.HasPrefix(e, "step 4 of 13:") {
		t.Errorf("after Space ×3 the strip says %q, want step 4 of 13", e)
	}
	shiftSpace(t, ctx)
	if e := readState(t, ctx).Explain; !strings.HasPrefix(e, "step 3 of 13:") {
		t.Errorf("after Shift+Space the strip says %q, want step 3 of 13", e)
	}
	key(t, ctx, kb.Enter)
	var s shownWidgets
	for end := time.Now().Add(15 * time.Second); time.Now().Before(end) && !strings.Contains(s.Status, "search has ended"); {
		s = readShown(t, ctx)
	}
	if !strings.HasPrefix(s.Explain, "step 13 of 13:") || !strings.Contains(s.Status, "search has ended") {
		t.Errorf("Enter did not run the search to its end and stop: the strip says %q, the status %q", s.Explain, s.Status)
	}
	shot(t, ctx, "keys-knn")
}

// testNBKeys counts naive Bayes's points with the same keys: R starts
// the count with no point counted, Space thrice counts x₁…x₃, the strip's
// slider says 3 of 60, and Shift+Space uncounts x₃.
func testNBKeys(t *testing.T, ctx context.Context, base string) {
	load(t, ctx, base+"/#example=gaussiansnb&lang=en")
	settledFragment(t, ctx, func(string) bool { return true })
	key(t, ctx, "r")
	for range 3 {
		key(t, ctx, " ")
	}
	s := readShown(t, ctx)
	if !strings.HasPrefix(s.Status, "Counted x₃, class") || s.StripK != "Counted 3 of 60 points" {
		t.Errorf("after R and Space ×3: status %q, strip %q", s.Status, s.StripK)
	}
	shot(t, ctx, "keys-nb")
	shiftSpace(t, ctx)
	if s := readShown(t, ctx); !strings.HasPrefix(s.Status, "Uncounted x₃: 2 of 60 points counted") {
		t.Errorf("after Shift+Space: status %q", s.Status)
	}
}

// testTypedName opens the save dialog with Ctrl+S, replaces the name with
// one typed key by key and checks the download arrives under it.
func testTypedName(t *testing.T, ctx context.Context) {
	downloaded := watchDownloads(t, ctx)
	key(t, ctx, "s", chromedp.ModifierCtrl)
	key(t, ctx, "a", chromedp.ModifierCtrl) // select the name offered
	for _, r := range "lab1.json" {
		within(t, ctx, 5*time.Second, chromedp.KeyEvent(string(r)))
	}
	time.Sleep(500 * time.Millisecond)
	shot(t, ctx, "keys-typed")
	key(t, ctx, kb.Enter)
	name, s := downloaded()
	if name != "lab1.json" || s.Training().State().K != 7 {
		t.Errorf("downloaded %q at k = %d; want lab1.json at k = 7", name, s.Training().State().K)
	}
}

// shiftSpace presses Shift+Space as a hand does: Shift goes down, then
// Space goes down and up with Shift held, then Shift comes up.
func shiftSpace(t *testing.T, ctx context.Context) {
	t.Helper()
	const shiftBit = 8 // the protocol's modifier bit for Shift
	shift := input.DispatchKeyEventParams{Key: "Shift", Code: "ShiftLeft", WindowsVirtualKeyCode: 16, NativeVirtualKeyCode: 16, Location: 1}
	space := input.DispatchKeyEventParams{Key: " ", Code: "Space", WindowsVirtualKeyCode: 32, NativeVirtualKeyCode: 32, Modifiers: shiftBit}
	down, typed, up, released := shift, space, space, shift
	down.Type, down.Modifiers = input.DispatchKeyEventTypeRawKeyDown, shiftBit
	typed.Type, typed.Text, typed.UnmodifiedText = input.DispatchKeyEventTypeKeyDown, " ", " "
	up.Type = input.DispatchKeyEventTypeKeyUp
	released.Type = input.DispatchKeyEventTypeKeyUp
	for _, p := range []input.DispatchKeyEventParams{down, typed, up, released} {
		if _, err := chromedp.Call(ctx, input.DispatchKeyEvent, p); err != nil {
			t.Fatal(err)
		}
		time.Sleep(60 * time.Millisecond)
	}
	time.Sleep(300 * time.Millisecond)
}
