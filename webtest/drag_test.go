package webtest

import (
	"context"
	"fmt"
	"image"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"perceptronlab/dataset"
	"perceptronlab/lab"
)

// dragMoves is how many mouse moves a measured drag makes, dragGap the
// time between them (a 60 Hz mouse).
const (
	dragMoves = 30
	dragGap   = 16 * time.Millisecond
)

// TestWebDragTiming drags a point among 50 and among 1000 (the primal
// form after 20 updates) with 30 mouse moves, and reads from the page's
// perceptronLabDrag (ui/dragtiming_js.go) the time from each move to the
// frame that shows it. It logs the median, the 90th percentile and the
// largest, and holds only that every move got a frame and that the point
// moved: timing is the benchmarks' and this log's business, not a test's.
// It also holds that the window the drag's partial repaints left
// (web/_overlay/fyne_damage_canvas.go) is, pixel for pixel, the window
// repainted whole.
func TestWebDragTiming(t *testing.T) {
	srv := serve(t)
	for _, n := range []int{50, 1000} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			ctx := newBrowser(t)
			defer closeBrowser(ctx)
			set := roundedSet(dataset.Separable(n, 2, 0.01, 2))
			l := &lab.Link{Set: set, Settings: lab.DefaultSettings(), K: 20, Lang: "en", View: around(set)}
			frag, err := l.Fragment()
			if err != nil {
				t.Fatal(err)
			}
			load(t, ctx, srv.URL+"/#"+frag)
			settledFragment(t, ctx, func(string) bool { return true })
			p0 := slices.Clone(set.Point(0))
			times, handled := drag(t, ctx, p0)
			shot(t, ctx, fmt.Sprintf("drag-%d", n))
			after := openFragment(t, settledFragment(t, ctx, func(f string) bool { return strings.Contains(f, "points=") }))
			if slices.Equal(after.Set.Point(0), p0) {
				t.Errorf("the drag left point 1 at %v", p0)
			}
			partialIsWhole(t, ctx, fmt.Sprintf("drag-%d", n))
			s, h := slices.Sorted(slices.Values(times)), slices.Sorted(slices.Values(handled))
			t.Logf("%d points: %d moves; move to its frame: median %.0f ms, 90th percentile %.0f ms, largest %.0f ms (all: %.0f); to its handling: median %.0f ms",
				n, len(times), s[len(s)/2], s[len(s)*9/10], s[len(s)-1], times, h[len(h)/2])
		})
	}
}

// partialIsWhole compares the window as its latest frames left it with
// the window repainted whole (the page's fyneRepaintWhole), pixel for
// pixel; the screenshots are kept as artifacts/web-NAME-partial.png and
// web-NAME-whole.png.
func partialIsWhole(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	partial := shot(t, ctx, name+"-partial")
	within(t, ctx, 5*time.Second, chromedp.Evaluate[any](`fyneRepaintWhole()`))
	time.Sleep(time.Second)
	whole := shot(t, ctx, name+"-whole")
	b := partial.Bounds()
	if whole.Bounds() != b {
		t.Fatalf("the screenshots differ in size: %v and %v", b, whole.Bounds())
	}
	n, first := 0, image.Point{-1, -1}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if partial.At(x, y) != whole.At(x, y) {
				if n == 0 {
					first = image.Pt(x, y)
				}
				n++
			}
		}
	}
	if n > 0 {
		t.Errorf("%d pixels of the window after partial repaints differ from the window repainted whole, the first at %v (artifacts/web-%s-partial.png and -whole.png)", n, first, name)
	}
}

// around returns the points' bounding box with a tenth more on each side.
func around(set *dataset.Set) *lab.ViewRect {
	v := lab.ViewRect{XMin: math.Inf(1), XMax: math.Inf(-1), YMin: math.Inf(1), YMax: math.Inf(-1)}
	for i := range set.Len() {
		p := set.Point(i)
		v.XMin, v.XMax = min(v.XMin, p[0]), max(v.XMax, p[0])
		v.YMin, v.YMax = min(v.YMin, p[1]), max(v.YMax, p[1])
	}
	dx, dy := (v.XMax-v.XMin)/10, (v.YMax-v.YMin)/10
	return &lab.ViewRect{XMin: v.XMin - dx, XMax: v.XMax + dx, YMin: v.YMin - dy, YMax: v.YMax + dy}
}

// roundedSet rounds set's coordinates to two decimals, to keep the link short.
func roundedSet(set *dataset.Set) *dataset.Set {
	for i, v := range set.X {
		set.X[i] = math.Round(v*100) / 100
	}
	return set
}

// drag presses the plane on point p (plane coordinates), moves the mouse
// dragMoves times, 4 pixels right and 2 down each, releases it, and
// returns the page's times from each move to its frame and to its
// handling. It fails unless every move got a frame.
func drag(t *testing.T, ctx context.Context, p []float64) (times, handled []float64) {
	t.Helper()
	var at []float64
	for deadline := time.Now().Add(10 * time.Second); len(at) < 2 && time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		at = within(t, ctx, 5*time.Second, chromedp.Evaluate[[]float64](
			fmt.Sprintf(`(window.perceptronLabDrag && perceptronLabDrag.toPage(%g, %g)) || []`, p[0], p[1])))
	}
	if len(at) < 2 {
		t.Fatal("the page has no perceptronLabDrag.toPage: the plane was never painted")
	}
	t.Logf("point %v at page %v", p, at)
	within(t, ctx, 5*time.Second, chromedp.Evaluate[any](`perceptronLabDrag.reset()`))
	held := func(p *input.DispatchMouseEventParams) {
		p.Button, p.Buttons, p.ClickCount = input.MouseButtonLeft, 1, 1
	}
	x, y := at[0], at[1]
	within(t, ctx, 5*time.Second, chromedp.MouseEvent(chromedp.MouseMoved, x, y))
	within(t, ctx, 5*time.Second, chromedp.MouseEvent(chromedp.MousePressed, x, y, held))
	for range dragMoves {
		x, y = x+4, y+2
		within(t, ctx, 5*time.Second, chromedp.MouseEvent(chromedp.MouseMoved, x, y, held))
		time.Sleep(dragGap)
	}
	within(t, ctx, 5*time.Second, chromedp.MouseEvent(chromedp.MouseReleased, x, y, held))
	moves := 0
	for deadline := time.Now().Add(15 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		times = within(t, ctx, 5*time.Second, chromedp.Evaluate[[]float64](`perceptronLabDrag.times`))
		moves = within(t, ctx, 5*time.Second, chromedp.Evaluate[int](`perceptronLabDrag.moves`))
		if moves == dragMoves && len(times) == moves {
			return times, within(t, ctx, 5*time.Second, chromedp.Evaluate[[]float64](`perceptronLabDrag.handled`))
		}
	}
	t.Fatalf("%d moves sent, %d taken by the plane, %d shown in a frame", dragMoves, moves, len(times))
	return nil, nil
}
