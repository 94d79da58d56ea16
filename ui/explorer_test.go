package ui

import (
	"math"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/algo/perceptron"
	"perceptronlab/param"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// newTestExplorer opens the explorer in a test window of a realistic size.
func newTestExplorer(t *testing.T) *explorer {
	t.Helper()
	a := test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	e := newExplorer(a, w)
	w.Resize(fyne.NewSize(1240, 760))
	moveAutosave(e.auto, t.TempDir()) // the test app's storage is /tmp, shared by every run
	// Curve fitting's drawings measure text on their own goroutines: they
	// end before the app goes (and before another test's app measures).
	t.Cleanup(func() { waitFitJobs(e) })
	return e
}

// secondWindow opens another window of e's app, autosaving beside e's.
func secondWindow(t *testing.T, e *explorer) *explorer {
	t.Helper()
	e2 := newExplorer(e.app, test.NewTempWindow(t, nil))
	moveAutosave(e2.auto, e.auto.Dir)
	return e2
}

// click presses and releases a mouse button on the plane at pixel (x, y),
// as the desktop driver does.
func click(e *explorer, x, y float32, b desktop.MouseButton, mod fyne.KeyModifier) {
	ev := &desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(x, y)}, Button: b, Modifier: mod}
	e.plane.MouseDown(ev)
	e.plane.MouseUp(ev)
}

// settle waits until the controller's goroutines have ended, or fails.
func settle(t *testing.T, e *explorer) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		e.ctl.wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		t.Fatal("training goroutines still running after 20 s: the window would hang")
	}
}

// tapN taps a button n times.
func tapN(b *widget.Button, n int) {
	for range n {
		test.Tap(b)
	}
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-6 }

// nearPixel: a and b lie within half a pixel of m, as the plane rounds a
// point placed freely.
func nearPixel(m scene.Mapping, a, b float64) bool { return math.Abs(a-b) <= m.UnitsPerPixel()/2 }

func TestTapsAddPointsWithLabelsAtPlaneCoordinates(t *testing.T) {
	e := newTestExplorer(t)
	e.looks.toggleSnap() // the clicks' pixels map exactly (snap_test.go tests the snap)
	m := e.plane.Mapping()
	if m.Width < 300 || m.Height < 300 {
		t.Fatalf("plane is %v×%v pixels; the layout squeezed it", m.Width, m.Height)
	}
	click(e, 100, 120, desktop.MouseButtonPrimary, 0)
	click(e, 300, 200, desktop.MouseButtonSecondary, 0)
	click(e, 250, 330, desktop.MouseButtonPrimary, fyne.KeyModifierShift)
	e.bar.class.SetSelected(classNeg) // the toolbar's class toggle
	click(e, 400, 90, desktop.MouseButtonPrimary, 0)
	e.bar.class.SetSelected(classPos)
	click(e, 420, 300, desktop.MouseButtonPrimary, 0)

	want := []struct {
		px, py float32
		y      float64
	}{{100, 120, 1}, {300, 200, -1}, {250, 330, -1}, {400, 90, -1}, {420, 300, 1}}
	set := e.s.Set()
	if set.Len() != len(want) {
		t.Fatalf("%d points after %d clicks", set.Len(), len(want))
	}
	for i, w := range want {
		x, y := m.ToPlane(w.px, w.py)
		p := set.Point(i)
		if !nearPixel(m, p[0], x) || !nearPixel(m, p[1], y) || set.Y[i] != w.y {
			t.Errorf("point %d = %v label %v, want (%g, %g) label %v", i+1, p, set.Y[i], x, y, w.y)
		}
	}
	if !e.s.Dirty() {
		t.Error("adding points did not mark the session unsaved")
	}
}

func TestClickOnPointSelectsInsteadOfAdding(t *testing.T) {
	e := newTestExplorer(t)
	e.looks.toggleSnap() // the point stays under the click
	click(e, 200, 200, desktop.MouseButtonPrimary, 0)
	click(e, 201, 199, desktop.MouseButtonPrimary, 0)
	if n := e.s.Set().Len(); n != 1 {
		t.Fatalf("%d points; a click on a point must select it, not add", n)
	}
	if e.s.Selected() != 0 {
		t.Errorf("selected %d, want 0", e.s.Selected())
	}
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeyL})
	if e.s.Set().Y[0] != -1 {
		t.Error("L did not flip the selected point")
	}
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	if e.s.Set().Len() != 0 {
		t.Error("Delete did not remove the selected point")
	}
}

func TestLanguageSwitchRelabelsAtOnce(t *testing.T) {
	e := newTestExplorer(t)
	i18n.SetLanguage("en")
	t.Cleanup(func() { i18n.SetLanguage("en") })
	if e.bar.stepBtn.Text != "Step" || e.side.Tab("model").Text != "Model" {
		t.Fatalf("English labels: %q, %q", e.bar.stepBtn.Text, e.side.Tab("model").Text)
	}
	e.looks.setLanguage("zh")
	if e.bar.stepBtn.Text == "Step" || e.bar.stepBtn.Text != i18n.T("Step") {
		t.Errorf("after switching to Chinese the Step button says %q", e.bar.stepBtn.Text)
	}
	if e.side.Tab("model").Text != i18n.T("Model") || e.win.MainMenu().Items[0].Label != i18n.T("File") {
		t.Errorf("tab %q, menu %q not relabelled", e.side.Tab("model").Text, e.win.MainMenu().Items[0].Label)
	}
	f := e.modelP().Settings
	if f.Form.Selected != i18n.T("Primal") || f.Row(param.Order).Pick.Selected != i18n.T("cyclic") {
		t.Errorf("settings show %q, %q after the switch", f.Form.Selected, f.Row(param.Order).Pick.Selected)
	}
	if e.s.Settings().Form != formOf("primal") || e.s.Settings().Order != perceptron.Cyclic || e.s.Dirty() {
		t.Error("relabelling changed the settings")
	}
	e.looks.setLanguage("en")
	if e.bar.stepBtn.Text != "Step" {
		t.Errorf("back in English the Step button says %q", e.bar.stepBtn.Text)
	}
}

func TestViewMenuTogglesLayersAndLook(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	view := e.win.MainMenu().Items[2]
	find := func(label string) *fyne.MenuItem { return viewItem(t, e, label) }
	if view.Label != "View" {
		t.Fatalf("third menu is %q", view.Label)
	}
	find("Distances to the line").Action()
	if e.plane.Input().Show.Distances || find("Distances to the line").Checked {
		t.Error("Distances still on after toggling it off")
	}
	find("Optimal hyperplane (SVM)").Action()
	var svm *scene.Optimal
	for _, m := range e.plane.Input().Models {
		if o, ok := m.(scene.Optimal); ok {
			svm = &o
		}
	}
	if svm == nil || !near(svm.W[0], svm.W[1]) {
		t.Errorf("SVM line for Example 2.1: %+v, want w ∝ (1, 1)", svm)
	}
	find("Projector mode (P)").Action()
	if e.plane.Input().Style.TextSize <= 12 || e.modelP().Settings.Content.Visible() || e.status.hints.Visible() {
		t.Error("projector mode: small text, or the settings or the mouse hints still shown")
	}
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeyP})
	if e.look.projector || !e.modelP().Settings.Content.Visible() || !e.status.hints.Visible() {
		t.Error("P did not switch projector mode off")
	}
	find("Dark theme").Action()
	if !e.look.dark || !e.app.Preferences().Bool(prefDark) {
		t.Error("Dark theme was not switched on and remembered")
	}
}

// TestModelSaysWhetherSeparableBeforeTraining checks the Data row against
// the book: Example 2.1 has R = √26 and γ = √2/3 (Li Hang §2.3), and XOR
// separates no way, so the perceptron can never converge on it.
func TestModelSaysWhetherSeparableBeforeTraining(t *testing.T) {
	e := newTestExplorer(t)
	exampleItem(t, e, "Li Hang, Example 2.1").Action()
	settle(t, e)
	want := "linearly separable: R = " + kit.Num(math.Sqrt(26)) + ", γ = " + kit.Num(math.Sqrt2/3)
	if got := e.modelP().Value("Data"); got != want {
		t.Errorf("Example 2.1: Data = %q, want %q", got, want)
	}
	exampleItem(t, e, "XOR (not separable)").Action()
	settle(t, e)
	if got := e.modelP().Value("Data"); !strings.HasPrefix(got, "not linearly separable") {
		t.Errorf("XOR before training: Data = %q", got)
	}
}
