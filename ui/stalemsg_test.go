package ui

import (
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
	e.openLink("https://example.org/#example=lihang21")
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
	e.OpenExample("lihang32")
	c := e.knnCV()
	e.side.Show("cv")
	test.Tap(c.Start)
	c.jobs.Wait()
	test.Tap(c.Stop) // End
	if !c.step.Started() || c.step.Pos != c.step.K()+1 || c.apply.Disabled() {
		t.Errorf("End: started %v, step %d of %d, Apply disabled %v; want the choice shown", c.step.Started(), c.step.Pos, c.step.K()+1, c.apply.Disabled())
	}
	e.OpenExample("xor")
	if f := e.s.Settings().Form; f == lab.KNN {
		t.Fatalf("XOR opened in k-NN")
	}
	if got := e.status.Message(); got == i18n.T("The points or p changed: start the cross-validation again") {
		t.Errorf("loading XOR: status %q", got)
	}
}
