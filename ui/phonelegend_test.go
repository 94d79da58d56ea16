package ui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// Issue 20: at 390×844 the ☰ button covered the top left of the plane's
// legend. The phone keeps the button's area, in the plane's own pixels,
// out of the legend's places (canvas's TestLegendClearsAKeepOutArea shows
// the legend then goes elsewhere), and keeps nothing out in a wide window.
func TestPhoneKeepsTheToggleOutOfTheLegend(t *testing.T) {
	e := phoneExplorer(t, 390, 844)
	e.examples.open("lihang21")
	d := fyne.CurrentApp().Driver()
	at := d.AbsolutePositionForObject(e.phone.toggle).Subtract(d.AbsolutePositionForObject(e.plane))
	want := fyne.NewSize(36, 36) // the button's size at the test theme's text size, ± 1
	k := e.plane.KeptOut()
	if len(k) != 1 || abs32(k[0].Pos.X-at.X) > 0.5 || abs32(k[0].Pos.Y-at.Y) > 0.5 ||
		abs32(k[0].Size.Width-want.Width) > 1 || abs32(k[0].Size.Height-want.Height) > 1 {
		t.Errorf("the plane keeps %+v out; want the ☰ button at %v, about %v, in its pixels", k, at, want)
	}
	pageSize = func() fyne.Size { return fyne.NewSize(1240, 760) } // the page grew wide
	e.win.Resize(fyne.NewSize(1240, 760))
	if k := e.plane.KeptOut(); len(k) != 0 || e.phone.on {
		t.Errorf("in a wide window the plane keeps %+v out", k)
	}
}
