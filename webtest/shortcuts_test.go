package webtest

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"perceptronlab/lab"
)

// pageState is what the web edition tells of its window in
// window.perceptronlab.shown (ui/inspect_js.go) beyond the texts.
type pageState struct {
	Keys                                []string // the shortcuts sheet's keys column
	Selected                            int
	Side, ExplainOn, Predict, Projector bool
	Dialog                              bool         // a dialog or pop-up lies over the window
	Menu                                string       // "bar:View" while the menu bar has the keyboard, "pop-up", or ""
	Lang, Explain, Focused              string       // Focused: the type of what has the keyboard
	Points                              [][2]float64 // where the points are drawn, in the page
}

// readState reads the page's state once its copy has been refreshed.
func readState(t *testing.T, ctx context.Context) pageState {
	t.Helper()
	time.Sleep(700 * time.Millisecond) // the copy is refreshed every 300 ms
	return within(t, ctx, 5*time.Second, chromedp.Evaluate[pageState](`(() => {
		const s = window.perceptronlab.shown || {};
		return {Keys: s.keys, Selected: s.selected, Side: s.side, ExplainOn: s.explainOn, Predict: s.predict,
			Projector: s.projector, Dialog: s.dialog, Menu: s.menu, Focused: s.focused, Lang: s.lang, Explain: s.explain, Points: s.points};
	})()`))
}

// untilFragment waits up to ten seconds for the address's fragment to
// satisfy ok, and returns it; the app writes it once a second.
func untilFragment(t *testing.T, ctx context.Context, what string, ok func(*lab.Link) bool) *lab.Link {
	t.Helper()
	var f string
	for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(250 * time.Millisecond) {
		f = fragment(t, ctx)
		if l, err := lab.ParseLink(f); err == nil && ok(l) {
			return l
		}
	}
	t.Errorf("%s: the address never showed it; it is #%s", what, f)
	t.FailNow()
	return nil
}

// keyRun is one browser tab of TestWebShortcuts.
type keyRun struct {
	t    *testing.T
	ctx  context.Context
	base string
}

// open loads Li Hang's Example 2.1 afresh, in English.
func (r *keyRun) open() {
	load(r.t, r.ctx, r.base+"#example=lihang21&lang=en")
	untilFragment(r.t, r.ctx, "the example", func(l *lab.Link) bool { return l.Set != nil && l.Set.Len() == 3 })
}

func (r *keyRun) k(what string, want int) {
	r.t.Helper()
	untilFragment(r.t, r.ctx, what, func(l *lab.Link) bool { return l.K == want })
}

// shortcutCheck presses the keys of one row of the shortcuts sheet.
type shortcutCheck struct {
	keys  string
	check func(r *keyRun)
}

// shortcutChecks press each key the shortcuts sheet lists, by the text
// of its keys column, and check what it does; the pointer gestures the
// sheet lists are checked where named. A key added to the sheet without
// a check here fails the test.
var shortcutChecks = []shortcutCheck{
	{"Space", func(r *keyRun) { key(r.t, r.ctx, " "); r.k("Space steps", 1) }},
	{"Shift+Space", func(r *keyRun) {
		key(r.t, r.ctx, " ")
		r.k("Space", 2)
		shiftSpace(r.t, r.ctx)
		r.k("Shift+Space goes back", 1)
	}},
	{"E", checkEpoch},
	{"R", func(r *keyRun) { key(r.t, r.ctx, "r"); r.k("R resets", 0) }},
	{"Enter", func(r *keyRun) {
		key(r.t, r.ctx, kb.Enter)
		untilFragment(r.t, r.ctx, "Enter runs to the end", func(l *lab.Link) bool { return l.Ended && l.K == 7 })
		key(r.t, r.ctx, "R")
		r.k("Shift+R resets too", 0)
	}},
	{"Q", func(r *keyRun) { flipLink(r, "q", "Q: predict mode", func(l *lab.Link) *bool { return l.Predict }) }},
	{"Enter, Space", checkPredictKeys},
	{"P", func(r *keyRun) { flipLink(r, "p", "P: projector mode", func(l *lab.Link) *bool { return l.Projector }) }},
	{"H", func(r *keyRun) { flipShown(r, "h", "H: the side panel", func(s pageState) bool { return s.Side }) }},
	{"X", func(r *keyRun) {
		flipShown(r, "x", "X: the explanation under the plane", func(s pageState) bool { return s.ExplainOn })
	}},
	{"F", checkFit},
	{"L", checkFlip},
	{"Esc", checkEscape},
	{"Delete, Backspace", checkDelete},
	{"Ctrl+Z, Ctrl+Shift+Z", checkUndo},
	{"F10, Alt+F, Alt+E, Alt+V, Alt+T, Alt+H", checkMenus},
	{"F11", checkF11},
	{"Alt+click, Alt+drag", checkAltClick},
	{"Alt+N, Ctrl+O, Ctrl+S", checkNewOpenSave},
	{"Ctrl+Shift+S", checkSaveAsTyped},
	{"Ctrl+E", func(r *keyRun) { checkDialog(r, "e", "Ctrl+E: export the figure", chromedp.ModifierCtrl) }},
}

// pointerGestures are the sheet's rows for the mouse, with the test that
// checks each.
var pointerGestures = map[string]string{
	"Click":                    "TestWebEdition/clicks_and_trains, TestWebClicks",
	"Right-click, Shift+click": "TestWebEdition/clicks_and_trains",
	"Drag a point":             "TestWebClicks",
	"Drag empty space, scroll": "checkFit (the drag), TestWebClicks",
	"Ctrl+click":               "TestWebEdition/Ctrl+click_places_the_k-NN_query",
}

// TestWebShortcuts presses, in the browser, every key the shortcuts sheet
// advertises (issue 27: the letters did nothing there) and checks that
// each does what the sheet says, in the address where the lab's link
// carries it; then that the menus open from the keyboard and Alt alone
// opens none.
func TestWebShortcuts(t *testing.T) {
	srv := serve(t)
	ctx := newBrowser(t)
	faults := consoleFaults(ctx)
	leaveAnyway(ctx)
	r := &keyRun{t: t, ctx: ctx, base: srv.URL + "/"}
	r.open()
	keys := readState(t, ctx).Keys
	if len(keys) < 10 {
		t.Fatalf("the page lists %d shortcuts: %q", len(keys), keys)
	}
	for _, k := range keys {
		_, pointer := pointerGestures[k]
		if !pointer && !slices.ContainsFunc(shortcutChecks, func(c shortcutCheck) bool { return c.keys == k }) {
			t.Errorf("the shortcuts sheet lists %q, which this test does not press", k)
		}
	}
	for _, c := range shortcutChecks {
		if !slices.Contains(keys, c.keys) {
			t.Errorf("the test checks %q, which the shortcuts sheet no longer lists", c.keys)
			continue
		}
		t.Run(c.keys, func(t *testing.T) {
			r.t = t
			c.check(r)
			if s := readState(t, ctx); s.Dialog || s.Menu != "" {
				r.open() // what the key opened goes with the page
			}
		})
	}
	t.Run("letters typed into a text entry", func(t *testing.T) { r.t = t; testLettersInSidePanel(r) })
	if errs := faults(); len(errs) > 0 {
		t.Errorf("the console logged %d faults, the first: %s", len(errs), errs[0])
	}
}

// leaveAnyway answers the page's "Leave site?" with yes, so that the test
// can reload a page with unsaved work.
func leaveAnyway(ctx context.Context) {
	go func() {
		for ev, err := range chromedp.Events(ctx, page.JavascriptDialogOpening) {
			if err != nil {
				return
			}
			if ev.Type == page.DialogTypeBeforeunload {
				chromedp.Call(ctx, page.HandleJavaScriptDialog, page.HandleJavaScriptDialogParams{Accept: true})
			}
		}
	}()
}

// checkEpoch: E runs one pass over the points. On Example 2.1 in Li
// Hang's order (first misclassified point) a pass ends at its update:
// "perceptronlab train --order first --max-epochs n --trace" stops at
// k = 1 for n = 1 and k = 2 for n = 2. The status bar tells an epoch from
// a step.
func checkEpoch(r *keyRun) {
	key(r.t, r.ctx, "r")
	r.k("R", 0)
	for want := 1; want <= 2; want++ {
		key(r.t, r.ctx, "e")
		r.k("E runs an epoch", want)
		if s := readShown(r.t, r.ctx).Status; !strings.HasPrefix(s, fmt.Sprintf("Epoch: 1 update, k = %d", want)) {
			r.t.Errorf("after E the status bar says %q", s)
		}
	}
}

// flipLink presses k twice: the link's flag goes on, then off.
func flipLink(r *keyRun, k, what string, flag func(*lab.Link) *bool) {
	for _, on := range []bool{true, false} {
		key(r.t, r.ctx, k)
		untilFragment(r.t, r.ctx, what, func(l *lab.Link) bool {
			f := flag(l)
			return (f != nil && *f) == on
		})
	}
}

// flipShown presses k twice: what on reads turns over and back.
func flipShown(r *keyRun, k, what string, on func(pageState) bool) {
	was := on(readState(r.t, r.ctx))
	for _, want := range []bool{!was, was} {
		key(r.t, r.ctx, k)
		if got := on(readState(r.t, r.ctx)); got != want {
			r.t.Errorf("%s is %v after the key, want %v", what, got, want)
		}
	}
}

// checkPredictKeys: in predict mode Enter reveals the step asked about
// (k goes up), Space asks the next, and R starts again.
func checkPredictKeys(r *keyRun) {
	key(r.t, r.ctx, "q")
	untilFragment(r.t, r.ctx, "Q", func(l *lab.Link) bool { return l.Predict != nil && *l.Predict })
	key(r.t, r.ctx, kb.Enter)
	r.k("Enter reveals", 1)
	key(r.t, r.ctx, " ")
	key(r.t, r.ctx, kb.Enter)
	r.k("Space, then Enter, reveals the next", 2)
	key(r.t, r.ctx, "r")
	r.k("R in predict mode", 0)
	key(r.t, r.ctx, "q")
}

// checkFit: F frames the points; a drag on empty space then pans the
// view, and F frames them as before. (The drag starts left of the axis,
// below x₃ = (1, 1): empty.)
func checkFit(r *keyRun) {
	key(r.t, r.ctx, "f")
	time.Sleep(1500 * time.Millisecond) // the address follows within a second
	before := untilFragment(r.t, r.ctx, "the view", func(l *lab.Link) bool { return l.View != nil }).View
	drag := []chromedp.Action[chromedp.Void]{
		chromedp.MouseEvent(chromedp.MouseMoved, 100, 520),
		chromedp.MouseEvent(chromedp.MousePressed, 100, 520, chromedp.ButtonLeft, chromedp.ClickCount(1)),
	}
	for i := 1; i <= 8; i++ {
		drag = append(drag, chromedp.MouseEvent(chromedp.MouseMoved, 100+float64(12*i), 520-float64(6*i), chromedp.ButtonLeft))
	}
	drag = append(drag, chromedp.MouseEvent(chromedp.MouseReleased, 196, 472, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	for _, a := range drag {
		within(r.t, r.ctx, 5*time.Second, a)
		time.Sleep(40 * time.Millisecond)
	}
	untilFragment(r.t, r.ctx, "dragging empty space pans", func(l *lab.Link) bool { return !sameView(l.View, before) })
	key(r.t, r.ctx, "f")
	untilFragment(r.t, r.ctx, "F fits the view", func(l *lab.Link) bool { return sameView(l.View, before) })
}

// sameView reports whether two views agree to a part in 10⁵ of a's
// width (nil: the points framed).
func sameView(a, b *lab.ViewRect) bool {
	if a == nil || b == nil {
		return a == b
	}
	tol := 1e-5 * (a.XMax - a.XMin)
	return math.Abs(a.XMin-b.XMin) < tol && math.Abs(a.XMax-b.XMax) < tol && math.Abs(a.YMin-b.YMin) < tol && math.Abs(a.YMax-b.YMax) < tol
}

// selectPoint clicks on point i and checks it is selected.
func selectPoint(r *keyRun, i int) {
	r.t.Helper()
	s := readState(r.t, r.ctx)
	if len(s.Points) <= i {
		r.t.Fatalf("the page shows %d points", len(s.Points))
	}
	click(r.t, r.ctx, s.Points[i][0], s.Points[i][1])
	if got := readState(r.t, r.ctx).Selected; got != i {
		r.t.Fatalf("clicked on x%d at %v; the selection is %d", i+1, s.Points[i], got)
	}
}

// checkFlip: L flips the selected point's label, and again back.
func checkFlip(r *keyRun) {
	selectPoint(r, 0)
	for _, want := range []float64{-1, 1} {
		key(r.t, r.ctx, "l")
		untilFragment(r.t, r.ctx, "L flips x₁", func(l *lab.Link) bool { return l.Set.Len() == 3 && l.Set.Y[0] == want })
	}
}

// checkEscape: Esc clears the selection, so L then flips nothing.
func checkEscape(r *keyRun) {
	selectPoint(r, 1)
	key(r.t, r.ctx, kb.Escape)
	if s := readState(r.t, r.ctx); s.Selected != -1 {
		r.t.Errorf("after Esc the selection is %d", s.Selected)
	}
}

// checkDelete: Delete and Backspace each delete the selected point.
func checkDelete(r *keyRun) {
	for n, k := range []string{kb.Delete, kb.Backspace} {
		selectPoint(r, 0)
		key(r.t, r.ctx, k)
		untilFragment(r.t, r.ctx, "deleting x₁", func(l *lab.Link) bool { return l.Set.Len() == 2-n })
	}
	r.open()
}

// checkUndo: Ctrl+Z brings a deleted point back, Ctrl+Shift+Z deletes it
// again.
func checkUndo(r *keyRun) {
	selectPoint(r, 2)
	key(r.t, r.ctx, kb.Delete)
	untilFragment(r.t, r.ctx, "Delete", func(l *lab.Link) bool { return l.Set.Len() == 2 })
	key(r.t, r.ctx, "z", chromedp.ModifierCtrl)
	untilFragment(r.t, r.ctx, "Ctrl+Z", func(l *lab.Link) bool { return l.Set.Len() == 3 })
	key(r.t, r.ctx, "z", chromedp.ModifierCtrl, chromedp.ModifierShift)
	untilFragment(r.t, r.ctx, "Ctrl+Shift+Z", func(l *lab.Link) bool { return l.Set.Len() == 2 })
	r.open()
}

// checkMenus: F10 opens the File menu, Esc closes it; Alt+letter opens
// each menu; in the View menu the arrows reach Language, and Enter on
// 中文 switches the window to Chinese (the address says lang=zh).
func checkMenus(r *keyRun) {
	key(r.t, r.ctx, kb.F10)
	s := readState(r.t, r.ctx)
	shot(r.t, r.ctx, "keys-f10")
	if s.Menu != "bar:File" {
		r.t.Errorf("after F10 the keyboard is at %q, want the File menu", s.Menu)
	}
	key(r.t, r.ctx, kb.Escape)
	if s := readState(r.t, r.ctx); s.Menu != "" {
		r.t.Errorf("Esc left the menu %q open", s.Menu)
	}
	for _, m := range []struct{ letter, title string }{{"f", "File"}, {"e", "Edit"}, {"t", "Train"}, {"h", "Help"}, {"v", "View"}} {
		key(r.t, r.ctx, m.letter, chromedp.ModifierAlt)
		if s := readState(r.t, r.ctx); s.Menu != "bar:"+m.title {
			r.t.Errorf("after Alt+%s the keyboard is at %q, want the %s menu", strings.ToUpper(m.letter), s.Menu, m.title)
		}
		if m.title != "View" {
			key(r.t, r.ctx, kb.Escape)
		}
	}
	// The View menu's last item is Language (the browser's own full
	// screen is left out): Up lights it, Right opens its submenu on
	// English, Down goes to 中文.
	for _, k := range []string{kb.ArrowUp, kb.ArrowRight, kb.ArrowDown} {
		key(r.t, r.ctx, k)
	}
	shot(r.t, r.ctx, "keys-menu-language")
	key(r.t, r.ctx, kb.Enter)
	untilFragment(r.t, r.ctx, "the View menu's Language ▸ 中文", func(l *lab.Link) bool { return l.Lang == "zh" })
	key(r.t, r.ctx, kb.F10)
	shot(r.t, r.ctx, "keys-f10-zh")
	key(r.t, r.ctx, kb.Escape)
	r.open()
}

// checkF11: F11 is the browser's (full screen): the page passes it on
// without preventing it (web/index.html), so no listener of the app's
// sees it.
func checkF11(r *keyRun) {
	within(r.t, r.ctx, 5*time.Second, chromedp.Evaluate[bool](`(() => {
		window.f11 = {passed: false, prevented: false};
		const stop = Event.prototype.stopImmediatePropagation, prevent = Event.prototype.preventDefault;
		Event.prototype.stopImmediatePropagation = function () {
			if (this.key === "F11") window.f11.passed = true;
			return stop.call(this);
		};
		Event.prototype.preventDefault = function () {
			if (this.key === "F11") window.f11.prevented = true;
			return prevent.call(this);
		};
		return true;
	})()`))
	key(r.t, r.ctx, kb.F11)
	got := within(r.t, r.ctx, 5*time.Second, chromedp.Evaluate[map[string]bool](`window.f11`))
	if !got["passed"] || got["prevented"] {
		r.t.Errorf("F11 in the page: %v; the browser must get it, unprevented", got)
	}
}

// altKey presses Alt (down or up) as a hand does.
func altKey(r *keyRun, down bool) {
	const altBit = 1 // the protocol's modifier bit for Alt
	p := input.DispatchKeyEventParams{Key: "Alt", Code: "AltLeft", WindowsVirtualKeyCode: 18, NativeVirtualKeyCode: 18, Location: 1}
	p.Type = input.DispatchKeyEventTypeKeyUp
	if down {
		p.Type, p.Modifiers = input.DispatchKeyEventTypeRawKeyDown, altBit
	}
	if _, err := chromedp.Call(r.ctx, input.DispatchKeyEvent, p); err != nil {
		r.t.Fatal(err)
	}
	time.Sleep(200 * time.Millisecond)
}

// checkAltClick: with Alt held a click places a point off the grid, and
// releasing Alt opens no menu; nor does Alt alone.
func checkAltClick(r *keyRun) {
	altKey(r, true)
	within(r.t, r.ctx, 5*time.Second, chromedp.MouseEvent(chromedp.MouseMoved, 233, 187))
	time.Sleep(150 * time.Millisecond)
	within(r.t, r.ctx, 5*time.Second, chromedp.MouseClickXY(233, 187, chromedp.ButtonModifiers(chromedp.ModifierAlt)))
	altKey(r, false)
	l := untilFragment(r.t, r.ctx, "Alt+click adds a point", func(l *lab.Link) bool { return l.Set.Len() == 4 })
	if l.Set.Len() == 4 {
		x := l.Set.Point(3)
		if x[0] == math.Round(x[0]) && x[1] == math.Round(x[1]) {
			r.t.Errorf("Alt+click placed a point on the grid, at %v", x)
		}
	}
	if s := readState(r.t, r.ctx); s.Menu != "" || s.Dialog {
		r.t.Errorf("releasing Alt after Alt+click opened %q", s.Menu)
	}
	altKey(r, true)
	altKey(r, false)
	if s := readState(r.t, r.ctx); s.Menu != "" || s.Dialog {
		shot(r.t, r.ctx, "keys-alt-alone")
		r.t.Errorf("Alt alone opened %q", s.Menu)
	}
	r.open()
}

// checkNewOpenSave: Alt+N empties the lab, Ctrl+O opens the browser's
// file picker, Ctrl+S asks the download's name.
func checkNewOpenSave(r *keyRun) {
	key(r.t, r.ctx, "n", chromedp.ModifierAlt)
	untilFragment(r.t, r.ctx, "Alt+N: a new, empty lab", func(l *lab.Link) bool { return l.Set.Len() == 0 })
	r.open()
	if _, err := chromedp.Call(r.ctx, page.SetInterceptFileChooserDialog, page.SetInterceptFileChooserDialogParams{Enabled: true}); err != nil {
		r.t.Fatal(err)
	}
	chooser := make(chan struct{}, 1)
	lctx, stop := context.WithCancel(r.ctx)
	defer stop()
	opened := chromedp.Events(lctx, page.FileChooserOpened)
	go func() {
		for _, err := range opened {
			if err == nil {
				chooser <- struct{}{}
			}
			return
		}
	}()
	key(r.t, r.ctx, "o", chromedp.ModifierCtrl)
	select {
	case <-chooser:
	case <-time.After(5 * time.Second):
		r.t.Error("Ctrl+O opened no file picker")
	}
	checkDialog(r, "s", "Ctrl+S: save", chromedp.ModifierCtrl)
}

// checkDialog presses k with mods and checks a dialog then lies over the
// window.
func checkDialog(r *keyRun, k, what string, mods ...chromedp.Modifier) {
	key(r.t, r.ctx, k, mods...)
	if s := readState(r.t, r.ctx); !s.Dialog {
		r.t.Errorf("%s showed no dialog", what)
	}
}

// checkSaveAsTyped: Ctrl+Shift+S asks the download's name; the letters
// typed into it are the name's, not the window's keys.
func checkSaveAsTyped(r *keyRun) {
	checkDialog(r, "s", "Ctrl+Shift+S: save as", chromedp.ModifierCtrl, chromedp.ModifierShift)
	lettersStayInEntry(r, "the file name")
}

// lettersStayInEntry types the window's letters into the text entry that
// has the keyboard and checks that none of them acted.
func lettersStayInEntry(r *keyRun, what string) {
	r.t.Helper()
	before := readState(r.t, r.ctx)
	for _, k := range "eqphxrfl" {
		key(r.t, r.ctx, string(k))
	}
	after := readState(r.t, r.ctx)
	if after.Projector != before.Projector || after.Predict != before.Predict || after.Side != before.Side || after.ExplainOn != before.ExplainOn {
		r.t.Errorf("letters typed into %s acted on the window: %+v, then %+v", what, before, after)
	}
	if l := untilFragment(r.t, r.ctx, "the lab", func(*lab.Link) bool { return true }); l.K != 0 || l.Set.Y[0] != 1 {
		r.t.Errorf("letters typed into %s trained or flipped: k = %d, labels %v", what, l.K, l.Set.Y)
	}
}

// testLettersInSidePanel tabs to the side panel's first text entry and
// types the window's letters into it: they are the entry's.
func testLettersInSidePanel(r *keyRun) {
	r.open()
	for range 40 {
		// The window's text entries pass F10 and F11 on (kit.KeyEntry).
		if f := readState(r.t, r.ctx).Focused; f == "*widget.Entry" || f == "*kit.KeyEntry" {
			lettersStayInEntry(r, "a text entry of the side panel")
			r.open()
			return
		}
		key(r.t, r.ctx, kb.Tab)
	}
	r.t.Error("40 Tab presses reached no text entry")
}
