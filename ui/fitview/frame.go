package fitview

import (
	"fmt"
	"io"
	"math"
	"os"
	"perceptronlab/ui/figuredialog"
	"slices"
	"strings"

	"fyne.io/fyne/v2"

	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// The curve-fitting mode replaces the window's content while it is on and
// puts the classifiers' back when it is left. Its hooks into the rest of
// the window are marked "curve-fitting mode (issue 18)": a View menu item,
// two Examples, the look and the language.

// Frame is curve fitting in the window: entering and leaving the mode,
// which replaces the window's content with the View (built on first
// entry and kept, with its data, after leaving) and gives it back; the
// lab in the session file and the autosave; its examples, command-line
// arguments and links. It is the View's Room: its Host's, with what
// the mode adds.
type Frame struct {
	Host
	View *View
	prev fyne.CanvasObject
	on   bool
	// BadLink is the lab's fragment when a curve-fitting link failed to
	// open (HasBadLink): the web edition's address keeps the bad link
	// until the lab changes.
	BadLink    string
	HasBadLink bool
	// openFold is the fold, from 1, that a file just opened showed, for
	// ShowOpenedFold (framesession.go); 0 for none.
	openFold int
}

// Host is what curve fitting asks of the window it shows in.
type Host interface {
	figuredialog.Room
	Look() (dark, projector bool)
	Run() kit.Runner
	// MenuChanged builds the menus again; SelectMethod selects a method
	// as the Model tab does; RefreshTitle marks unsaved work in the
	// title; Autosave schedules an autosave.
	MenuChanged()
	SelectMethod(name string)
	RefreshTitle()
	Autosave()
	// KeyHandler is the window's own key handler, given back when the
	// mode is left.
	KeyHandler() func(*fyne.KeyEvent)
	// ApplyLinkLook takes the language and the modes a link gives.
	ApplyLinkLook(k lab.LinkLook)
	// SetProjector switches projector mode, ToggleFullScreen full screen.
	SetProjector(on bool)
	ToggleFullScreen()
	// ShowFigureDialog shows the figure export dialog d; WriteFile writes
	// path atomically with write; Track counts a job under way.
	ShowFigureDialog(d *figuredialog.Dialog)
	WriteFile(path string, write func(io.Writer) error) error
	Track() func()
}

// NewFrame returns curve fitting's frame in the window h, not shown.
func NewFrame(h Host) *Frame { return &Frame{Host: h} }

// InFitMode reports whether the window shows curve fitting.
func (fm *Frame) InFitMode() bool { return fm.on }

// Toggle enters or leaves the curve-fitting mode.
func (fm *Frame) Toggle() {
	if fm.on {
		fm.LeaveFitMode()
	} else {
		fm.SelectMethod("polyfit") // curve fitting is a method of its own (methodpolyfit.go)
	}
}

// Enter shows the curve-fitting mode.
func (fm *Frame) Enter() {
	if fm.on {
		return
	}
	fm.Run().Stop()
	if fm.View == nil {
		fm.View = NewView(fm)
	}
	// The session holds the lab from now on, so that Save, autosave and
	// Ctrl+Q's question cover it (its undo history too), in either mode.
	fm.Session().SetFit(fm.View.Lab())
	fm.prev, fm.on = fm.Window().Content(), true
	fm.Window().SetContent(fm.View.Content())
	fm.Window().Canvas().SetOnTypedKey(fm.View.OnKey)
	fm.MenuChanged()
	fm.View.Frame()
	fm.View.Refresh()
	fm.View.Message(i18n.T("Curve fitting: click to place points, or generate them; move the sliders for M and λ"))
}

// LeaveFitMode puts the classifiers' window back.
func (fm *Frame) LeaveFitMode() {
	if !fm.on {
		return
	}
	fm.View.Stop()
	fm.on = false
	fm.Window().SetContent(fm.prev)
	fm.Window().Canvas().SetOnTypedKey(fm.KeyHandler())
	fm.MenuChanged()
	fm.Refresh()
}

// FitEdited follows an edit of the curve-fitting lab: the title marks
// unsaved work, and the autosave keeps it.
func (fm *Frame) FitEdited() {
	fm.RefreshTitle()
	fm.Autosave()
}

// Restyle follows a change of look or language in the curve-fitting
// mode.
func (fm *Frame) Restyle(relabel bool) {
	if v := fm.View; v != nil {
		if relabel {
			v.Relabel()
		}
		if fm.on {
			v.Restyle()
		}
	}
}

// OpenExample enters the curve-fitting mode on a shipped example.
func (fm *Frame) OpenExample(name string) {
	fm.SelectMethod("polyfit")
	v := fm.View
	wasDirty := fm.Session().Dirty()
	if err := v.LoadExample(name); err != nil {
		v.Message(err.Error())
		return
	}
	v.Changed()
	fm.KeepClean(wasDirty)
	v.Frame()
}

// OpenArg opens a command-line argument in the curve-fitting mode:
// "sin:N:σ:seed" (the generator's spec), "fit:bishop11.csv" or
// "fit:lihang14.csv" (the shipped examples; the ".csv" keeps the command
// line from taking the word for a mistyped subcommand), or "fit:FILE" (an
// x,t file). It reports whether the
// argument was one of these.
func (fm *Frame) OpenArg(arg string) bool {
	name, isFit := strings.CutPrefix(arg, "fit:")
	if !isFit && !strings.HasPrefix(arg, dataset.SinPrefix) {
		return false
	}
	if ex := strings.TrimSuffix(name, ".csv"); slices.Contains(lab.FitExampleNames, ex) {
		fm.OpenExample(ex)
		return true
	}
	fm.SelectMethod("polyfit")
	if err := fitArgFits(name); err != nil { // before a single point is made
		kit.ShowError(err, fm.Window())
		return true
	}
	r, err := dataset.OpenRegression(name)
	if err == nil && r.Len() > lab.FitMaxPoints {
		err = fmt.Errorf(i18n.T("%s: %d points; curve fitting in the window takes at most %d"), name, r.Len(), lab.FitMaxPoints)
	}
	if err != nil {
		kit.ShowError(err, fm.Window())
		return true
	}
	v := fm.View
	if r.Generated() {
		nt := min(lab.DefaultFitGen().NTest, lab.FitMaxPoints-r.Len())
		v.Lab().Generate(lab.FitGen{N: r.Len(), NTest: nt, Sigma: r.Sigma, Seed: sinSeed(name)})
	} else {
		v.LoadRegression(r)
	}
	v.Changed()
	v.Frame()
	return true
}

// fitArgFits refuses a generator spec "sin:N…" whose N is more than the
// window's curve fitting takes, before the points are made: 10⁶ of them
// once loaded into the window, past its limit. A file's points are
// counted once read.
func fitArgFits(spec string) error {
	n, ok := strings.CutPrefix(spec, dataset.SinPrefix)
	if _, err := os.Stat(spec); !ok || err == nil {
		return nil // not a spec, or a file of that name
	}
	n, _, _ = strings.Cut(n, ":")
	if v, err := kit.AnyWhole("N", n); err == nil && v > lab.FitMaxPoints {
		return fmt.Errorf(i18n.T("%s: N = %d; curve fitting in the window takes at most %d points"), spec, v, lab.FitMaxPoints)
	}
	return nil // a malformed spec is for OpenRegression to name
}

// sinSeed reads the seed of a "sin:N:σ:seed" spec; 1 when it has none.
func sinSeed(spec string) uint64 {
	parts := strings.Split(spec, ":")
	if len(parts) == 4 {
		if s, err := kit.WholeIn(i18n.T("Seed"), parts[3], 0, math.MaxInt64); err == nil {
			return uint64(s)
		}
	}
	return 1
}

// OpenFile enters the curve-fitting mode and asks for an x,t file.
func (fm *Frame) OpenFile() {
	fm.SelectMethod("polyfit")
	fm.View.OpenFile()
}

// Shown returns the curve-fitting view while it is shown, else nil.
func (fm *Frame) Shown() *View {
	if fm.on {
		return fm.View
	}
	return nil
}
