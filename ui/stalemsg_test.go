package ui

import (
	"perceptronlab/ui/kit"
	"perceptronlab/ui/side"
	"strings"
	"testing"

	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"perceptronlab/lab"
	"perceptronlab/ui/i18n"
)

// Issue 27, fault 13: "Opened the lab of the link" stayed on the status
// line through 30 edits of the points. An edit ends a message about what
// came before it; a message the edit itself sets stays.
func TestStatusMessageEndsWithAnEdit(t *testing.T) {
	e := newTestExplorer(t)
	e.links.openLink("https://example.org/#example=lihang21")
	opened := e.status.Message()
	if opened == "" {
		t.Fatal("no message after opening the link")
	}
	for i := range 30 {
		click(e, 100+float32(i)*7, 100, desktop.MouseButtonPrimary, 0)
	}
	if got := e.status.Message(); got == opened {
		t.Errorf("after 30 edits the status line still says %q", got)
	}
}

// Issue 27, fault 13: loading XOR in the perceptron after a k-NN
// cross-validation said "The points or p changed: start the
// cross-validation again", about a tab no longer there; and End threw
// the cross-validation away instead of showing its result.
func TestKNNCVEndShowsTheChoiceAndXORSaysNothingOfIt(t *testing.T) {
	e := newTestExplorer(t)
	e.examples.open("lihang32")
	c := e.knn().CVForm()
	e.side.Show("cv")
	test.Tap(c.Start)
	e.knn().Wait()
	test.Tap(c.Stop) // End
	// The strip explains the last step, the choice, only while the
	// stepper holds its run and stands there.
	ex := e.View().Explanation()
	apply := shownButton(side.TabPanel[kit.Panel](e.side, "cv").CanvasObject(), "Apply")
	if len(ex) != 1 || !strings.HasPrefix(ex[0], "Cross-validation chooses k = ") || apply == nil || apply.Disabled() {
		t.Errorf("End: the strip says %q, Apply %v; want the choice shown, Apply enabled", ex, apply)
	}
	e.examples.open("xor")
	if f := e.s.Settings().Form; f == lab.KNN {
		t.Fatalf("XOR opened in k-NN")
	}
	if got := e.status.Message(); got == i18n.T("The points or p changed: start the cross-validation again") {
		t.Errorf("loading XOR: status %q", got)
	}
}
