package ui

import (
	"strings"
	"testing"
)

// TestOneUpdateIsSingular runs one epoch of Example 2.1 in the order
// "first", which makes one update (Li Hang's Table 2.1: x₁ first): the
// status bar and the Model tab say "1 update", not "1 updates" (issue 27,
// fault 14), and the second epoch's one update brings k to 2.
func TestOneUpdateIsSingular(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	e.ctl.Epoch()
	if msg := e.status.Message(); msg != "Epoch: 1 update, k = 1" {
		t.Errorf("after one epoch the status bar says %q", msg)
	}
	if k := e.modelP().Value("Mistakes"); !strings.HasPrefix(k, "k = 1 update ") {
		t.Errorf("the Model tab says %q", k)
	}
	e.ctl.Epoch()
	if k := e.modelP().Value("Mistakes"); !strings.HasPrefix(k, "k = 2 updates ") {
		t.Errorf("after two epochs the Model tab says %q", k)
	}
}
