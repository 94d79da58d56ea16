package ui

import (
	"image"
	"image/draw"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/ui/side"
)

// planeShot returns the pixels of the plane as the window draws them.
func planeShot(e *explorer) *image.RGBA {
	img := e.win.Canvas().Capture()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(e.plane)
	size := e.plane.Size()
	r := image.Rect(int(pos.X), int(pos.Y), int(pos.X+size.Width), int(pos.Y+size.Height))
	out := image.NewRGBA(image.Rect(0, 0, r.Dx(), r.Dy()))
	draw.Draw(out, out.Bounds(), img, r.Min, draw.Src)
	return out
}

// panelTexts is what the panels say about the state shown: the Model tab,
// the α sum, the trace's rows, the Gram highlight and the explanation.
func panelTexts(e *explorer) []string {
	m := e.modelP()
	rows, _ := e.traceP().Table.Length()
	_, hl := cellText(e.gramP().Table, widget.TableCellID{Row: 2, Col: 0})
	hlText := "x₃ not highlighted"
	if hl {
		hlText = "x₃ highlighted"
	}
	return []string{m.Value("w"), m.Value("b"), m.Value("Status"), m.Value("Mistakes"), m.Value("Margin"), m.Value("f(x)"),
		e.alphaP().Sum.Text, strings.Repeat("row ", rows), hlText, e.strip.explain.text.Text}
}

func TestBackFromThreeShowsTheStateAtTwo(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	tapN(e.bar.stepBtn, 2)
	wantImg, wantText := planeShot(e), panelTexts(e)
	if !strings.HasPrefix(wantText[len(wantText)-1], "k = 2: y₃(w·x₃ + b) = −1·((3, 3)·(1, 1) + 1) = −7 ≤ 0") {
		t.Fatalf("the explanation at k = 2 is %q", wantText[len(wantText)-1])
	}
	test.Tap(e.bar.stepBtn)
	if samePixels(planeShot(e), wantImg) {
		t.Fatal("the plane looks the same at k = 3 as at k = 2: the comparison below proves nothing")
	}
	test.Tap(e.strip.back)
	if st := e.s.Training().State(); st.K != 2 || e.s.Training().Latest() != 3 {
		t.Fatalf("after Back: k = %d, latest %d; want 2 and 3", st.K, e.s.Training().Latest())
	}
	if !samePixels(planeShot(e), wantImg) {
		t.Error("the plane after Back from k = 3 differs from the plane at k = 2")
	}
	for i, got := range panelTexts(e) {
		if got != wantText[i] {
			t.Errorf("panel text %d after Back: %q, at k = 2: %q", i, got, wantText[i])
		}
	}
	if e.strip.slider.Value != 2 || e.strip.slider.Max != 3 || e.strip.k.Text != "k = 2 of 3" {
		t.Errorf("slider at %v of %v, %q; want 2 of 3", e.strip.slider.Value, e.strip.slider.Max, e.strip.k.Text)
	}
	// Shift+Space goes back one more; Space replays the recorded update.
	e.cmd.onHeld(desktop.KeyShiftLeft, true)
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	e.cmd.onHeld(desktop.KeyShiftLeft, false)
	if k := e.s.Training().State().K; k != 1 {
		t.Fatalf("Shift+Space at k = 2 went to k = %d", k)
	}
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if !samePixels(planeShot(e), wantImg) || e.s.Training().Latest() != 3 {
		t.Error("Space after going back did not replay the run to the state at k = 2")
	}
}

func TestSliderScrubsTheRunAndEditsStartANewOne(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	tapN(e.bar.stepBtn, 8) // 7 updates and the pass that confirms them
	e.strip.slider.SetValue(4)
	st := e.s.Training().State()
	if st.K != 4 || st.W[0] != 0 || st.W[1] != 0 || st.B != -2 {
		t.Fatalf("slider at 4: k = %d, w = %v, b = %v; Table 2.1 has w = (0, 0), b = −2", st.K, st.W, st.B)
	}
	if got := e.modelP().Value("b"); got != "−2" {
		t.Errorf("the Model tab shows b = %q at k = 4", got)
	}
	if rows, _ := e.traceP().Table.Length(); rows != 5 {
		t.Errorf("the Trace tab has %d rows at k = 4, want 5", rows)
	}
	if x := e.strip.explain.text.Text; !strings.HasPrefix(x, "k = 4: y₃(w·x₃ + b) = −1·((1, 1)·(1, 1) − 1) = −1 ≤ 0") {
		t.Errorf("the explanation at k = 4: %q", x)
	}
	e.strip.slider.SetValue(7)
	if x := e.strip.explain.text.Text; !strings.Contains(x, "Converged: no point has yᵢ(w·xᵢ + b) ≤ 0; the smallest value is 1 at x₃.") {
		t.Errorf("the explanation at the end: %q", x)
	}
	e.strip.slider.SetValue(2)
	click(e, 60, 60, desktop.MouseButtonPrimary, 0) // an edit while scrubbed back
	if e.s.Training().Scrubbed() || e.s.Training().Latest() != 2 || e.s.Set().Len() != 4 {
		t.Errorf("an edit at k = 2: scrubbed %v, latest %d, %d points; want a new run from k = 2 with 4 points",
			e.s.Training().Scrubbed(), e.s.Training().Latest(), e.s.Set().Len())
	}
	if e.strip.slider.Max != 2 {
		t.Errorf("the slider spans 0…%v after the edit, want 0…2", e.strip.slider.Max)
	}
}

func TestDualExplanationAndGramRow(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	f := e.modelP().Settings
	f.Form.SetSelected(side.FormName(formOf("dual")))
	tapN(e.bar.stepBtn, 3)
	want := "k = 3: y₃(Σⱼ αⱼyⱼGⱼ₃ + b) = −1·(1·1·6 + 1·(−1)·2 + 0) = −4 ≤ 0, so x₃ is misclassified.\n" +
		"The Gram row used: Gⱼ₃ = xⱼ·x₃ = (6, 7, 2)\nα₃ ← α₃ + η = 1 + 1 = 2\nb ← b + ηy₃ = 0 + 1·(−1) = −1"
	if got := e.strip.explain.text.Text; got != want {
		t.Errorf("dual explanation at k = 3:\n got %q\nwant %q", got, want)
	}
	e.strip.slider.SetValue(1) // the update on x₁: the Gram tab highlights row x₁
	for i := range 3 {
		if _, hl := cellText(e.gramP().Table, widget.TableCellID{Row: i, Col: 1}); hl != (i == 0) {
			t.Errorf("at k = 1 the Gram row x%d is highlighted %v", i+1, hl)
		}
	}
}
