package ui

import (
	"strings"
	"testing"

	"perceptronlab/ui/perceptronview"
)

// Fault 11 of issue 19: the status line went blank after a language
// switch. It now says the latest update again, in the new language.
func TestStatusLineSurvivesALanguageSwitch(t *testing.T) {
	e := newTestExplorer(t)
	defer e.looks.setLanguage("en")
	loadLiHang(t, e)
	tapN(e.bar.stepBtn, 3)
	e.looks.setLanguage("zh")
	msg := e.status.Message()
	if msg == "" || !strings.Contains(msg, "k = 3") || msg != perceptronview.UpdateMessage(e.s) || !strings.Contains(msg, "误分类") {
		t.Errorf("after switching to Chinese the status line says %q", msg)
	}
	e2 := newTestExplorer(t)
	e2.looks.setLanguage("en")
	if e2.status.Message() == "" {
		t.Error("before any update the status line is blank after a switch")
	}
}
