package nbview

import (
	"testing"

	"perceptronlab/ui/viewtest"
)

// testRoom is the window a Method's tests give it (ui/viewtest).
type testRoom = viewtest.Room

// newTestMethod returns naive Bayes's view for a test room over an empty
// session, its Bayes tab built and shown in a 600 × 800 test window.
func newTestMethod(t *testing.T) (*testRoom, *Method) {
	t.Helper()
	viewtest.NewApp(t)
	r, v := viewtest.Open(t, NewMethod, 600)
	return r, v.(*Method)
}

// bayesTab returns the Bayes tab.
func bayesTab(r *testRoom) *nbPanel { return r.Panels[0].(*nbPanel) }
