package ui

import (
	"slices"
	"testing"

	"perceptronlab/ui/i18n"
)

// menuAction runs the item labelled label of the window's menu called
// menu, or fails.
func menuAction(t *testing.T, e *explorer, menu, label string) {
	t.Helper()
	for _, m := range e.win.MainMenu().Items {
		if m.Label != menu {
			continue
		}
		for _, it := range m.Items {
			if it.Label == label {
				it.Action()
				return
			}
		}
	}
	t.Fatalf("no %s ▸ %s", menu, label)
}

// TestFitMenusActOnTheFit checks that in curve fitting Edit, Train and
// the shortcuts act on the fit, never on the classifiers' session hidden
// behind it: Ctrl+Z and Redo undo and redo a click, a drag and Clear;
// the Train menu steps the cross-validation; after leaving, Ctrl+Z is
// the session's again.
func TestFitMenusActOnTheFit(t *testing.T) {
	e, v := enterFit(t)
	n0, hidden := len(v.Lab().Points), e.s.Set().Len()
	v.OnAdd(0.5, 0.5, 1)
	typeShortcut(t, e, shortcutUndo)
	if len(v.Lab().Points) != n0 || e.s.Set().Len() != hidden {
		t.Fatalf("Ctrl+Z: %d fit points (want %d), %d session points (want %d)", len(v.Lab().Points), n0, e.s.Set().Len(), hidden)
	}
	menuAction(t, e, i18n.T("Edit"), i18n.T("Redo"))
	if len(v.Lab().Points) != n0+1 {
		t.Fatalf("Redo: %d fit points, want %d", len(v.Lab().Points), n0+1)
	}
	before := v.Lab().Points[0]
	v.OnMove(0, before.X+0.05, before.T+0.3) // a drag of point 0, as the plane reports it
	v.Plane.OnDragEnd(0)
	if v.Lab().Points[0] == before {
		t.Fatal("the drag moved no point")
	}
	typeShortcut(t, e, shortcutUndo)
	if v.Lab().Points[0] != before {
		t.Errorf("Ctrl+Z after a drag: point 0 at %v, want %v", v.Lab().Points[0], before)
	}
	menuAction(t, e, i18n.T("Edit"), i18n.T("Clear all points"))
	menuAction(t, e, i18n.T("Edit"), i18n.T("Undo"))
	if len(v.Lab().Points) != n0+1 {
		t.Errorf("Undo of Clear: %d points, want %d", len(v.Lab().Points), n0+1)
	}
	var labels []string
	for _, it := range e.win.MainMenu().Items[1].Items {
		labels = append(labels, it.Label)
	}
	if slices.Contains(labels, i18n.T("Flip label (L)")) {
		t.Errorf("the Edit menu offers the classifiers' items in curve fitting: %q", labels)
	}
	menuAction(t, e, i18n.T("Train"), i18n.T("Start cross-validation"))
	v.Jobs.Wait()
	menuAction(t, e, i18n.T("Train"), i18n.T("Next step (Space)"))
	if !v.Lab().Step.Started() || v.Lab().Step.Pos != 1 {
		t.Errorf("the Train menu's cross-validation: started %v at step %d", v.Lab().Step.Started(), v.Lab().Step.Pos)
	}
	if e.s.Set().Len() != hidden || e.s.CanUndo() {
		t.Errorf("the hidden session changed: %d points, undo %v", e.s.Set().Len(), e.s.CanUndo())
	}
	e.fit.LeaveFitMode()
	e.s.AddPoint([]float64{1, 1}, 1)
	e.Changed()
	typeShortcut(t, e, shortcutUndo)
	if e.s.Set().Len() != hidden || len(v.Lab().Points) != n0+1 {
		t.Errorf("Ctrl+Z after leaving: %d session points (want %d), %d fit points", e.s.Set().Len(), hidden, len(v.Lab().Points))
	}
}
