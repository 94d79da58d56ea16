package fitview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// menuHeight is the height of the glfw driver's menu bar over the content
// (its items are a line of text and the inner padding): the test driver
// draws no menu.
func menuHeight() float32 {
	return fyne.MeasureText("File", theme.TextSize(), fyne.TextStyle{}).Height + theme.InnerPadding()
}

// At 1280×720 in projector mode, curve fitting asked for a window 970 px
// high: the Chapter 1 tab alone for 717 px, so the strip under the plane
// fell off the bottom of the screen. Every tab of the mode, and each
// section of Chapter 1, must fit 720 px less the menu, normal and
// projector mode, and the strip must be inside the window.
func TestFit720FitsTheScreen(t *testing.T) {
	r, v := newTestView(t)
	// The test driver runs a drawing's fyne.Do on the drawing goroutine:
	// let each drawing end before the test reads the widgets again.
	settle := func() {
		v.Views.Jobs.Wait()
		v.More.waitFigures()
	}
	for _, projector := range []bool{false, true} {
		// Leave the Chapter 1 tab before restyling, as at the end: its
		// figures would draw on the test driver's goroutine meanwhile.
		v.Tabs.SelectIndex(0)
		settle()
		r.SetProjector(projector)
		h := 720 - menuHeight()
		r.win.Resize(fyne.NewSize(1280, h))
		settle()
		for tab := range v.Tabs.Items {
			v.Tabs.SelectIndex(tab)
			settle()
			for sec := range v.More.Tabs.Items {
				v.More.Tabs.SelectIndex(sec)
				settle()
				if min := v.Content().MinSize().Height; min > h {
					t.Errorf("projector %v, tab %d, section %d: the mode asks for %.0f px, the screen has %.0f", projector, tab, sec, min, h)
				}
				c := r.win.Canvas().Size()
				pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(v.Explain)
				if bottom := pos.Y + v.Explain.Size().Height; c.Height > h+0.5 || bottom > h+0.5 || v.Explain.Size().Height < 20 {
					t.Errorf("projector %v, tab %d, section %d: canvas %v, the strip %.0f px high ends at %.0f of %.0f", projector, tab, sec, c, v.Explain.Size().Height, bottom, h)
				}
			}
		}
	}
	// Leave the Chapter 1 tab before the cleanup restyles the window: its
	// figures would draw on the test driver's goroutine meanwhile.
	v.Tabs.SelectIndex(0)
	settle()
	r.SetProjector(false)
	settle()
}

// Hidden, the Chapter 1 tab's figures are not drawn: only the section
// shown draws, and only while the Chapter 1 tab is selected.
func TestFitChapterOneDrawsOnlyWhenShown(t *testing.T) {
	r, v := newTestView(t)
	r.win.Resize(fyne.NewSize(1280, 720))
	m := v.More
	m.Refresh()
	m.waitFigures()
	m.Tabs.SelectIndex(1) // while the Chapter 1 tab is hidden
	m.waitFigures()
	if m.losses.image.Image != nil || m.bound.image.Image != nil || m.coin.image.Image != nil {
		t.Fatal("a Chapter 1 figure was drawn while the Fitting tab was shown")
	}
	v.Tabs.SelectIndex(MoreTab)
	m.waitFigures()
	if m.bound.image.Image == nil || m.losses.image.Image != nil || m.coin.image.Image != nil {
		t.Errorf("bound section shown: losses %v, bound %v, coin %v drawn; want the bound only",
			m.losses.image.Image != nil, m.bound.image.Image != nil, m.coin.image.Image != nil)
	}
	v.Tabs.SelectIndex(0)
	m.waitFigures()
}
