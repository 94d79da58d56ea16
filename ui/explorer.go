package ui

import (
	"fmt"
	"path/filepath"
	"perceptronlab/canvas"
	"perceptronlab/lab"
	"perceptronlab/param"
	"perceptronlab/scene"
	"perceptronlab/ui/autosave"
	"perceptronlab/ui/figuredialog"
	"perceptronlab/ui/fitview"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/labtheme"
	"perceptronlab/ui/methodview"
	"perceptronlab/ui/predict"
	"perceptronlab/ui/side"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// explorer is the main window: the plane in the centre, the toolbar above,
// the side panel on the right and the status bar below. It owns the session
// and redraws every part from it after each change.
type explorer struct {
	app  fyne.App
	win  fyne.Window
	s    *lab.Session
	look look

	plane  *canvas.Plane
	bar    *toolbar
	side   *side.Panel
	status *statusBar
	ctl    *controller
	auto   *autosave.Saver
	split  *container.Split
	geo    geometry
	views  map[string]methodview.View // each method's view, which keeps its state (methods.go)
	table  *lab.CategoricalTable      // the Table tab's data (categorical naive Bayes)
	strip  *stepStrip                 // Back, the run's slider and the explanation, under the plane (scrub.go)
	ring   *focusRing                 // the ring round the focused widget (focusring.go)
	phone  *phone                     // the web edition's layout for a narrow window (phone.go); nil on the desktop
	closed atomic.Bool                // the window has closed; read by fyne.Do callbacks, which the test driver runs on the caller's goroutine

	predict *predict.Mode // predict, then reveal (ui/predict)

	examples *examples // the views around each example loaded (exampleconfirm.go)
	edit     *editor   // the edits of the points (edit.go)
	looks    *looks    // the look's choices (looks.go)
	links    *links    // links to a lab (link.go)
	keep     *keeper   // the lab's files and exports (keeper.go)
	cmd      *commands // the menus and the keys (commands.go)

	fit *fitview.Frame // curve-fitting mode (issue 18): ui/fitview/frame.go

	unlisten func() // stops the language-switch callback

}

// look is how the window is drawn: theme and layers.
type look struct {
	dark, projector bool
	svm, lsq        bool // draw the optimal hyperplane, the least-squares line
	show            scene.Show
	marks           marks // names, distances and snap (marks.go)
}

// newExplorer builds the window's content on w.
func newExplorer(a fyne.App, w fyne.Window) *explorer {
	lab.Translate = i18n.T // the session's error messages follow the interface's language
	param.Translate = i18n.T
	kit.UseLazyWriters() // the save dialog must not empty a file before its new bytes are complete
	e := &explorer{app: a, win: w, s: lab.NewSession(), table: lab.NewCategoricalTable(2)}
	e.look = look{dark: a.Preferences().Bool(prefDark), projector: a.Preferences().Bool(prefProjector), show: scene.DefaultShow()}
	e.look.show.Legend = true // the legend names what the plane draws
	// In a browser the page's link sets the look (startlook_js.go).
	e.look = startLook(a, e.look)
	// The theme goes first: widgets measured before a theme switch keep
	// some of the old theme's colours.
	a.Settings().SetTheme(labtheme.NewTheme(e.look.dark, e.look.projector))
	e.ctl = newController(e)
	e.keep = &keeper{keeperWindow: e, app: a, figure: figuredialog.DefaultChoice}
	e.auto = autosave.New(e.keep)
	e.keep.saver = e.auto
	e.cmd = &commands{e: e}
	e.fit = fitview.NewFrame(fitHost{e, e.keep})
	e.views = newViews(viewRoom{e, e.keep})
	e.predict = predict.New(e)
	e.buildUI()
	e.unlisten = i18n.OnLanguageChange(func() {
		fyne.Do(func() {
			if !e.closed.Load() {
				e.Relabel()
			}
		})
	})
	return e
}

// buildUI creates the widgets and lays them out.
func (e *explorer) buildUI() {
	e.plane = canvas.NewPlane()
	e.keep.plane, e.keep.fit = e.plane, e.fit
	e.looks = &looks{w: e, l: &e.look, app: e.app, plane: e.plane}
	e.examples = &examples{w: e, fit: e.fit, keep: e.keep, s: e.s, plane: e.plane}
	e.links = &links{w: e, looks: e.looks, fit: e.fit, examples: e.examples, keep: e.keep, badLink: -1}
	e.edit = &editor{r: e, ctl: e.ctl, views: e.examples, cursor: func(x, y float64) { e.status.setCursor(x, y) }, plane: e.plane}
	e.plane.OnAdd = e.edit.onAdd
	e.plane.OnSelect = e.edit.onSelect
	e.plane.OnDragStart = e.edit.onDragStart
	e.plane.OnMove = e.edit.onMove
	e.plane.OnDragEnd = e.edit.onDragEnd
	e.plane.OnCursor = e.edit.onCursor
	e.plane.OnQuery = e.edit.onQuery
	e.looks.setupMarks()
	e.bar = newToolbar(e, e.keep)
	e.side = side.New(e)
	e.status = newStatusBar(e)
	e.split = container.NewHSplit(e.planeArea(), e.side.Content)
	e.split.Offset = 0.66
	// Everything is set before the window takes the content, which it
	// lays out at once: each later change would lay it out again.
	e.cmd.bindKeys()
	e.side.SetProjector(e.look.projector)
	e.bar.SetProjector(e.look.projector)
	e.status.SetProjector(e.look.projector)
	e.strip.SetProjector(e.look.projector)
	e.Refresh()
	e.bar.fitWidth(e.win.Canvas().Size().Width)
	e.win.SetMainMenu(e.cmd.buildMenu())
	e.win.SetContent(e.withFocusRing(container.NewBorder(e.bar.content, e.status.content, nil, nil, e.centre()))) // focusring.go
	e.win.SetIcon(appIcon())
	e.win.SetCloseIntercept(e.keep.onClose)
	e.win.SetOnClosed(e.onClosed)
	e.win.SetMaster()
	syncDialogLanguage()
}

// start opens the file named on the command line, and offers to restore
// what a crashed window left behind.
func (e *explorer) start(args []string) {
	if len(args) > 0 && e.fit.OpenArg(args[0]) { // curve-fitting mode (issue 18)
		return
	}
	if len(args) > 0 && args[0] != "" {
		e.links.openArg(args[0])
	} else {
		e.status.setMessage(i18n.T("Click on the plane to add points, or pick an example"))
	}
	e.auto.OfferRestore()
}

// changed is called after every edit of the data: it redraws everything and
// schedules an autosave.
func (e *explorer) Changed() {
	e.Refresh()
	e.auto.Schedule()
}

// refresh redraws the plane, the panels, the toolbar and the title from the
// session.
func (e *explorer) Refresh() {
	e.predict.Refresh() // first: it drops a question the state has left behind
	e.plane.SetInput(e.input())
	e.side.Refresh()
	e.strip.Refresh()
	e.bar.Refresh()
	e.status.Refresh()
	e.refreshTitle()
}

// refreshTitle names the file and marks unsaved changes.
func (e *explorer) refreshTitle() {
	title := "Perceptron Lab"
	if e.s.Path != "" {
		title = filepath.Base(e.s.Path) + " — " + title
	}
	if e.s.Dirty() {
		title = "• " + title
	}
	if e.win.Title() != title {
		e.win.SetTitle(title)
	}
}

// input returns what the plane draws.
func (e *explorer) input() scene.Input {
	st := e.s.Training().State()
	in := scene.NewInput(e.s.Set())
	in.Models = append(e.geometryModels(), e.View().Models()...) // the method's own, from its view
	in.Updated, in.Selected = st.Updated, e.s.Selected()
	in.Models = e.predict.Models(in.Models)
	in.Show = e.looks.shown()
	in.Style = e.PlaneStyle()
	return in
}

// planeStyle returns the plane's style for the current look.
func (e *explorer) PlaneStyle() scene.Style {
	if e.look.projector {
		return scene.ProjectorStyle(e.look.dark)
	}
	return scene.DefaultStyle(e.look.dark)
}

// relabel rewrites every text after a language switch.
func (e *explorer) Relabel() {
	syncDialogLanguage()
	e.bar.Relabel()
	e.side.Relabel()
	e.strip.Relabel()
	e.status.Relabel()
	e.predict.Relabel()
	e.win.SetMainMenu(e.cmd.buildMenu())
	e.Refresh()
	e.fit.Restyle(true) // curve-fitting mode (issue 18)
}

// onClosed runs when the window has closed: runs stop and the window stops
// listening for language switches.
func (e *explorer) onClosed() {
	e.closed.Store(true)
	e.ctl.Stop()
	e.unlisten()
}

// edited follows an edit of the points: once training has begun, the
// message says how the current w and b now fare, so that the last run's
// "converged" never stands under a misclassified point.
func (e *explorer) Edited() {
	if e.s.Training().State().K > 0 {
		e.status.setMessage(fmt.Sprintf(i18n.T("Points edited: %d of %d misclassified by the current w and b; Step goes on from here"),
			e.s.Training().Misclassified(), e.s.Set().Len()))
	}
	e.Changed()
}

// ApplySettings takes new training settings; training starts again.
func (e *explorer) ApplySettings(ts lab.TrainSettings) {
	if v, ok := e.viewOf(ts.Form.Method()).(modeView); ok {
		v.enter() // the session keeps its method
		return
	}
	if ts.Equal(e.s.Settings()) {
		return
	}
	e.ctl.Stop()
	e.s.SetSettings(ts)
	e.status.setMessage(e.View().Changed(ts))
	e.Changed()
}

// onFit frames the points.
func (e *explorer) onFit() { e.plane.Fit() }

// restyle sets the theme for the current look, and each part's style
// for projector mode.
func (e *explorer) restyle() {
	e.app.Settings().SetTheme(labtheme.NewTheme(e.look.dark, e.look.projector))
	e.side.SetProjector(e.look.projector)
	e.bar.SetProjector(e.look.projector)
	e.status.SetProjector(e.look.projector)
	e.strip.SetProjector(e.look.projector)
	e.fit.Restyle(false) // curve-fitting mode (issue 18)
}

// ToggleSide hides the side panel, giving the plane the whole width (for
// a projector), or shows it again.
func (e *explorer) ToggleSide() {
	if e.phone != nil && e.phone.on { // a narrow window: the panel is a sheet
		e.phone.flip()
		return
	}
	kit.SetVisible(e.side.Content, !e.side.Content.Visible())
	e.split.Refresh()
	e.win.SetMainMenu(e.cmd.buildMenu())
	if e.side.Content.Visible() {
		e.side.Refresh()
	}
}

// toggleExplain hides the explanation under the plane, giving the plane
// its height, or shows it again.
func (e *explorer) toggleExplain() {
	x := e.strip.explain.content
	kit.SetVisible(x, !x.Visible())
	e.strip.content.Refresh()
	e.strip.area.Refresh()
	e.win.SetMainMenu(e.cmd.buildMenu())
}
