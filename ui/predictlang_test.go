package ui

import (
	"testing"

	"fyne.io/fyne/v2/widget"

	"perceptronlab/ui/i18n"
)

// Issue 27, fault 8: switching the language while a question was up left
// the question and its "No update" button in the old language.
func TestLanguageSwitchAsksAgainInTheNewLanguage(t *testing.T) {
	e := newTestExplorer(t)
	i18n.SetLanguage("en")
	t.Cleanup(func() { i18n.SetLanguage("en") })
	loadLiHang(t, e)
	e.predict.Set(true)
	b := e.predict.Bar()
	clickAt(e, 3, 3) // an answer, which must stay
	if b.Question.Text != "Which point will the next update use? Click it, then click twice to draw the new line." {
		t.Fatalf("English question: %q", b.Question.Text)
	}
	e.looks.setLanguage("zh")
	if want := i18n.T("Which point will the next update use? Click it, then click twice to draw the new line."); b.Question.Text != want || want == "Which point will the next update use? Click it, then click twice to draw the new line." {
		t.Errorf("after switching to Chinese the question reads %q, want %q", b.Question.Text, want)
	}
	var choices []string
	for _, o := range b.Choices.Objects {
		choices = append(choices, o.(*widget.Button).Text)
	}
	if len(choices) != 1 || choices[0] != i18n.T("No update") {
		t.Errorf("after switching to Chinese the choices read %q, want %q", choices, i18n.T("No update"))
	}
	if g := e.predict.Quiz().Guess(); g.Point != 0 {
		t.Errorf("the answer x₁ was lost: guess %+v", g)
	}
}
