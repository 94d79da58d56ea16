package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// phoneExplorer returns a window laid out by the web edition's adaptive
// centre in a page of w×h.
func phoneExplorer(t *testing.T, w, h float32) *explorer {
	t.Helper()
	old := pageSize
	pageSize = func() fyne.Size { return fyne.NewSize(w, h) }
	t.Cleanup(func() { pageSize = old })
	e := newTestExplorer(t)
	e.phone = newPhone(e)
	e.win.SetContent(container.NewBorder(e.bar.content, e.status.content, nil, nil, e.phone.content))
	e.win.Resize(fyne.NewSize(w, h))
	return e
}

// A phone's portrait page: the plane fills the window, which fits the
// page; the toolbar has no captions; the ☰ button slides the side panel
// over the plane and away, and presses on it are not the plane's.
func TestPhoneLayout(t *testing.T) {
	e := phoneExplorer(t, 390, 844)
	p := e.phone
	if !p.on || e.bar.stepBtn.Text != "" || e.status.hints.Visible() || e.strip.explain.box.lines != phoneLines {
		t.Fatalf("at 390×844: phone %v, Step caption %q, hints shown %v, %d lines", p.on, e.bar.stepBtn.Text,
			e.status.hints.Visible(), e.strip.explain.box.lines)
	}
	if least := e.win.Content().MinSize(); least.Width > 390 || least.Height > 844 {
		t.Errorf("the window needs %v, more than the page", least)
	}
	if e.split.Trailing == e.side.Content || p.sheet.Visible() {
		t.Error("the side panel is beside the plane, or its sheet shown at the start")
	}
	test.Tap(p.toggle)
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(p.sheet)
	middle := at.Add(fyne.NewPos(p.sheet.Size().Width/2, p.sheet.Size().Height/2))
	if !p.sheet.Visible() || p.sheet.Size().Width < 300 || !e.sheetCovers(middle) || !e.side.Content.Visible() {
		t.Errorf("☰ showed a sheet of %v (covers its middle: %v)", p.sheet.Size(), e.sheetCovers(middle))
	}
	e.ToggleSide() // View ▸ side panel: the sheet too
	if p.sheet.Visible() || e.sheetCovers(middle) {
		t.Error("the sheet is still shown")
	}
	// A window grown past the page shrinks back to it.
	e.win.Resize(fyne.NewSize(450, 900))
	p.fitPage()
	if s := e.win.Canvas().Size(); s != fyne.NewSize(390, 844) {
		t.Errorf("fitPage left the window at %v in a page of 390×844", s)
	}
}

// Above 700×500 the centre is the split, as on the desktop.
func TestPhoneLayoutWide(t *testing.T) {
	e := phoneExplorer(t, 1240, 760)
	if e.phone.on || e.split.Trailing != e.side.Content || e.bar.stepBtn.Text != "Step" || e.phone.toggle.Visible() {
		t.Errorf("at 1240×760: phone %v, Step caption %q", e.phone.on, e.bar.stepBtn.Text)
	}
}

// A phone's landscape page: the toolbar gives its height to the plane,
// which keeps most of the window's, and comes back in portrait.
func TestPhoneLandscape(t *testing.T) {
	e := phoneExplorer(t, 844, 390)
	if !e.phone.on || !e.phone.short || e.bar.content.Visible() {
		t.Fatalf("at 844×390: phone %v, short %v, toolbar shown %v", e.phone.on, e.phone.short, e.bar.content.Visible())
	}
	if h := e.plane.Size().Height; h < 0.55*390 || e.strip.explain.box.lines != 1 {
		t.Errorf("the plane is %.0f high in a window 390 high, with %d lines of explanation", h, e.strip.explain.box.lines)
	}
	if least := e.win.Content().MinSize(); least.Width > 844 || least.Height > 390 {
		t.Errorf("the window needs %v, more than the page", least)
	}
	// A long explanation (an end of run's) scrolls in its one line.
	e.strip.explain.text.SetText(strings.Repeat("a long explanation ", 100))
	e.strip.explain.box.measure()
	e.win.Content().Refresh()
	if least := e.win.Content().MinSize(); least.Height > 390 || e.strip.explain.box.MinSize(nil).Height > 2*theme.TextSize()+2*theme.InnerPadding() {
		t.Errorf("with a long explanation the window needs %v and the explanation %v", least, e.strip.explain.box.MinSize(nil))
	}
	pageSize = func() fyne.Size { return fyne.NewSize(390, 844) } // turned to portrait
	e.win.Resize(fyne.NewSize(390, 844))
	if !e.phone.on || e.phone.short || !e.bar.content.Visible() || e.strip.explain.box.lines != phoneLines {
		t.Error("in portrait the toolbar did not come back")
	}
}
