package ui

import (
	"context"
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"perceptronlab/figure"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/algo/perceptron"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/perceptronview"
)

// GIF sizes the animation dialog offers; the first is animate's default.
var animSizes = []fyne.Size{{Width: 800, Height: 600}, {Width: 1280, Height: 720}, {Width: 1920, Height: 1080}}

// Frame counts: the default every keeps an animation within
// animTargetFrames; more than maxAnimFrames (animate's limit) need a
// larger every.
const (
	animTargetFrames = 100
	maxAnimFrames    = 500
)

// animChoice is what the animation dialog asked for.
type animChoice struct {
	size   fyne.Size
	every  int
	legend bool
}

// animDialog is File ▸ Export animation…: the GIF of the current run from
// its start, one frame per update or per every nth, and the last state,
// captioned like "perceptronlab animate" and drawn by the same painter.
type animDialog struct {
	r animRoom

	size      *widget.Select
	every     *widget.Entry
	frames    *widget.Label
	legend    *widget.Check
	whole     *widget.Check // train to the end first, so the GIF has the whole run
	exportBtn *widget.Button
	dlg       *dialog.CustomDialog
}

// onExportAnimation opens the animation dialog, once there is a run.
func (kp *keeper) onExportAnimation() {
	if kp.View().Animate() {
		return
	}
	if kp.Session().Training().State().K == 0 {
		dialog.ShowInformation(i18n.T("Export animation"), i18n.T("There is no update to animate yet: press Step, Run or Train to end first."), kp.Window())
		return
	}
	d := &animDialog{r: kp}
	d.buildUI()
	kp.animDlg = d
	d.dlg.Show()
}

// buildUI creates the dialog, with an every that keeps the GIF short.
func (d *animDialog) buildUI() {
	var names []string
	for _, s := range animSizes {
		names = append(names, fmt.Sprintf("%v × %v", s.Width, s.Height))
	}
	d.size = &widget.Select{Options: names, Selected: names[0]}
	d.every = &widget.Entry{Text: strconv.Itoa(d.defaultEvery()), Validator: d.checkEvery}
	d.every.ExtendBaseWidget(d.every)
	d.every.OnChanged = func(string) { d.showFrames() }
	d.frames = widget.NewLabel("")
	d.legend = &widget.Check{Text: i18n.T("Legend"), Checked: true}
	// A run not yet ended animated only the updates made so far.
	d.whole = &widget.Check{Text: i18n.T("The whole run: train to the end first"), Checked: d.r.Session().Training().Head().Status == perceptron.Running}
	kit.SetVisible(d.whole, d.whole.Checked)
	form := container.New(layout.NewFormLayout(),
		kit.BoldLabel(i18n.T("Size")), d.size,
		kit.BoldLabel(i18n.T("Every nth update")), container.NewBorder(nil, nil, nil, d.frames, d.every),
		layout.NewSpacer(), d.legend,
		layout.NewSpacer(), d.whole)
	note := &widget.Label{Text: i18n.T("One frame for the start, one per update, and the last state, with the previous line faded and the update written out."),
		Wrapping: fyne.TextWrapWord}
	d.dlg = dialog.NewCustomWithoutButtons(i18n.T("Export animation"), container.NewVBox(form, note), d.r.Window())
	d.exportBtn = &widget.Button{Text: i18n.T("Export…"), Importance: widget.HighImportance, OnTapped: d.onExport}
	d.dlg.SetButtons([]fyne.CanvasObject{&widget.Button{Text: i18n.T("Cancel"), OnTapped: d.dlg.Hide}, d.exportBtn})
	d.dlg.Resize(fyne.NewSize(38*theme.TextSize(), 0)) // 532 at the normal size
	d.showFrames()
}

// frameCount returns how many frames every n makes.
func (d *animDialog) frameCount(n int) int {
	return len(perceptronview.TraceTable(d.r.Session()).Frames(n))
}

// defaultEvery returns the smallest every that keeps the GIF within
// animTargetFrames: 1 for the book's examples.
func (d *animDialog) defaultEvery() int {
	k := d.r.Session().Training().State().K
	n := max(1, (k+animTargetFrames-2)/(animTargetFrames-1))
	for d.frameCount(n) > animTargetFrames {
		n++
	}
	return n
}

// checkEvery accepts a whole number ≥ 1 that makes at most maxAnimFrames.
func (d *animDialog) checkEvery(s string) error {
	n, err := d.readEvery(s)
	if err != nil {
		return err
	}
	if f := d.frameCount(n); f > maxAnimFrames {
		return fmt.Errorf(i18n.T("%d frames are too many (at most %d): draw fewer updates"), f, maxAnimFrames)
	}
	return nil
}

// readEvery reads a frame's step n: a whole number ≥ 1.
func (d *animDialog) readEvery(s string) (int, error) {
	n, err := kit.WholeIn("n", s, 1, math.MaxInt32)
	return int(n), err
}

// showFrames says how many frames the GIF will have.
func (d *animDialog) showFrames() {
	n, err := d.readEvery(d.every.Text)
	if err != nil {
		d.frames.SetText("")
		return
	}
	d.frames.SetText(fmt.Sprintf(i18n.T("%d frames"), d.frameCount(n)))
}

// onExport checks the choice, then asks for the file and writes it.
func (d *animDialog) onExport() {
	if err := d.every.Validate(); err != nil {
		kit.ShowError(err, d.r.Window())
		return
	}
	n, _ := d.readEvery(d.every.Text)
	c := animChoice{size: animSizes[max(0, d.size.SelectedIndex())], every: n, legend: d.legend.Checked}
	if d.whole.Checked && d.r.trainAll() {
		c.every = d.defaultEvery() // the whole run may have many more updates
	}
	d.dlg.Hide()
	d.r.AskSavePath("animation.gif", []string{".gif"}, func(path string) { d.r.exportAnimation(path, c) })
}

// exportAnimation writes the run as a GIF in a goroutine, with a progress
// dialog whose Cancel stops it; a cancelled export writes nothing.
func (kp *keeper) exportAnimation(path string, c animChoice) {
	kp.exportGIF(path, func() *figure.Animation { return kp.animation(c) })
}

// exportGIF draws the animation frames makes into path (a .gif) in a
// goroutine, with a progress dialog whose Cancel stops it; a cancelled
// export writes nothing. The run's animation and the k-NN search's share it.
func (kp *keeper) exportGIF(path string, frames func() *figure.Animation) {
	path, err := kit.WithExtension(path, []string{".gif"})
	if err != nil {
		kit.ShowError(err, kp.Window())
		return
	}
	a := frames()
	ctx, cancel := context.WithCancel(context.Background())
	p := kit.NewProgress(kp.Window(), i18n.T("Export animation"),
		fmt.Sprintf(i18n.T("Drawing %d frames into %s…"), len(a.Frames), filepath.Base(path)), cancel)
	kp.progress = p
	a.Progress = p.Set
	kp.jobs.Add(1)
	go func() {
		defer kp.jobs.Done()
		defer cancel()
		err := saveAnimationFile(ctx, a, path)
		fyne.Do(func() {
			p.Hide()
			kp.animationDone(path, len(a.Frames), err)
		})
	}()
}

// animation returns the current run as frames to draw: a copy, so the
// session can change while they are drawn.
func (kp *keeper) animation(c animChoice) *figure.Animation {
	in := kp.exportInput()
	in.Set, in.Models = in.Set.Clone(), kp.geometryModels()
	return &figure.Animation{
		Input:  in,
		Frames: perceptronview.TraceTable(kp.Session()).Frames(c.every),
		View:   kp.plane.View(),
		Options: figure.FigureOptions{Width: int(c.size.Width), Height: int(c.size.Height),
			Legend: c.legend, Translate: i18n.T},
	}
}

// animationDone reports how an animation export ended.
func (kp *keeper) animationDone(path string, frames int, err error) {
	switch {
	case errors.Is(err, context.Canceled):
		kp.Message(i18n.T("Export cancelled: no file was written"))
	case err != nil:
		kit.ShowError(errors.Join(errors.New(i18n.T("Could not export the animation.")), kit.NamePath(path, err)), kp.Window())
	default:
		kp.Message(fmt.Sprintf(i18n.T("Exported %s: %d frames"), filepath.Base(path), frames))
	}
}

// wholeRunTime bounds the training the animation dialog does before an
// export: a run to the end takes well under a second for the book's
// examples and a thousand points; a longer one is animated as far as it got.
const wholeRunTime = 5 * time.Second

// trainAll trains to the end of the run, at once, for an animation of the
// whole run; it reports whether the state changed.
func (kp *keeper) trainAll() bool {
	kp.Run().Stop()
	r, err := kp.Session().Training().PrepareRun()
	if err != nil {
		return false
	}
	ctx, cancel := context.WithTimeout(context.Background(), wholeRunTime)
	defer cancel()
	res, _ := r.Run(ctx)
	ok := kp.Session().Training().FinishRun(r, res)
	kp.Refresh()
	return ok
}

// animRoom is what the animDialog asks of the window.
type animRoom interface {
	room
	trainAll() bool
	AskSavePath(name string, exts []string, then func(path string))
	exportAnimation(path string, c animChoice)
}
