package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/algo/perceptron"
	"perceptronlab/lab"
	"perceptronlab/param"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/perceptronview"
)

// The values of Li Hang's Example 2.1 (Table 2.1) and Example 2.2
// (Table 2.2): with η = 1 and every scan starting again from x₁, the
// updates are on x₁, x₃, x₃, x₃, x₁, x₃, x₃ and end at w = (1, 1), b = −3,
// α = (2, 0, 5).
var (
	bookPoints = []int{0, 2, 2, 2, 0, 2, 2}
	bookW      = [][]float64{{3, 3}, {2, 2}, {1, 1}, {0, 0}, {3, 3}, {2, 2}, {1, 1}}
	bookB      = []float64{1, 0, -1, -2, -1, -2, -3}
)

// loadLiHang opens Example 2.1 through the examples menu.
func loadLiHang(t *testing.T, e *explorer) {
	t.Helper()
	exampleItem(t, e, "Li Hang, Example 2.1").Action()
	if e.s.Set().Len() != 3 || e.s.Settings().Order != perceptron.First {
		t.Fatalf("example 2.1 loaded %d points with order %v", e.s.Set().Len(), e.s.Settings().Order)
	}
}

// cellText renders cell id of a table through its own callbacks.
func cellText(tb *widget.Table, id widget.TableCellID) (string, bool) {
	o := tb.CreateCell()
	tb.UpdateCell(id, o)
	switch o := o.(type) {
	case *widget.Label:
		return o.Text, false
	case *fyne.Container:
		return o.Objects[1].(*widget.Label).Text, o.Objects[0].Visible()
	}
	return "", false
}

func TestStepShowsExample21InEveryPanel(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	for k := range 7 {
		test.Tap(e.bar.stepBtn)
		st := e.s.Training().State()
		if st.Updated != bookPoints[k] || !slices.Equal(st.W, bookW[k]) || st.B != bookB[k] {
			t.Fatalf("after step %d: x%d, w = %v, b = %v; the book has x%d, w = %v, b = %v",
				k+1, st.Updated+1, st.W, st.B, bookPoints[k]+1, bookW[k], bookB[k])
		}
	}
	m := e.modelP()
	if m.Value("w") != "(1, 1)" || m.Value("b") != "−3" {
		t.Errorf("Model panel shows w = %q, b = %q; want (1, 1) and −3", m.Value("w"), m.Value("b"))
	}
	if want := "sign(x⁽¹⁾ + x⁽²⁾ − 3)"; m.Value("f(x)") != want {
		t.Errorf("Model panel f(x) = %q, want %q", m.Value("f(x)"), want)
	}
	if !strings.Contains(m.Value("Mistakes"), "7") {
		t.Errorf("Model panel mistakes = %q, want k = 7", m.Value("Mistakes"))
	}

	// Trace: row 0 is the start, then one row per update (Table 2.1).
	tr := e.traceP().Table
	if rows, _ := tr.Length(); rows != 8 {
		t.Fatalf("Trace has %d rows, want 8", rows)
	}
	for k := range 7 {
		pt, _ := cellText(tr, widget.TableCellID{Row: k + 1, Col: perceptronview.ColPoint})
		w, _ := cellText(tr, widget.TableCellID{Row: k + 1, Col: perceptronview.ColW})
		if want := kit.PointName(bookPoints[k]); pt != want || w != kit.Vec(bookW[k]) {
			t.Errorf("Trace row %d: %s, w = %s; want %s, %s", k+1, pt, w, want, kit.Vec(bookW[k]))
		}
	}
	if f, _ := cellText(tr, widget.TableCellID{Row: 7, Col: perceptronview.ColFormula}); f != "x⁽¹⁾ + x⁽²⁾ − 3" {
		t.Errorf("Trace row 7 w·x+b = %q", f)
	}

	// Gram: G = [[18,21,6],[21,25,7],[6,7,2]], row x₃ highlighted.
	g := e.gramP().Table
	wantG := [3][3]string{{"18", "21", "6"}, {"21", "25", "7"}, {"6", "7", "2"}}
	for i := range 3 {
		for j := range 3 {
			text, hl := cellText(g, widget.TableCellID{Row: i, Col: j})
			if text != wantG[i][j] || hl != (i == 2) {
				t.Errorf("G[%d][%d] = %q highlighted %v; want %q highlighted %v", i, j, text, hl, wantG[i][j], i == 2)
			}
		}
	}

	// α: n = (2, 0, 5) updates per point, and w = Σ αᵢyᵢxᵢ.
	if a := e.s.Training().State().Alpha; !slices.Equal(a, []float64{2, 0, 5}) {
		t.Errorf("α = %v, want (2, 0, 5)", a)
	}
	if want := "w = Σ αᵢyᵢxᵢ = 2·(3, 3) − 5·(1, 1) = (1, 1)"; !strings.HasPrefix(e.alphaP().Sum.Text, want) {
		t.Errorf("α panel says %q, want it to start %q", e.alphaP().Sum.Text, want)
	}

	test.Tap(e.bar.stepBtn)
	if st := e.s.Training().State(); st.Status != perceptron.Converged || st.K != 7 {
		t.Errorf("eighth Step: status %v, k = %d; want converged at 7", st.Status, st.K)
	}
	if msg := e.status.Message(); !strings.Contains(msg, "Converged") {
		t.Errorf("status bar says %q after convergence", msg)
	}
}

func TestDualFormGivesExample22(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	f := e.modelP().Settings
	f.Form.SetSelected(f.Form.Options[1]) // Dual, through the real radio group
	if e.s.Settings().Form != formOf("dual") {
		t.Fatal("choosing Dual in the Model tab did not switch the form")
	}
	tapN(e.bar.stepBtn, 7)
	st := e.s.Training().State()
	if !slices.Equal(st.Alpha, []float64{2, 0, 5}) || st.B != -3 || !slices.Equal(st.W, []float64{1, 1}) {
		t.Fatalf("dual after 7 steps: α = %v, b = %v, w = %v; want (2, 0, 5), −3, (1, 1)", st.Alpha, st.B, st.W)
	}
	// Table 2.2: a column per αᵢ; after k = 2, α = (1, 0, 1), after k = 7, (2, 0, 5).
	if _, cols := e.traceP().Table.Length(); cols != perceptronview.ColAlpha+3 {
		t.Errorf("dual Trace has %d columns, want %d (with α₁, α₂, α₃)", cols, perceptronview.ColAlpha+3)
	}
	for r, want := range map[int][3]string{2: {"1", "0", "1"}, 7: {"2", "0", "5"}} {
		for j := range 3 {
			if a, _ := cellText(e.traceP().Table, widget.TableCellID{Row: r, Col: perceptronview.ColAlpha + j}); a != want[j] {
				t.Errorf("Trace row %d α%d = %q, want %s (Table 2.2)", r, j+1, a, want[j])
			}
		}
	}
	if h := e.traceP().Head(perceptronview.ColAlpha + 2); h != "α₃" || !strings.Contains(e.traceP().Caption.Text, "Table 2.2") {
		t.Errorf("dual Trace: header %q, caption %q", h, e.traceP().Caption.Text)
	}
	if !strings.Contains(e.alphaP().Sum.Text, "b = Σ αᵢyᵢ = −3") {
		t.Errorf("α panel: %q", e.alphaP().Sum.Text)
	}
}

func TestEtaEntryIsValidated(t *testing.T) {
	e := newTestExplorer(t)
	f := e.modelP().Settings
	for _, bad := range []string{"0", "-1", "abc", ""} {
		f.Row(param.Eta).Entry.SetText(bad)
		if f.Row(param.Eta).Entry.Validate() == nil {
			t.Errorf("η = %q accepted", bad)
		}
		if e.s.Settings().Eta != 1 {
			t.Errorf("η = %q changed the settings to %v", bad, e.s.Settings().Eta)
		}
	}
	f.Row(param.Eta).Entry.SetText("0.5")
	if e.s.Settings().Eta != 0.5 {
		t.Errorf("η = 0.5 gave %v", e.s.Settings().Eta)
	}
}

func TestEditAfterTrainingKeepsTheModel(t *testing.T) {
	for _, form := range []lab.Form{formOf("primal"), formOf("dual")} {
		t.Run(form.String(), func(t *testing.T) {
			e := newTestExplorer(t)
			loadLiHang(t, e)
			f := e.modelP().Settings
			f.Form.SetSelected(f.Form.Options[form])
			test.Tap(e.bar.endBtn)
			settle(t, e)
			if st := e.s.Training().State(); st.Status != perceptron.Converged || st.K != 7 {
				t.Fatalf("Train to end: %v at k = %d", st.Status, st.K)
			}
			// A +1 point at (0, 0): w·x+b = −3 < 0, so it is misclassified.
			e.edit.onAdd(0, 0, 1)
			if msg := e.status.Message(); !strings.Contains(msg, "1 of 4 misclassified") {
				t.Errorf("after adding a point, the status says %q", msg)
			}
			st := e.s.Training().State()
			if !slices.Equal(st.W, []float64{1, 1}) || st.B != -3 || e.s.Training().Misclassified() != 1 {
				t.Fatalf("after adding a point: w = %v, b = %v, %d misclassified; want the trained (1, 1), −3 and 1",
					st.W, st.B, e.s.Training().Misclassified())
			}
			if form == formOf("dual") && !slices.Equal(st.Alpha, []float64{2, 0, 5, 0}) {
				t.Errorf("α = %v, want the new point at 0", st.Alpha)
			}
			test.Tap(e.bar.stepBtn)
			if st := e.s.Training().State(); st.K != 8 || st.Updated != 3 {
				t.Errorf("the next Step made update k = %d on x%d; want k = 8 on x4", st.K, st.Updated+1)
			}
			if form == formOf("dual") {
				e.s.RemovePoint(1)
				if a := e.s.Training().State().Alpha; len(a) != 3 || a[0] != 2 || a[1] != 5 {
					t.Errorf("after removing x₂, α = %v", a)
				}
			}
		})
	}
}

func TestRunOnXORStopsWithAClearMessage(t *testing.T) {
	e := newTestExplorer(t)
	exampleItem(t, e, "XOR (not separable)").Action()
	e.bar.speed.SetValue(e.bar.speed.Max)
	test.Tap(e.bar.runBtn)
	// The run goes on in a goroutine; the test driver runs its fyne.Do
	// calls at once, so nothing is read here until it has ended.
	settle(t, e)
	msg := e.status.Message()
	st := e.s.Training().State().Status
	if st != perceptron.Cycle && st != perceptron.EpochLimit {
		t.Fatalf("XOR run ended with %v", st)
	}
	if !strings.Contains(msg, "not linearly separable") || !strings.Contains(msg, "Stopped") {
		t.Errorf("message %q does not say why XOR stopped", msg)
	}
	if e.ctl.Busy() || e.bar.runBtn.Text != i18n.T("Run") {
		t.Error("the Run button still shows a run going on")
	}
	// The window is still usable: points can be added and training resumed.
	e.s.AddPoint([]float64{5, 5}, 1)
	e.Changed()
	test.Tap(e.bar.endBtn)
	settle(t, e)
	if msg := e.status.Message(); !strings.Contains(msg, "not linearly separable") {
		t.Errorf("Train to end on XOR says %q", msg)
	}
}

func TestPauseStopsARun(t *testing.T) {
	e := newTestExplorer(t)
	exampleItem(t, e, "XOR (not separable)").Action()
	e.bar.speed.SetValue(e.bar.speed.Min) // slow: the run is still going when paused
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	// The first step is made at once; the goroutine then waits a second
	// before it touches anything, so these reads do not race with it.
	if !e.ctl.Busy() || e.bar.runBtn.Text != i18n.T("Pause") || e.s.Training().State().K != 1 {
		t.Fatalf("Enter: busy %v, button %q, k = %d; want a run, Pause, k = 1",
			e.ctl.Busy(), e.bar.runBtn.Text, e.s.Training().State().K)
	}
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	settle(t, e)
	if e.ctl.Busy() || e.status.Message() != i18n.T("Paused") || e.bar.runBtn.Text != i18n.T("Run") {
		t.Errorf("after Enter, Enter: busy %v, message %q, button %q", e.ctl.Busy(), e.status.Message(), e.bar.runBtn.Text)
	}
}

func TestKeysDriveTraining(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if e.s.Training().State().K != 1 {
		t.Fatalf("Space: k = %d", e.s.Training().State().K)
	}
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeyE})
	if e.s.Training().State().K < 2 {
		t.Fatalf("E: k = %d", e.s.Training().State().K)
	}
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeyR})
	if st := e.s.Training().State(); st.K != 0 || !slices.Equal(st.W, []float64{0, 0}) || len(st.Trace) != 1 {
		t.Errorf("R: k = %d, w = %v, %d trace rows", st.K, st.W, len(st.Trace))
	}
}

func TestAlphaTabShowsBarsAndHighlight(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	e.side.Tabs.Select(e.side.Tab("alpha")) // lays the list out, with real rows
	tapN(e.bar.stepBtn, 7)
	l := e.alphaP().List
	for i, want := range []string{"α₁ = 2", "α₂ = 0", "α₃ = 5"} {
		row := l.CreateItem()
		l.UpdateItem(i, row)
		bg, label, bar := perceptronview.AlphaRowParts(row)
		if label.Text != want || bar.Value != e.s.Training().State().Alpha[i] || bar.Max != 5 || bg.Visible() != (i == 2) {
			t.Errorf("α row %d: %q, bar %v of %v, highlighted %v; want %q, highlighted %v",
				i, label.Text, bar.Value, bar.Max, bg.Visible(), want, i == 2)
		}
	}
	for _, tab := range []*container.TabItem{e.side.Tab("gram"), e.side.Tab("trace"), e.side.Tab("model")} {
		e.side.Tabs.Select(tab) // every tab renders without a panic
	}
}

func TestKernelFormSeparatesCircles(t *testing.T) {
	e := newTestExplorer(t)
	exampleItem(t, e, "Two concentric circles").Action()
	f := e.modelP().Settings
	f.Form.SetSelected(f.Form.Options[formOf("kernel")])
	if e.s.Settings().Form != formOf("kernel") || e.s.Settings().KernelName != "rbf" {
		t.Fatalf("settings %+v after choosing Kernel", e.s.Settings())
	}
	test.Tap(e.bar.endBtn)
	settle(t, e)
	st := e.s.Training().State()
	if st.Status != perceptron.Converged || e.s.Training().Misclassified() != 0 {
		t.Fatalf("RBF kernel on circles: %v, %d misclassified", st.Status, e.s.Training().Misclassified())
	}
	var decision func([]float64) float64
	for _, m := range e.plane.Input().Models {
		switch m := m.(type) {
		case scene.Regions:
			decision = m.F
		case scene.Hyperplane:
			if m.W != nil {
				t.Errorf("the plane draws a line %+v in the kernel form", m)
			}
		}
	}
	if decision == nil {
		t.Fatal("the plane gets no kernel decision function")
	}
	// Every circle point is on its side of the curved boundary.
	set := e.s.Set()
	for i := range set.Len() {
		if set.Y[i]*decision(set.Point(i)) <= 0 {
			t.Fatalf("x%d on the wrong side of the kernel boundary", i+1)
		}
	}
	if d, _ := cellText(e.gramP().Table, widget.TableCellID{Row: 3, Col: 3}); d != "1" {
		t.Errorf("RBF Gram diagonal = %q, want K(x, x) = 1", d)
	}
	if !strings.Contains(e.modelP().Value("f(x)"), "K(xⱼ, x)") {
		t.Errorf("f(x) shows %q", e.modelP().Value("f(x)"))
	}
	// The polynomial kernel, of the spec's default degree 3 (the command line's).
	f.Row(param.KernelName).Pick.SetSelectedIndex(1) // Polynomial
	if ts := e.s.Settings(); ts.KernelName != "poly" || ts.KernelDegree != 3 {
		t.Fatalf("polynomial kernel: %+v", ts)
	}
	f.Row(param.KernelDegree).Entry.SetText("0")
	if e.s.Settings().KernelDegree != 3 {
		t.Error("degree 0 was accepted")
	}
}
