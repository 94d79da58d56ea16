package ui

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
	"perceptronlab/ui/fitview"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// The curve-fitting mode replaces the window's content while it is on and
// puts the classifiers' back when it is left. Its hooks into the rest of
// the window are marked "curve-fitting mode (issue 18)": a View menu item,
// two Examples, the look and the language.

// fitFrame is the window's curve-fitting mode: the view, built on first
// entry and kept (with its data) after leaving, and the content it
// replaced. It is the room of fitview.View: the window's own (fitWindow),
// with what the mode adds.
type fitFrame struct {
	fitWindow
	looks *looks    // a link's look
	cmd   *commands // the window's keys, given back when the mode is left
	keep  *keeper   // the file dialogs, the figure dialog and the writing of files
	view  *fitview.View
	prev  fyne.CanvasObject
	on    bool
	// badLink is the lab's fragment when a curve-fitting link failed to
	// open (hasBadLink): the web edition's address keeps the bad link
	// until the lab changes.
	badLink    string
	hasBadLink bool
	// openFold is the fold, from 1, that a file just opened showed, for
	// showOpenedFold (fitsession.go); 0 for none.
	openFold int
}

// fitWindow is what the curve-fitting mode asks of the window: the run
// to stop, the menus, the title and the autosave. What its view asks
// beyond them (fitview.Room) the mode takes from the keeper and the
// looks.
type fitWindow interface {
	kit.Room
	Look() (dark, projector bool)
	Run() kit.Runner
	MenuChanged()
	selectMethod(name string)
	refreshTitle()
	autosave()
}

// InFitMode reports whether the window shows curve fitting.
func (fm *fitFrame) InFitMode() bool { return fm.on }

// toggleFitMode enters or leaves the curve-fitting mode.
func (fm *fitFrame) toggleFitMode() {
	if fm.on {
		fm.LeaveFitMode()
	} else {
		fm.selectMethod("polyfit") // curve fitting is a method of its own (methodpolyfit.go)
	}
}

// enterFitMode shows the curve-fitting mode.
func (fm *fitFrame) enterFitMode() {
	if fm.on {
		return
	}
	fm.Run().Stop()
	if fm.view == nil {
		fm.view = fitview.NewView(fm)
	}
	// The session holds the lab from now on, so that Save, autosave and
	// Ctrl+Q's question cover it (its undo history too), in either mode.
	fm.Session().SetFit(fm.view.Lab())
	fm.prev, fm.on = fm.Window().Content(), true
	fm.Window().SetContent(fm.view.Content())
	fm.Window().Canvas().SetOnTypedKey(fm.view.OnKey)
	fm.MenuChanged()
	fm.view.Frame()
	fm.view.Refresh()
	fm.view.Message(i18n.T("Curve fitting: click to place points, or generate them; move the sliders for M and λ"))
}

// LeaveFitMode puts the classifiers' window back.
func (fm *fitFrame) LeaveFitMode() {
	if !fm.on {
		return
	}
	fm.view.Stop()
	fm.on = false
	fm.Window().SetContent(fm.prev)
	fm.Window().Canvas().SetOnTypedKey(fm.cmd.onKey)
	fm.MenuChanged()
	fm.Refresh()
}

// FitEdited follows an edit of the curve-fitting lab: the title marks
// unsaved work, and the autosave keeps it.
func (fm *fitFrame) FitEdited() {
	fm.refreshTitle()
	fm.autosave()
}

// fitRestyle follows a change of look or language in the curve-fitting
// mode.
func (fm *fitFrame) fitRestyle(relabel bool) {
	if v := fm.view; v != nil {
		if relabel {
			v.Relabel()
		}
		if fm.on {
			v.Restyle()
		}
	}
}

// openFitExample enters the curve-fitting mode on a shipped example.
func (fm *fitFrame) openFitExample(name string) {
	fm.selectMethod("polyfit")
	v := fm.view
	wasDirty := fm.Session().Dirty()
	if err := v.LoadExample(name); err != nil {
		v.Message(err.Error())
		return
	}
	v.Changed()
	fm.KeepClean(wasDirty)
	v.Frame()
}

// openFitArg opens a command-line argument in the curve-fitting mode:
// "sin:N:σ:seed" (the generator's spec), "fit:bishop11.csv" or
// "fit:lihang14.csv" (the shipped examples; the ".csv" keeps the command
// line from taking the word for a mistyped subcommand), or "fit:FILE" (an
// x,t file). It reports whether the
// argument was one of these.
func (fm *fitFrame) openFitArg(arg string) bool {
	name, isFit := strings.CutPrefix(arg, "fit:")
	if !isFit && !strings.HasPrefix(arg, dataset.SinPrefix) {
		return false
	}
	if ex := strings.TrimSuffix(name, ".csv"); slices.Contains(lab.FitExampleNames, ex) {
		fm.openFitExample(ex)
		return true
	}
	fm.selectMethod("polyfit")
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
	v := fm.view
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

// openFitFile enters the curve-fitting mode and asks for an x,t file.
func (fm *fitFrame) openFitFile() {
	fm.selectMethod("polyfit")
	fm.view.OpenFile()
}

// What fitview.Room asks beyond the window's room: the files (the
// keeper's), projector mode and full screen (the looks').

func (fm *fitFrame) AskSavePath(name string, exts []string, then func(path string)) {
	fm.keep.AskSavePath(name, exts, then)
}
func (fm *fitFrame) WriteFile(path string, write func(io.Writer) error) error {
	return fm.keep.WriteFile(path, write)
}
func (fm *fitFrame) ShowFigureDialog(d *figuredialog.Dialog) { fm.keep.ShowFigureDialog(d) }
func (fm *fitFrame) Track() func()                           { return fm.keep.Track() }
func (fm *fitFrame) FigureChoice() figuredialog.Choice       { return fm.keep.figure }
func (fm *fitFrame) SetFigureChoice(c figuredialog.Choice)   { fm.keep.figure = c }
func (fm *fitFrame) SetProjector(on bool)                    { fm.looks.SetProjector(on) }
func (fm *fitFrame) ToggleFullScreen()                       { fm.looks.ToggleFullScreen() }

// fitOn returns the curve-fitting view while it is shown, else nil.
func (fm *fitFrame) fitOn() *fitview.View {
	if fm.on {
		return fm.view
	}
	return nil
}
