package perceptronview

import (
	"context"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/algo/perceptron"
	"perceptronlab/figure"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// GIF sizes the animation dialog offers; the first is animate's default.
var AnimSizes = []fyne.Size{{Width: 800, Height: 600}, {Width: 1280, Height: 720}, {Width: 1920, Height: 1080}}

// Frame counts: the default every keeps an animation within
// animTargetFrames; more than maxAnimFrames (animate's limit) need a
// larger every.
const (
	animTargetFrames = 100
	maxAnimFrames    = 500
)

// AnimChoice is what the animation dialog asked for: the GIF's size, a
// frame for every nth update, and the legend.
type AnimChoice struct {
	Size   fyne.Size
	Every  int
	Legend bool
}

// AnimDialog is File ▸ Export animation…: the GIF of the current run from
// its start, one frame per update or per every nth, and the last state,
// captioned like "perceptronlab animate" and drawn by the same painter.
type AnimDialog struct {
	m *Method

	size      *widget.Select
	Every     *widget.Entry
	Frames    *widget.Label
	legend    *widget.Check
	Whole     *widget.Check // train to the end first, so the GIF has the whole run
	ExportBtn *widget.Button
	dlg       *dialog.CustomDialog
}

// Animate opens the animation dialog, once there is a run.
func (m *Method) Animate() {
	if m.r.Session().Training().State().K == 0 {
		dialog.ShowInformation(i18n.T("Export animation"), i18n.T("There is no update to animate yet: press Step, Run or Train to end first."), m.r.Window())
		return
	}
	d := &AnimDialog{m: m}
	d.buildUI()
	m.Anim = d
	d.dlg.Show()
}

// buildUI creates the dialog, with an every that keeps the GIF short.
func (d *AnimDialog) buildUI() {
	var names []string
	for _, s := range AnimSizes {
		names = append(names, fmt.Sprintf("%v × %v", s.Width, s.Height))
	}
	d.size = &widget.Select{Options: names, Selected: names[0]}
	d.Every = &widget.Entry{Text: strconv.Itoa(d.defaultEvery()), Validator: d.checkEvery}
	d.Every.ExtendBaseWidget(d.Every)
	d.Every.OnChanged = func(string) { d.showFrames() }
	d.Frames = widget.NewLabel("")
	d.legend = &widget.Check{Text: i18n.T("Legend"), Checked: true}
	// A run not yet ended animated only the updates made so far.
	d.Whole = &widget.Check{Text: i18n.T("The whole run: train to the end first"), Checked: d.m.r.Session().Training().Head().Status == perceptron.Running}
	kit.SetVisible(d.Whole, d.Whole.Checked)
	form := container.New(layout.NewFormLayout(),
		kit.BoldLabel(i18n.T("Size")), d.size,
		kit.BoldLabel(i18n.T("Every nth update")), container.NewBorder(nil, nil, nil, d.Frames, d.Every),
		layout.NewSpacer(), d.legend,
		layout.NewSpacer(), d.Whole)
	note := &widget.Label{Text: i18n.T("One frame for the start, one per update, and the last state, with the previous line faded and the update written out."),
		Wrapping: fyne.TextWrapWord}
	d.dlg = dialog.NewCustomWithoutButtons(i18n.T("Export animation"), container.NewVBox(form, note), d.m.r.Window())
	d.ExportBtn = &widget.Button{Text: i18n.T("Export…"), Importance: widget.HighImportance, OnTapped: d.onExport}
	d.dlg.SetButtons([]fyne.CanvasObject{&widget.Button{Text: i18n.T("Cancel"), OnTapped: d.dlg.Hide}, d.ExportBtn})
	d.dlg.Resize(fyne.NewSize(38*theme.TextSize(), 0)) // 532 at the normal size
	d.showFrames()
}

// frameCount returns how many frames every n makes.
func (d *AnimDialog) frameCount(n int) int {
	return len(TraceTable(d.m.r.Session()).Frames(n))
}

// defaultEvery returns the smallest every that keeps the GIF within
// animTargetFrames: 1 for the book's examples.
func (d *AnimDialog) defaultEvery() int {
	k := d.m.r.Session().Training().State().K
	n := max(1, (k+animTargetFrames-2)/(animTargetFrames-1))
	for d.frameCount(n) > animTargetFrames {
		n++
	}
	return n
}

// checkEvery accepts a whole number ≥ 1 that makes at most maxAnimFrames.
func (d *AnimDialog) checkEvery(s string) error {
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
func (d *AnimDialog) readEvery(s string) (int, error) {
	n, err := kit.WholeIn("n", s, 1, math.MaxInt32)
	return int(n), err
}

// showFrames says how many frames the GIF will have.
func (d *AnimDialog) showFrames() {
	n, err := d.readEvery(d.Every.Text)
	if err != nil {
		d.Frames.SetText("")
		return
	}
	d.Frames.SetText(fmt.Sprintf(i18n.T("%d frames"), d.frameCount(n)))
}

// onExport checks the choice, then asks for the file and writes it.
func (d *AnimDialog) onExport() {
	if err := d.Every.Validate(); err != nil {
		kit.ShowError(err, d.m.r.Window())
		return
	}
	n, _ := d.readEvery(d.Every.Text)
	c := AnimChoice{Size: AnimSizes[max(0, d.size.SelectedIndex())], Every: n, Legend: d.legend.Checked}
	if d.Whole.Checked && d.m.trainAll() {
		c.Every = d.defaultEvery() // the whole run may have many more updates
	}
	d.dlg.Hide()
	d.m.r.SaveAnimation("animation.gif", d.m.Animation(c))
}

// Animation returns the frames of the run as c asks, from what the plane
// shows (in, v) less the view's own models (the line shown, the one
// before it, the variant's line, the kernel's regions), which each frame
// draws at its update: a copy, so the session can change while they are
// drawn.
func (m *Method) Animation(c AnimChoice) func(in scene.Input, v scene.View) *figure.Animation {
	return func(in scene.Input, v scene.View) *figure.Animation {
		own := map[reflect.Type]bool{}
		for _, mod := range m.Models() {
			own[reflect.TypeOf(mod)] = true
		}
		in.Set = in.Set.Clone()
		in.Models = slices.DeleteFunc(slices.Clone(in.Models), func(mod scene.Model) bool { return own[reflect.TypeOf(mod)] })
		return &figure.Animation{
			Input:  in,
			Frames: TraceTable(m.r.Session()).Frames(c.Every),
			View:   v,
			Options: figure.FigureOptions{Width: int(c.Size.Width), Height: int(c.Size.Height),
				Legend: c.Legend, Translate: i18n.T},
		}
	}
}

// wholeRunTime bounds the training the animation dialog does before an
// export: a run to the end takes well under a second for the book's
// examples and a thousand points; a longer one is animated as far as it got.
const wholeRunTime = 5 * time.Second

// trainAll trains to the end of the run, at once, for an animation of the
// whole run; it reports whether the state changed.
func (m *Method) trainAll() bool {
	m.r.StopRun()
	r, err := m.r.Session().Training().PrepareRun()
	if err != nil {
		return false
	}
	ctx, cancel := context.WithTimeout(context.Background(), wholeRunTime)
	defer cancel()
	res, _ := r.Run(ctx)
	ok := m.r.Session().Training().FinishRun(r, res)
	m.r.Refresh()
	return ok
}
