package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"

	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// showSheet shows content in a dialog that fits the window: it scrolls
// when the window is too small for it (the shortcuts at 1280×720 in
// projector mode), and Esc closes it.
func (e *explorer) showSheet(title string, content fyne.CanvasObject) {
	scroll := container.NewVScroll(content)
	win := e.win.Canvas().Size()
	want := content.MinSize()
	scroll.SetMinSize(fyne.NewSize(min(want.Width+2*16, win.Width*0.85), min(want.Height, win.Height*0.6)))
	d := dialog.NewCustom(title, i18n.T("Close"), scroll, e.win)
	d.SetOnClosed(func() { e.sheet = nil })
	e.sheet = d
	d.Show()
}

// closeSheet closes the sheet shown, and reports whether there was one.
func (e *explorer) closeSheet() bool {
	if e.sheet == nil {
		return false
	}
	e.sheet.Hide()
	e.sheet = nil
	return true
}

// ToggleSide hides the side panel, giving the plane the whole width (for
// a projector), or shows it again.
func (e *explorer) ToggleSide() {
	if e.phone != nil && e.phone.on { // a narrow window: the panel is a sheet
		e.phone.flip()
		return
	}
	kit.SetVisible(e.side.Content, !e.side.Content.Visible())
	e.split.Refresh()
	e.win.SetMainMenu(e.buildMenu())
	if e.side.Content.Visible() {
		e.side.Refresh()
	}
}

// toggleExplain hides the explanation under the plane, giving the plane
// its height, or shows it again.
func (e *explorer) toggleExplain() {
	x := e.strip.explain.content
	kit.SetVisible(x, !x.Visible())
	e.strip.content.Refresh()
	e.strip.area.Refresh()
	e.win.SetMainMenu(e.buildMenu())
}
