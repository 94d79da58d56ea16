package scene

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"perceptronlab/algo/knn"
	"perceptronlab/algo/numeric"
	"perceptronlab/dataset"
)

// finishes fails t when f has not returned within a minute: a guard for a
// loop that once never ended, not a timing.
func finishes(t *testing.T, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatalf("%s never ended", what)
	}
}

// checkTicks checks what every axis's ticks must be: within [lo, hi],
// strictly increasing, distinct labels, at most maxTicks+1 of them.
func checkTicks(t *testing.T, ts []Tick, lo, hi float64) {
	t.Helper()
	if len(ts) > maxTicks+1 {
		t.Fatalf("%d ticks over [%v, %v]", len(ts), lo, hi)
	}
	for i, tk := range ts {
		if tk.Value < lo || tk.Value > hi || math.IsNaN(tk.Value) {
			t.Fatalf("tick %v outside [%v, %v]", tk.Value, lo, hi)
		}
		if i > 0 && (tk.Value <= ts[i-1].Value || tk.Label == ts[i-1].Label) {
			t.Fatalf("ticks %v then %v: not increasing, or the same label", ts[i-1], tk)
		}
	}
}

func TestTicksPast2To53(t *testing.T) {
	// Issue 21: at 10¹⁶, lo/step passes 2⁵³, k++ left k as it was and the
	// loop appended ticks until memory ran out. Floats there are 2 apart,
	// so the ticks 10¹⁶ + 2j, j = 0…4, are all there are with step 2.
	const s = 1e16
	var got []Tick
	finishes(t, "appendTicks at 1e16", func() { got = appendTicks(nil, s, s+8, 2) })
	checkTicks(t, got, s, s+8)
	if len(got) != 5 || got[0].Label != "10000000000000000" || got[4].Label != "10000000000000008" {
		t.Errorf("ticks %v, want 10000000000000000 … 10000000000000008, step 2", got)
	}
	// Step 1 is below float64's step there: the ticks are the same five.
	finishes(t, "appendTicks at 1e16, step 1", func() { got = appendTicks(nil, s, s+8, 1) })
	checkTicks(t, got, s, s+8)
	if len(got) != 5 {
		t.Errorf("step 1 at 1e16: %d ticks %v, want the 5 float64 values", len(got), got)
	}
}

func TestTickLabelsFarOut(t *testing.T) {
	// 10³⁰⁰ is written in scientific notation, with the digits that tell
	// two ticks 10²⁹⁹ apart (three: 1.01e300 … 1.05e300 have three).
	got := appendTicks(nil, 1.01e300, 1.05e300, 1e298)
	checkTicks(t, got, 1.01e300, 1.05e300)
	if len(got) != 5 || got[0].Label != "1.01e300" || got[4].Label != "1.05e300" {
		t.Errorf("ticks %v, want 1.01e300 … 1.05e300", got)
	}
	if got := formatSci(-2.5e-300, 3); got != "−2.5e−300" {
		t.Errorf("formatSci(−2.5e−300) = %q", got)
	}
}

func TestFitViewFarOut(t *testing.T) {
	// Issue 21's three points near S = 10¹⁶: the view is finite, ordered,
	// divisible and holds the points; the scene has a few ticks a side.
	const s = 1e16
	set := &dataset.Set{D: 2, X: []float64{s + 6, s + 6, s + 8, s + 6, s + 2, s + 2}, Y: []float64{1, 1, -1}}
	v := FitView(set, 1200, 900)
	if err := v.Check(); err != nil {
		t.Fatalf("FitView = %+v: %v", v, err)
	}
	for i := range set.Len() {
		if !v.Contains(set.X[2*i], set.X[2*i+1]) {
			t.Errorf("point %d outside the view %+v", i, v)
		}
	}
	var sc *Scene
	finishes(t, "Build at 1e16", func() { sc = Build(NewInput(set), v) })
	if len(sc.XTicks) < 2 || len(sc.YTicks) < 2 {
		t.Errorf("ticks x %v, y %v: want at least two a side", sc.XTicks, sc.YTicks)
	}
}

func TestNarrowViewBounded(t *testing.T) {
	// The link's view=1e15,1.0000000000000002e15,0,1 is two float64 steps
	// wide: Bounded widens it about its centre to MinExtentSteps steps
	// (0.125 apart at 10¹⁵: 2 wide), and Build says why the view is as it is.
	v := View{XMin: 1e15, XMax: 1.0000000000000002e15, YMin: 0, YMax: 1}
	if v.Check() != numeric.ErrExtentTooNarrow {
		t.Fatalf("Check = %v, want ErrExtentTooNarrow", v.Check())
	}
	b, ok := v.Bounded()
	if !ok || b.Check() != nil || b.Width() != 2 || b.YMin != 0 || b.YMax != 1 {
		t.Fatalf("Bounded = %+v, %v; want x 2 wide about 1e15+0.125, y unchanged", b, ok)
	}
	var sc *Scene
	finishes(t, "Build of a too narrow view", func() { sc = Build(NewInput(dataset.LiHang21()), v) })
	if !strings.Contains(sc.CaptionText(nil), NoteNarrowView) {
		t.Errorf("caption %q does not say why", sc.CaptionText(nil))
	}
	if _, ok := (View{XMin: math.NaN(), XMax: 1, YMin: 0, YMax: 1}).Bounded(); ok {
		t.Error("a NaN view was bounded")
	}
	if _, ok := (View{XMin: 2, XMax: 1, YMin: 0, YMax: 1}).Bounded(); ok {
		t.Error("a view out of order was bounded")
	}
}

func TestHatchFarOut(t *testing.T) {
	// A pruned cell at 10¹⁶ in a view 40 wide: the hatch's c += h never
	// moved c once h fell below c's float64 step.
	const s = 1e16
	sc := &Scene{View: View{XMin: s, XMax: s + 40, YMin: -20, YMax: 20}, Style: DefaultStyle(false)}
	finishes(t, "addPruned at 1e16", func() {
		sc.addPruned(knn.Rect{Min: []float64{s, -20}, Max: []float64{s + 40, 20}})
	})
	if n := len(sc.Shapes); n == 0 || n > maxHatches+1 {
		t.Errorf("%d shapes for one pruned cell", n)
	}
}

// FuzzTicksAndViews checks the ticks and view maths at any magnitude,
// including ranges narrower than one float64 step: Build always ends,
// with bounded, ordered ticks; Bounded gives a view that Check accepts and
// that keeps the centre; FitView of two points gives a divisible view.
func FuzzTicksAndViews(f *testing.F) {
	for _, c := range [][4]float64{
		{-1, 6, -1, 5}, {1e16, 1e16 + 8, 1e16, 1e16 + 8}, {1e15, 1.0000000000000002e15, 0, 1},
		{1e300, 1.1e300, -1e308, 1e308}, {5e-324, 1e-323, 0, 5e-324}, {-1e308, 1e308, 3, 3},
	} {
		f.Add(c[0], c[1], c[2], c[3], uint8(8))
	}
	f.Fuzz(func(t *testing.T, x0, x1, y0, y1 float64, n uint8) {
		v := View{XMin: x0, XMax: x1, YMin: y0, YMax: y1}
		sc := new(Scene)
		sc.Rebuild(NewInput(nil), v, int(n))
		if v.Valid() {
			checkTicks(t, sc.XTicks, x0, x1)
			checkTicks(t, sc.YTicks, y0, y1)
		}
		if b, ok := v.Bounded(); ok {
			if err := b.Check(); err != nil {
				t.Fatalf("Bounded(%+v) = %+v fails Check: %v", v, b, err)
			}
			if c := v.Center(); v.Check() != nil && (c.X < b.XMin || c.X > b.XMax || c.Y < b.YMin || c.Y > b.YMax) {
				t.Fatalf("Bounded(%+v) = %+v lost the centre", v, b)
			}
		}
		set := &dataset.Set{D: 2, X: []float64{x0, y0, x1, y1}, Y: []float64{1, -1}}
		fv := FitView(set, 640, 480)
		if allFinite(x0, y0, x1, y1) && fv.Check() != nil {
			t.Fatalf("FitView of (%v,%v), (%v,%v) = %+v: %v", x0, y0, x1, y1, fv, fv.Check())
		}
		sc.Rebuild(NewInput(set), fv, int(n))
	})
}

func allFinite(vs ...float64) bool {
	for _, v := range vs {
		if !finite(v) {
			return false
		}
	}
	return true
}

// cloud returns n points spread over [0, 10]² by a fixed recurrence,
// labelled by the side of x₁ + x₂ = 10.
func cloud(n int) *dataset.Set {
	set := &dataset.Set{D: 2, X: make([]float64, 2*n), Y: make([]float64, n)}
	u := uint64(1)
	next := func() float64 {
		u = u*6364136223846793005 + 1442695040888963407
		return float64(u>>11) / (1 << 53) * 10
	}
	for i := range n {
		set.X[2*i], set.X[2*i+1] = next(), next()
		set.Y[i] = 1
		if set.X[2*i]+set.X[2*i+1] < 10 {
			set.Y[i] = -1
		}
	}
	return set
}

func TestThinManyPoints(t *testing.T) {
	// Issue 21: a figure of 10⁶ points took most of a minute. Past
	// MaxDrawnPoints in view, one point of each class per grid cell is
	// drawn; the hovered one always is, and the models ask nothing of the
	// points not drawn (a k-NN query each, once).
	set := cloud(200_000)
	in := NewInput(set)
	in.Hovered = 12345
	calls := 0
	in.Models = []Model{Regions{F: func(x []float64) float64 { calls++; return x[0] + x[1] - 10 }}}
	sc := Build(in, View{XMin: 0, XMax: 10, YMin: 0, YMax: 10})
	drawn := 0
	for _, p := range sc.Points {
		if p.Flags&Hidden == 0 {
			drawn++
		}
	}
	// 100×100 cells, each class in about half of them and both along the
	// diagonal: at most 2·10⁴ drawn, and at least the 10⁴ cells.
	if drawn > MaxDrawnPoints || drawn < thinGrid*thinGrid {
		t.Errorf("%d points drawn of %d", drawn, set.Len())
	}
	if sc.Points[12345].Flags&Hidden != 0 {
		t.Error("the hovered point was thinned")
	}
	if calls != drawn {
		t.Errorf("the model was asked about %d points, %d are drawn", calls, drawn)
	}
	if want := fmt.Sprintf(NoteThinned, drawn, set.Len()); !strings.Contains(sc.CaptionText(nil), want) {
		t.Errorf("caption %q does not say %q", sc.CaptionText(nil), want)
	}
	// Few points: all drawn, no note.
	small := Build(NewInput(cloud(1000)), View{XMin: 0, XMax: 10, YMin: 0, YMax: 10})
	if len(small.Notes) != 0 {
		t.Errorf("notes %v for 1000 points", small.Notes)
	}
}

func BenchmarkBuildMillion(b *testing.B) {
	set := cloud(1_000_000)
	in := NewInput(set)
	in.Models = []Model{Hyperplane{W: []float64{1, 1}, B: -10}}
	sc := new(Scene)
	b.ReportAllocs()
	for b.Loop() {
		sc.Rebuild(in, View{XMin: 0, XMax: 10, YMin: 0, YMax: 10}, TickTarget)
	}
}
