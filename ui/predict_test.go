package ui

import (
	"perceptronlab/ui/predict"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
)

// clickAt clicks the plane at plane point (x, y).
func clickAt(e *explorer, x, y float64) {
	px, py := e.plane.Mapping().ToPixel(x, y)
	click(e, px, py, desktop.MouseButtonPrimary, 0)
}

// TestPredictExample21InWindow is issue 19's acceptance, through the
// window: Example 2.1, predict mode from the View menu; a click on x₁
// (right: Li Hang's first update is on x₁), Reveal, Next; a click on x₂
// (wrong: the second is on x₃), Reveal. The score reads 1 of 2 and the
// reveal names x₃.
func TestPredictExample21InWindow(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	e.plane.SetView(scene.View{XMin: -1, XMax: 6, YMin: -1, YMax: 5})
	viewItem(t, e, i18n.T("Predict, then reveal (Q)")).Action()
	b := e.predict.Bar()
	if !b.Content.Visible() || !strings.HasPrefix(b.Question.Text, "Which point will the next update use?") {
		t.Fatalf("bar shown %v, question %q", b.Content.Visible(), b.Question.Text)
	}
	if ex := e.strip.explain.text.Text; ex != "The explanation follows the reveal." {
		t.Errorf("the strip explains before the reveal: %q", ex)
	}
	clickAt(e, 3, 3) // x₁
	clickAt(e, 0, 1) // the ghost line's ends, on empty space: no point is added
	clickAt(e, 1, 0) // grid crossings inside the view: a click on its edge is moved a marker's radius in
	if e.s.Set().Len() != 3 || !strings.Contains(b.Answer.Text, "x₁") || !strings.Contains(b.Answer.Text, "2 of 2") {
		t.Fatalf("%d points; answer %q", e.s.Set().Len(), b.Answer.Text)
	}
	if len(models[predict.GhostMark](e)) != 1 {
		t.Error("the plane does not draw the guess")
	}
	test.Tap(b.Reveal)
	if st := e.s.Training().State(); st.K != 1 || st.Updated != 0 {
		t.Fatalf("Reveal made k = %d on x%d, want the update on x₁", st.K, st.Updated+1)
	}
	// w = (3,3), b = 1: the ghost x₁ + x₂ = 1 through (0,1) and (1,0) is
	// parallel, every point of it (3 + 1)/√18 ≈ 0.94 away.
	if !strings.HasPrefix(b.Answer.Text, "Right: the answer is x₁.") || !strings.Contains(b.Answer.Text, "0° from the new line, its middle 0.94") {
		t.Errorf("verdict %q", b.Answer.Text)
	}
	if ex := e.strip.explain.text.Text; !strings.HasPrefix(ex, "Right") || !strings.Contains(ex, "x₁") || len(strings.Split(ex, "\n")) < 2 {
		t.Errorf("after the reveal the strip says %q", ex)
	}
	test.Tap(b.Reveal) // Next question
	if e.predict.Quiz().Pending() == nil || e.s.Training().State().K != 1 {
		t.Fatal("Next question did not ask, or stepped")
	}
	clickAt(e, 4, 3) // x₂
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if b.Score.Text != "Score: 1 of 2" || !strings.Contains(b.Answer.Text, "the answer is x₃") || e.s.Training().State().Updated != 2 {
		t.Errorf("score %q, verdict %q, update on x%d", b.Score.Text, b.Answer.Text, e.s.Training().State().Updated+1)
	}
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeyR})
	if b.Score.Text != "Score: 0 of 0" || e.s.Training().State().K != 0 {
		t.Errorf("R: %q at k = %d", b.Score.Text, e.s.Training().State().K)
	}
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeyQ})
	if b.Content.Visible() || e.predict.On() {
		t.Error("Q left predict mode on")
	}
	clickAt(e, 0, 0)
	if e.s.Set().Len() != 4 {
		t.Error("with predict mode off a click does not add a point")
	}
}

// TestPredictKnnInWindow: Example 3.2, predict mode by its key; a query at
// (2, 4.5) asks its class with the regions hidden; then the search asks
// which branch of the root x₆ it visits: a click on x₂ (5,4), the left
// child, is right (Li Hang: the search goes down to (5,4)).
func TestPredictKnnInWindow(t *testing.T) {
	e := newTestExplorer(t)
	menuItem(t, e, i18n.T("Li Hang, Example 3.2 (kd-tree)"))
	e.plane.SetView(scene.View{XMin: 0, XMax: 10, YMin: 0, YMax: 8})
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeyQ})
	b := e.predict.Bar()
	ctrlClick(e, 2, 4.5)
	q := e.predict.Quiz().Pending()
	if q == nil || q.Kind != lab.AskClass || len(models[scene.KNN](e)) != 0 {
		t.Fatalf("question %+v; k-NN regions drawn %d", q, len(models[scene.KNN](e)))
	}
	m, _ := e.knn().Nearest().Model()
	want := 0 // the choices are +1, −1
	if m.Classify(e.knn().Nearest().Query()) < 0 {
		want = 1
	}
	test.Tap(b.Choices.Objects[want].(*widget.Button))
	test.Tap(b.Reveal)
	if !strings.HasPrefix(b.Answer.Text, "Right") || len(models[scene.KNN](e)) != 1 {
		t.Errorf("verdict %q; regions after the reveal %d", b.Answer.Text, len(models[scene.KNN](e)))
	}
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeySpace}) // the next question: the root's branch
	if q := e.predict.Quiz().Pending(); q == nil || q.Kind != lab.AskBranch || !strings.Contains(q.Text, "x₆") {
		t.Fatalf("question %+v", q)
	}
	clickAt(e, 5, 4) // x₂, the left child
	step := e.knn().Nearest().Step()
	e.cmd.onKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if b.Score.Text != "Score: 2 of 2" || e.knn().Nearest().Step() != step+1 || !strings.Contains(b.Answer.Text, "left (x₂)") {
		t.Errorf("score %q, step %d → %d, verdict %q", b.Score.Text, step, e.knn().Nearest().Step(), b.Answer.Text)
	}
}

// TestPredictInChineseAndSheet: the bar speaks Chinese, and the shortcuts
// sheet lists Q.
func TestPredictInChineseAndSheet(t *testing.T) {
	withLanguage(t, "zh", func() {
		e := newTestExplorer(t)
		loadLiHang(t, e)
		e.predict.Toggle()
		if b := e.predict.Bar(); !strings.HasPrefix(b.Question.Text, "下一次更新用哪个点") || b.Reveal.Text != "揭晓（Enter）" {
			t.Errorf("question %q, button %q", b.Question.Text, b.Reveal.Text)
		}
	})
	found := false
	for _, s := range shortcuts() {
		found = found || (s.keys == "Q" && strings.Contains(s.what, "predict"))
	}
	if !found {
		t.Error("the shortcuts sheet does not list Q")
	}
}

// TestPredictLink: predict=1 in a link turns the mode on and asks; Copy
// link writes it back.
func TestPredictLink(t *testing.T) {
	e := newTestExplorer(t)
	e.links.openLink("#example=lihang21&predict=1")
	if !e.predict.On() || e.predict.Quiz().Pending() == nil {
		t.Fatal("predict=1 did not turn predict mode on with a question")
	}
	u, err := e.links.linkURL()
	if err != nil || !strings.Contains(u, "predict=1") {
		t.Errorf("link %q, %v", u, err)
	}
}

// TestPredictNaiveBayesInWindow: a query placed in predict mode asks its
// class first; until the reveal the Bayes tab holds back the fractions and
// the plane its regions. At (1,1) class +1 wins (nb_test.go works it out:
// 1/(4π) against ½·e⁻⁸/√(2π)·e^−25/8/√(8π)).
func TestPredictNaiveBayesInWindow(t *testing.T) {
	e := newTestExplorer(t)
	ts := lab.DefaultSettings()
	ts.Form = formOf("nb")
	e.examples.load("two classes", twoClasses(), ts)
	e.side.Tabs.Select(e.side.Tab("bayes"))
	e.predict.Toggle()
	e.edit.onQuery(1, 1)
	b := e.predict.Bar()
	if q := e.predict.Quiz().Pending(); q == nil || q.Kind != lab.AskClass {
		t.Fatalf("question %+v", q)
	}
	if text := e.bayesText(); !strings.Contains(text, "The fractions follow the reveal.") || strings.Contains(text, "y = ") || len(models[scene.GaussianNB](e)) != 0 {
		t.Errorf("before the reveal: tab %q, %d region models", text, len(models[scene.GaussianNB](e)))
	}
	test.Tap(b.Choices.Objects[1].(*widget.Button)) // −1: wrong
	test.Tap(b.Reveal)
	if !strings.Contains(b.Answer.Text, "the answer is +1") || b.Score.Text != "Score: 0 of 1" {
		t.Errorf("verdict %q, score %q", b.Answer.Text, b.Score.Text)
	}
	if text := e.bayesText(); !strings.Contains(text, "y = +1") || len(models[scene.GaussianNB](e)) != 1 {
		t.Errorf("after the reveal: tab %q", text)
	}
}
