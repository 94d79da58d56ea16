package perceptronview

import (
	"fmt"
	"image"
	"path/filepath"
	"slices"
	"sync"

	"fyne.io/fyne/v2"
	fynecanvas "fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/algo/perceptron"
	"perceptronlab/figure"
	"perceptronlab/report"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// Curve is the Curve tab: the run's learning curve, Li Hang's loss
// L(w, b) after each update above the mistakes of each epoch, with a mark
// at the update shown (which follows the slider). The curve is computed and
// drawn through gonum/plot in a goroutine, only while the tab is shown, and
// it can be saved as PNG or SVG, as "plot --curve" writes it.
type Curve struct {
	r CurveRoom
	// Caption says what the tab shows.
	Caption *widget.Label
	// Image shows the curve.
	Image *fynecanvas.Image
	// PNG saves the curve as PNG.
	PNG     *widget.Button
	svg     *widget.Button
	content fyne.CanvasObject

	key  curveKey     // what the image shows, or is being drawn for
	last figure.Curve // the curve last drawn
	jobs sync.WaitGroup
	// busy is set while a curve is drawn; again when the session changed
	// meanwhile, so one more is drawn after it (an animated run changes
	// it faster than a curve is drawn). mu guards key, busy and again: the
	// app reads and writes them on its one UI goroutine, but Fyne's test
	// driver runs fyne.Do on the drawing goroutine.
	busy, again bool
	mu          sync.Mutex
}

// curveKey says what a drawn curve depends on.
type curveKey struct {
	version, latest, k, dropped int
	status                      perceptron.Status
	w, h                        int
	lang                        string
	dark, projector             bool
}

// NewCurve builds the Curve tab for e.
func NewCurve(e CurveRoom) *Curve {
	p := &Curve{r: e}
	p.Caption = &widget.Label{Wrapping: fyne.TextWrapWord}
	p.Image = &fynecanvas.Image{FillMode: fynecanvas.ImageFillContain, ScaleMode: fynecanvas.ImageScaleSmooth}
	p.PNG = &widget.Button{Icon: theme.DocumentSaveIcon(), OnTapped: func() { p.onSave(".png") }}
	p.svg = &widget.Button{Icon: theme.DocumentSaveIcon(), OnTapped: func() { p.onSave(".svg") }}
	top := container.NewVBox(p.Caption, container.NewHBox(p.PNG, p.svg))
	area := container.New(&watchLayout{onResize: func() { p.Refresh() }}, p.Image)
	// The two plots need their height: squeezed to 20 pixels on a 720p
	// projector the ticks overlapped and "epoch" sat on the bars. Below
	// it the tab scrolls.
	p.content = container.NewVScroll(container.NewBorder(top, nil, nil, nil, area))
	return p
}

// watchLayout lays its one object over its whole area and says when that
// area changes size, so that an image drawn to size is drawn again.
type watchLayout struct {
	size     fyne.Size
	onResize func()
}

// Layout implements fyne.Layout.
func (l *watchLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
	if size != l.size {
		l.size = size
		l.onResize()
	}
}

// curveEms is the least height of the curve, in text sizes: two plots,
// each with a title, tick labels, an axis label and kit.Room for data.
const curveEms = 20

// MinSize implements fyne.Layout.
func (l *watchLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(120, curveEms*theme.TextSize())
}

// relabel sets the texts in the current language.
func (p *Curve) Relabel() {
	p.Caption.SetText(i18n.T("Li Hang's loss L(w, b) = −Σ yᵢ(w·xᵢ + b) over the misclassified points after each update, and the mistakes in each epoch. The dashed line marks the update shown."))
	p.PNG.SetText(i18n.T("Save PNG…"))
	p.svg.SetText(i18n.T("Save SVG…"))
	p.key = curveKey{}
	p.Refresh()
}

// curve returns the session's learning curve, marked at the update shown,
// on a copy of what it needs, so that it can be computed in a goroutine.
func (p *Curve) curve() func() figure.Curve {
	// The curve spans the whole run; the mark is the update shown.
	x := ExplainerOf(p.r.Session(), p.r.Session().Training().Head())
	x.Set = x.Set.Clone()
	x.Events = slices.Clone(x.Events)
	x.Alpha0 = slices.Clone(x.Alpha0)
	mark := p.r.Session().Training().State().K
	style := p.r.PlaneStyle()
	return func() figure.Curve {
		c := x.Curve(mark)
		c.Style = style
		return c
	}
}

// refresh redraws the curve when what it shows changed and the tab is on
// screen.
func (p *Curve) Refresh() {
	size := p.Image.Size()
	if !p.content.Visible() || size.Width < 10 || size.Height < 10 || !p.r.Session().Settings().Form.Trains() {
		return
	}
	s := p.r.Session()
	scale := float32(1)
	if c := fyne.CurrentApp().Driver().CanvasForObject(p.Image); c != nil {
		scale = c.Scale()
	}
	key := curveKey{version: s.Version(), latest: s.Training().Latest(), k: s.Training().State().K, dropped: s.Training().State().Dropped, status: s.Training().Head().Status,
		w: int(size.Width * scale), h: int(size.Height * scale), lang: i18n.Language()}
	key.dark, key.projector = p.r.Look()
	if !p.claim(key) {
		return
	}
	compute, opts := p.curve(), p.options(key.w, key.h)
	p.jobs.Add(1)
	go func() {
		defer p.jobs.Done()
		c := compute()
		img, err := figure.RenderCurve(c, opts)
		fyne.Do(func() { p.show(key, c, img, err) })
	}()
}

// claim reports whether a curve for key is to be drawn now: not when the
// image shows it or is being drawn for it, nor while another is drawn,
// which then is followed by one more.
func (p *Curve) claim(key curveKey) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch {
	case key == p.key:
		return false
	case p.busy:
		p.again = true
		return false
	}
	p.key, p.busy = key, true
	return true
}

// done ends the drawing of a curve for key; it reports whether the curve is
// still the one wanted, and whether to draw one more.
func (p *Curve) done(key curveKey) (current, again bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	again, p.busy, p.again = p.again, false, false
	return key == p.key, again
}

// options are the figure options of a curve w×h pixels in the interface's
// language.
func (p *Curve) options(w, h int) figure.FigureOptions {
	return figure.FigureOptions{Width: max(w, 16), Height: max(h, 16), Translate: report.Translator(i18n.Language())}
}

// show takes a drawn curve, unless a newer one is on its way.
func (p *Curve) show(key curveKey, c figure.Curve, img image.Image, err error) {
	current, again := p.done(key)
	if p.r.IsClosed() {
		return
	}
	if again {
		defer p.Refresh()
	}
	if !current {
		return
	}
	if err != nil {
		p.r.Message(err.Error())
		return
	}
	p.last = c
	p.Image.Image = img
	p.Image.Refresh()
}

// onSave asks for a file and writes the curve there, as "plot --curve"
// would: 1200×900 pixels with the plane's light style.
func (p *Curve) onSave(ext string) {
	compute := p.curve()
	p.r.AskSavePath("curve"+ext, []string{ext}, func(path string) {
		path, err := kit.WithExtension(path, []string{ext})
		if err == nil {
			c := compute()
			c.Style = scene.DefaultStyle(false)
			o := p.options(1200, 900)
			err = figure.SaveCurve(path, c, o)
		}
		if err != nil {
			kit.ShowError(err, p.r.Window())
			return
		}
		p.r.Message(fmt.Sprintf(i18n.T("Saved the learning curve to %s"), filepath.Base(path)))
	})
}

// CurveRoom is what the Curve asks of the window.
type CurveRoom interface {
	kit.Room
	// AskSavePath asks for a file to save to, named name with one of exts.
	AskSavePath(name string, exts []string, then func(path string))
	// Look says whether the window is dark and in projector mode.
	Look() (dark, projector bool)
}

// Wait waits for the curves being drawn: the test driver runs a drawing's
// fyne.Do on the drawing's goroutine.
func (p *Curve) Wait() { p.jobs.Wait() }

// Last returns the curve last drawn, and whether one is being drawn.
func (p *Curve) Last() (c figure.Curve, busy bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.last, p.busy
}
