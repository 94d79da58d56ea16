package webtest

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// layoutShown is how the window is laid out (ui/inspect_js.go), in Fyne's
// units.
type layoutShown struct {
	W, H, MinW, MinH, Scale float64
	PageW, PageH            float64 // the page's size, CSS pixels
	Phone, Sheet            bool
	Toggle                  []float64 // the Panel button's centre
	Plane                   []float64 // x, y, width, height
	SheetBox, Bar, Status   []float64 // x, y, width, height; Bar and Status empty when hidden
	SlideSteps              float64   // the positions the sheet took in its latest slide
}

// readLayout reads how the window is laid out.
func readLayout(t *testing.T, ctx context.Context) layoutShown {
	t.Helper()
	time.Sleep(700 * time.Millisecond)
	return within(t, ctx, 5*time.Second, chromedp.Evaluate[layoutShown](`(() => {
		const l = (window.perceptronlab.shown || {}).layout || {};
		return {PageW: innerWidth, PageH: innerHeight, W: l.w, H: l.h, MinW: l.minW, MinH: l.minH, Scale: l.scale, Phone: !!l.phone, Sheet: !!l.sheet,
			Toggle: l.toggle || [], Plane: l.plane || [], SheetBox: l.sheetBox || [], Bar: l.bar || [], Status: l.status || [],
			SlideSteps: l.slideSteps || 0};
	})()`))
}

// screen sets the page's size in CSS pixels, as a phone (touch, a device
// pixel ratio of 2) or a computer's window.
func screen(t *testing.T, ctx context.Context, w, h int64, phone bool) {
	t.Helper()
	ratio := 1.0
	if phone {
		ratio = 2
	}
	_, err := chromedp.Call(ctx, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
		Width: w, Height: h, DeviceScaleFactor: ratio, Mobile: phone})
	if err == nil {
		_, err = chromedp.Call(ctx, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: phone, MaxTouchPoints: 5})
	}
	if err != nil {
		t.Fatal(err)
	}
}

// fits checks that nothing is cut off: the window's content fits the page.
func fits(t *testing.T, ctx context.Context, name string, wantPhone bool) layoutShown {
	t.Helper()
	l := readLayout(t, ctx)
	t.Logf("%s: page %.0f×%.0f, canvas %.0f×%.0f, content needs %.0f×%.0f, scale %.1f, phone layout %v", name, l.PageW, l.PageH, l.W, l.H, l.MinW, l.MinH, l.Scale, l.Phone)
	// Fyne's units are CSS pixels times the user's zoom, 1 here.
	if l.MinW > l.PageW+0.5 || l.MinH > l.PageH+0.5 || l.W > l.PageW+0.5 || l.H > l.PageH+0.5 {
		t.Errorf("%s: the window is %.0f×%.0f and needs %.0f×%.0f in a page of %.0f×%.0f: its edges are cut off (artifacts/web-%s.png)",
			name, l.W, l.H, l.MinW, l.MinH, l.PageW, l.PageH, name)
	}
	if l.Phone != wantPhone {
		t.Errorf("%s: phone layout %v, want %v", name, l.Phone, wantPhone)
	}
	return l
}

// touch sends one touch event with the fingers at pts (CSS pixels).
func touch(t *testing.T, ctx context.Context, typ input.DispatchTouchEventType, pts ...[2]float64) {
	t.Helper()
	var tps []*input.TouchPoint
	for i, p := range pts {
		tps = append(tps, &input.TouchPoint{X: p[0], Y: p[1], ID: new(float64(i + 1))})
	}
	if _, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: tps}); err != nil {
		t.Fatal(err)
	}
}

// tap touches (x, y) for a moment.
func tap(t *testing.T, ctx context.Context, x, y float64) {
	t.Helper()
	touch(t, ctx, input.DispatchTouchEventTypeTouchStart, [2]float64{x, y})
	time.Sleep(80 * time.Millisecond)
	touch(t, ctx, input.DispatchTouchEventTypeTouchEnd)
	time.Sleep(500 * time.Millisecond)
}

// TestWebPhone lays the window out on a phone, 390×844 and 844×390, and
// on a laptop at 200 % zoom: nothing is cut off, the side panel is a sheet
// that the Panel button slides over the plane and away, in landscape the
// plane keeps most of the height (no toolbar), a tap places a +1
// point, a long press a −1 point, and two fingers spread apart zoom in.
// Then at 1366×768 and 1920×1080 the window is laid out as before, with
// the split. Screenshots of each, and in Chinese and projector mode, are
// left in artifacts/ to be looked at.
func TestWebPhone(t *testing.T) {
	srv := serve(t)
	ctx := newBrowser(t)
	base := srv.URL + "/"
	screen(t, ctx, 390, 844, true)
	load(t, ctx, base+"#points=1,1,1&view=-4,4,-4,4&lang=en")
	shot(t, ctx, "phone-390x844")
	l := fits(t, ctx, "phone-390x844", true)
	if len(l.Toggle) != 2 || len(l.Plane) != 4 {
		t.Fatalf("no Panel button or plane: %+v", l)
	}
	// Fyne's units are CSS pixels here (its scale is the device's).
	slides(t, ctx, "phone-sheet", l)
	testTouches(t, ctx, l)
	acceptLeaving(ctx) // the points added are unsaved: the page asks before it goes
	for _, c := range []struct {
		name  string
		w, h  int64
		phone bool
		link  string
	}{
		// At the end of the run: the explanation is at its longest.
		{"phone-844x390", 844, 390, true, "#example=lihang21&k=7&end=1&lang=en"},
		{"phone-844x390-projector", 844, 390, true, "#example=lihang21&k=7&end=1&lang=en&projector=1"},
		{"phone-projector", 390, 844, true, "#example=lihang21&lang=en&projector=1"},
		{"phone-zh-projector", 390, 844, true, "#example=lihang21&lang=zh&projector=1"},
		{"zoom200-683x384", 683, 384, false, "#example=lihang21&lang=en"},
		{"laptop-1366x768", 1366, 768, false, "#example=lihang21&lang=en"},
		{"desktop-1920x1080", 1920, 1080, false, "#example=lihang21&lang=zh&projector=1"},
	} {
		screen(t, ctx, c.w, c.h, c.phone)
		load(t, ctx, base+c.link)
		time.Sleep(time.Second)
		shot(t, ctx, c.name)
		l := fits(t, ctx, c.name, c.w < 700 || c.h < 500)
		if c.name == "phone-844x390" {
			landscape(t, ctx, l)
		}
	}
}

// slides shows the side panel's sheet with the Panel button and hides it
// again: it slides (its latest slide took several positions), and lies
// within the page.
func slides(t *testing.T, ctx context.Context, name string, l layoutShown) {
	t.Helper()
	tap(t, ctx, l.Toggle[0], l.Toggle[1])
	in := readLayout(t, ctx)
	if !in.Sheet || len(in.SheetBox) != 4 {
		t.Fatalf("%s: the Panel button did not show the side panel's sheet", name)
	}
	shot(t, ctx, name)
	if b := in.SheetBox; b[0] < 0 || b[1] < 0 || b[0]+b[2] > in.PageW+0.5 || b[1]+b[3] > in.PageH+0.5 || b[2] < 200 {
		t.Errorf("%s: the sheet lies at %v in a page of %.0f×%.0f", name, b, in.PageW, in.PageH)
	}
	if in.SlideSteps < 3 {
		t.Errorf("%s: the sheet appeared in %.0f steps; it should slide", name, in.SlideSteps)
	}
	tap(t, ctx, l.Toggle[0], l.Toggle[1])
	if out := readLayout(t, ctx); out.Sheet || out.SlideSteps < 3 {
		t.Errorf("%s: the Panel button did not slide the sheet away (%.0f steps)", name, out.SlideSteps)
	}
}

// landscape checks a phone's landscape window: the plane keeps most of
// the height, the toolbar is gone (its commands are in the menus), the
// status bar is within the page, and the sheet slides in and out.
func landscape(t *testing.T, ctx context.Context, l layoutShown) {
	t.Helper()
	if len(l.Plane) != 4 || l.Plane[3] < 0.55*l.PageH {
		t.Errorf("landscape: the plane is %v in a page %.0f high; it should have most of the height", l.Plane, l.PageH)
	}
	if len(l.Bar) != 0 {
		t.Errorf("landscape: the toolbar is shown at %v", l.Bar)
	}
	if s := l.Status; len(s) != 4 || s[1]+s[3] > l.PageH+0.5 || s[0]+s[2] > l.PageW+0.5 {
		t.Errorf("landscape: the status bar lies at %v in a page of %.0f×%.0f", s, l.PageW, l.PageH)
	}
	slides(t, ctx, "phone-844x390-sheet", l)
}

// testTouches taps, long-presses and pinches the plane of the phone's
// window, whose view is −4…4 on both axes and holds one point at (1, 1).
func testTouches(t *testing.T, ctx context.Context, l layoutShown) {
	px, py, pw, ph := l.Plane[0], l.Plane[1], l.Plane[2], l.Plane[3]
	cx, cy := px+pw/2, py+ph/2 // the plane's centre, (0, 0)
	tap(t, ctx, cx-pw/4, cy+ph/4)
	touch(t, ctx, input.DispatchTouchEventTypeTouchStart, [2]float64{cx + pw/4, cy + ph/4})
	time.Sleep(900 * time.Millisecond) // held still: a long press
	touch(t, ctx, input.DispatchTouchEventTypeTouchEnd)
	frag := settledFragment(t, ctx, func(f string) bool { return strings.Count(f, ";") >= 2 })
	shot(t, ctx, "phone-touches")
	got := openFragment(t, frag)
	if got.Set.Len() != 3 || got.Set.Y[1] != 1 || got.Set.Y[2] != -1 {
		t.Errorf("a tap and a long press gave the points %v labelled %v, want a +1 then a −1 after the link's", got.Set.X, got.Set.Y)
	}
	// Two fingers 100 px apart spread to 200: the view halves.
	before := got.View
	touch(t, ctx, input.DispatchTouchEventTypeTouchStart, [2]float64{cx - 50, cy}, [2]float64{cx + 50, cy})
	for i := 1; i <= 5; i++ {
		d := 50 + 10*float64(i)
		time.Sleep(50 * time.Millisecond)
		touch(t, ctx, input.DispatchTouchEventTypeTouchMove, [2]float64{cx - d, cy}, [2]float64{cx + d, cy})
	}
	touch(t, ctx, input.DispatchTouchEventTypeTouchEnd)
	frag = settledFragment(t, ctx, func(f string) bool { return !strings.Contains(f, "view=-4,4,-4,4") })
	after := openFragment(t, frag)
	ratio := (after.View.XMax - after.View.XMin) / (before.XMax - before.XMin)
	if ratio < 0.45 || ratio > 0.55 || after.Set.Len() != 3 {
		t.Errorf("the pinch changed the view's width by %.3f (want 0.5) and left %d points: #%s", ratio, after.Set.Len(), frag)
	}
}

// acceptLeaving answers "Leave site?" with yes from now on.
func acceptLeaving(ctx context.Context) {
	dialogs := chromedp.Events(ctx, page.JavascriptDialogOpening)
	go func() {
		for ev, err := range dialogs {
			if err != nil {
				return
			}
			if ev.Type == page.DialogTypeBeforeunload {
				chromedp.Call(ctx, page.HandleJavaScriptDialog, page.HandleJavaScriptDialogParams{Accept: true})
			}
		}
	}()
}
