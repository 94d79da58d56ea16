package fitview

import (
	"sync"

	"fyne.io/fyne/v2"
	fynecanvas "fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/figure"
)

// asyncFigure is an image of a series figure drawn to its size in a
// goroutine: a request while one is drawn is followed by one more, with
// the newest figure.
type asyncFigure struct {
	image   *fynecanvas.Image
	content fyne.CanvasObject
	make    func() figure.SeriesFigure // builds the figure, on the UI goroutine

	mu          sync.Mutex // guards busy and again: the test driver runs fyne.Do on the job's goroutine
	busy, again bool
	Jobs        sync.WaitGroup
	closed      func() bool
	// shown reports whether the figure is on screen. Its own Visible is
	// not enough: a tab hides its content, not the image, and a scroller
	// lays out what it holds while hidden. A figure drawn while hidden
	// would only cost time, and in the test driver, whose fyne.Do runs on
	// the drawing goroutine, it raced with the test (-race caught it).
	shown func() bool
}

// newAsyncFigure returns a figure built by mk, drawn again on resize
// while shown says it is on screen.
func newAsyncFigure(mk func() figure.SeriesFigure, closed, shown func() bool) *asyncFigure {
	f := &asyncFigure{make: mk, closed: closed, shown: shown}
	f.image = &fynecanvas.Image{FillMode: fynecanvas.ImageFillContain, ScaleMode: fynecanvas.ImageScaleSmooth}
	// 280 pixels: in projector mode's larger type a figure's title, legend
	// and axes need them (at 200 the legend covered the curves), and a
	// section's controls and figure about fill the 340 pixels a 720-pixel
	// projector leaves the Chapter 1 tab; its caption is scrolled to.
	f.content = container.New(&watchLayoutGrid{onResize: f.Refresh, minHeight: asyncFigureHeight}, f.image)
	return f
}

// refresh draws the figure again when it is on screen.
func (f *asyncFigure) Refresh() {
	size := f.image.Size()
	if !f.image.Visible() || size.Width < 10 || size.Height < 10 || f.closed() || !f.shown() {
		return
	}
	f.mu.Lock()
	if f.busy {
		f.again = true
		f.mu.Unlock()
		return
	}
	f.busy = true
	f.mu.Unlock()
	scale := float32(1)
	if c := fyne.CurrentApp().Driver().CanvasForObject(f.image); c != nil {
		scale = c.Scale()
	}
	fig := f.make()
	o := figure.FigureOptions{Width: max(int(size.Width*scale), 16), Height: max(int(size.Height*scale), 16), DPI: 96 * float64(scale)}
	f.Jobs.Add(1)
	go func() {
		defer f.Jobs.Done()
		img, err := figure.RenderSeries(fig, o)
		fyne.Do(func() {
			f.mu.Lock()
			again := f.again
			f.busy, f.again = false, false
			f.mu.Unlock()
			if f.closed() {
				return
			}
			if err == nil {
				f.image.Image = img
				f.image.Refresh()
			}
			if again {
				f.Refresh()
			}
		})
	}()
}

// asyncFigureHeight is the least height of a Chapter 1 figure.
const asyncFigureHeight = 280

// tapImage is an image that reports taps: a click on an error curve
// chooses the M or ln λ under it.
type tapImage struct {
	widget.BaseWidget
	image    *fynecanvas.Image
	OnTapped func(pos fyne.Position, size fyne.Size)
}

var _ fyne.Tappable = (*tapImage)(nil)

// newTapImage wraps img.
func newTapImage(img *fynecanvas.Image, tapped func(fyne.Position, fyne.Size)) *tapImage {
	t := &tapImage{image: img, OnTapped: tapped}
	t.ExtendBaseWidget(t)
	return t
}

// CreateRenderer implements fyne.Widget.
func (t *tapImage) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(t.image) }

// Tapped implements fyne.Tappable.
func (t *tapImage) Tapped(e *fyne.PointEvent) {
	if t.OnTapped != nil {
		t.OnTapped(e.Position, t.Size())
	}
}
