package fitview

import (
	"context"
	"fmt"
	"image"
	"math"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	fynecanvas "fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/figure"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
)

// fitViews is the Errors tab: E_RMS against M and against ln λ for the
// training and the test points (PRML Figs 1.5 and 1.8) with the current
// choice marked, and the coefficients in the form of PRML Table 1.1. They
// are computed and drawn in a goroutine after every change of the lab; a
// change while one is drawn cancels it, and one more follows.
type fitViews struct {
	v           *View
	ByM, ByL    *fynecanvas.Image
	tapM, tapL  *tapImage
	Table       *widget.Label
	tableHead   *widget.Label
	content     fyne.CanvasObject
	busy, again bool // guarded by mu: the test driver runs fyne.Do on the job's goroutine
	// cancel stops the drawing under way (guarded by mu): an edit while
	// it runs makes its sweeps stale, and the drawing after it replaces
	// them.
	cancel       context.CancelFunc
	mu           sync.Mutex
	Jobs         sync.WaitGroup // the drawings under way, for tests
	drawn        int            // how many times the views were drawn, for tests
	LastM, lastL lab.FitSweep
	figM, figL   figure.SeriesFigure // the figures shown, to map a tap back to M or ln λ
	opts         figure.FigureOptions
}

// NewViews builds the Errors tab of v.
func newFitViews(v *View) *fitViews {
	f := &fitViews{v: v}
	img := func() *fynecanvas.Image {
		return &fynecanvas.Image{FillMode: fynecanvas.ImageFillContain, ScaleMode: fynecanvas.ImageScaleSmooth}
	}
	f.ByM, f.ByL = img(), img()
	f.Table = &widget.Label{TextStyle: fyne.TextStyle{Monospace: true}}
	f.tableHead = &widget.Label{TextStyle: fyne.TextStyle{Bold: true}, Wrapping: fyne.TextWrapWord}
	// The figures need room for a title, a legend and two axes: each is
	// at least fitFigureHeight high, and the tab scrolls.
	f.tapM = newTapImage(f.ByM, func(p fyne.Position, s fyne.Size) { f.onTap(false, p, s) })
	f.tapL = newTapImage(f.ByL, func(p fyne.Position, s fyne.Size) { f.onTap(true, p, s) })
	figs := container.New(&watchLayoutGrid{onResize: f.Refresh, minHeight: 2 * fitFigureHeight}, f.tapM, f.tapL)
	f.content = container.NewVScroll(container.NewVBox(figs, f.tableHead, container.NewHScroll(f.Table)))
	return f
}

// relabel sets the texts in the current language.
func (f *fitViews) Relabel() {
	f.tableHead.SetText(i18n.T("Coefficients w* in the form of PRML Table 1.1"))
}

// fitViewsJob is what one drawing of the views needs, copied off the lab.
type fitViewsJob struct {
	lab             lab.FitLab
	w, h            int
	style           scene.Style
	dpi             float64
	titleM, titleL  string
	train, test, xl string
}

// refresh draws the views again in a goroutine, unless the tab is hidden.
func (f *fitViews) Refresh() {
	size := f.ByM.Size()
	if !f.content.Visible() || size.Width < 10 || size.Height < 10 || f.v.shownTab != 1 {
		return
	}
	if !f.claim() {
		return
	}
	scale := float32(1)
	if c := fyne.CurrentApp().Driver().CanvasForObject(f.ByM); c != nil {
		scale = c.Scale()
	}
	job := f.v.viewsJob(f.v.r.PlaneStyle()) // fitexport.go
	job.w, job.h, job.dpi = int(size.Width*scale), int(size.Height*scale), 96*float64(scale)
	ctx, cancel := context.WithCancel(context.Background())
	f.mu.Lock()
	f.cancel = cancel
	f.mu.Unlock()
	f.Jobs.Add(1)
	go func() {
		defer f.Jobs.Done()
		defer cancel()
		d := job.draw(ctx)
		fyne.Do(func() { f.show(d) })
	}()
}

// show puts drawn views on screen, and draws again if the lab changed
// meanwhile.
func (f *fitViews) show(d fitDrawn) {
	f.mu.Lock()
	again := f.again
	f.busy, f.again = false, false
	f.mu.Unlock()
	if f.v.r.IsClosed() {
		return
	}
	if d.cancelled {
		if again {
			f.Refresh()
		}
		return
	}
	f.drawn++
	f.LastM, f.lastL = d.sm, d.sl
	f.figM, f.figL, f.opts = d.figM, d.figL, d.opts
	f.ByM.Image, f.ByL.Image = d.ByM, d.ByL
	f.ByM.Refresh()
	f.ByL.Refresh()
	f.Table.SetText(d.Table)
	if again {
		f.Refresh()
	}
}

// claim reports whether the views are to be drawn now: not while a
// drawing is under way, which is then followed by one more.
func (f *fitViews) claim() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.busy {
		f.again = true
		if f.cancel != nil {
			f.cancel() // the drawing under way is stale
		}
		return false
	}
	f.busy = true
	return true
}

// fitDrawn is what one drawing of the views made.
type fitDrawn struct {
	ByM, ByL   image.Image
	figM, figL figure.SeriesFigure
	opts       figure.FigureOptions
	sm, sl     lab.FitSweep
	Table      string
	cancelled  bool // an edit came first: nothing to show
}

// draw computes the sweeps and the table and renders the two figures,
// unless ctx is cancelled first.
func (j fitViewsJob) draw(ctx context.Context) (d fitDrawn) {
	var errM, errL error
	d.sm, errM = j.lab.SweepM(ctx)
	d.sl, errL = j.lab.SweepLambda(ctx)
	if ctx.Err() != nil && (errM != nil || errL != nil) {
		d.cancelled = true
		return d
	}
	d.opts = figure.FigureOptions{Width: max(j.w, 16), Height: max(j.h, 16), DPI: j.dpi}
	d.figM = j.figure(d.sm, "M", float64(j.lab.M), j.titleM)
	d.figL = j.figure(d.sl, j.xl, math.Max(j.lab.LnLambda, lab.FitMinLnLambda), j.titleL)
	if img, err := figure.RenderSeries(d.figM, d.opts); err == nil {
		d.ByM = img
	}
	if img, err := figure.RenderSeries(d.figL, d.opts); err == nil {
		d.ByL = img
	}
	d.Table = j.Table()
	return d
}

// onTap sets M (or ln λ) to the value under a tap on its figure: the
// sliders, the plane, the strip and the table follow.
func (f *fitViews) onTap(lambda bool, pos fyne.Position, size fyne.Size) {
	fig := f.figM
	if lambda {
		fig = f.figL
	}
	if fig.Series == nil || size.Width <= 0 {
		return
	}
	// The image is drawn to the widget's size in device pixels.
	x, ok := figure.SeriesXAt(fig, f.opts, float64(pos.X/size.Width)*float64(f.opts.Width))
	if !ok {
		return
	}
	if lambda {
		f.v.Controls.LnLambda.SetValue(math.Round(x*2) / 2)
	} else {
		f.v.Controls.M.SetValue(math.Round(x))
	}
}

// figure builds one sweep's figure.
func (j fitViewsJob) figure(s lab.FitSweep, xlabel string, mark float64, title string) figure.SeriesFigure {
	f := figure.NewSeriesFigure(title, xlabel, "E_RMS")
	f.Style = j.style
	f.Series = []figure.Series{{Label: j.train, X: s.Param, Y: s.Train, Kind: figure.SeriesLinePoints}}
	if !allNaN(s.Test) {
		f.Series = append(f.Series, figure.Series{Label: j.test, X: s.Param, Y: s.Test, Kind: figure.SeriesLinePoints})
	}
	f.MarkX = mark
	f.YMin, f.YMax = 0, math.Min(1.5, maxFinite(s.Train, s.Test)*1.05+1e-3)
	return f
}

// Table writes the coefficients of M = 0, 1, 3, 9 and the current M at
// the current λ in the form of PRML Table 1.1: one column per M, one row
// per wₖ*.
func (j fitViewsJob) Table() string {
	ms := []int{0, 1, 3, 9}
	if !slices.Contains(ms, j.lab.M) {
		ms = append(ms, j.lab.M)
		slices.Sort(ms)
	}
	cols := make([][]float64, len(ms))
	rows := 0
	for i, m := range ms {
		if r, err := j.lab.FitAt(m, j.lab.Lambda()); err == nil {
			cols[i] = r.Poly.W
			rows = max(rows, len(r.Poly.W))
		}
	}
	// Each column is as wide as its widest entry and two spaces, so that
	// the four (or five) columns fit the side panel in the monospace face.
	cells := make([][]string, len(ms))
	widths := make([]int, len(ms))
	for i, m := range ms {
		cells[i] = append(cells[i], fmt.Sprintf("M = %d", m))
		for _, w := range cols[i] {
			cells[i] = append(cells[i], fmt.Sprintf("%.2f", w))
		}
		for _, c := range cells[i] {
			widths[i] = max(widths[i], utf8.RuneCountInString(c)+2)
		}
	}
	var b strings.Builder
	for k := range rows + 1 {
		if k > 0 {
			b.WriteString("\n")
			fmt.Fprintf(&b, "%-4s", "w"+subscript(k-1)+"*")
		} else {
			fmt.Fprintf(&b, "%-4s", "")
		}
		for i := range cells {
			c := ""
			if k < len(cells[i]) {
				c = cells[i][k]
			}
			fmt.Fprintf(&b, "%*s", widths[i], c)
		}
	}
	return b.String()
}

// subscript writes k in subscript digits.
func subscript(k int) string {
	var b strings.Builder
	for _, d := range fmt.Sprint(k) {
		b.WriteRune('₀' + d - '0')
	}
	return b.String()
}

func allNaN(v []float64) bool {
	return !slices.ContainsFunc(v, func(x float64) bool { return !math.IsNaN(x) })
}

// maxFinite returns the largest finite value of a and b, or 1.
func maxFinite(a, b []float64) float64 {
	m := math.Inf(-1)
	for _, v := range append(slices.Clone(a), b...) {
		if !math.IsNaN(v) && !math.IsInf(v, 0) {
			m = math.Max(m, v)
		}
	}
	if math.IsInf(m, -1) {
		return 1
	}
	return m
}

// watchLayoutGrid stacks its objects in equal rows over its area and says
// when that area changes size, so that images drawn to size are drawn
// again.
type watchLayoutGrid struct {
	size      fyne.Size
	onResize  func()
	minHeight float32 // 0: 240
}

// fitFigureHeight is the least height of an error figure.
const fitFigureHeight = 300

// Layout implements fyne.Layout.
func (l *watchLayoutGrid) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	h := size.Height / float32(max(len(objs), 1))
	for i, o := range objs {
		o.Move(fyne.NewPos(0, h*float32(i)))
		o.Resize(fyne.NewSize(size.Width, h))
	}
	if size != l.size {
		l.size = size
		l.onResize()
	}
}

// MinSize implements fyne.Layout.
func (l *watchLayoutGrid) MinSize([]fyne.CanvasObject) fyne.Size {
	if l.minHeight > 0 {
		return fyne.NewSize(160, l.minHeight)
	}
	return fyne.NewSize(160, 240)
}
