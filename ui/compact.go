package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"perceptronlab/ui/kit"
)

// A compact window (phone.go, in the web edition): the toolbar without
// captions, two lines of explanation (one in landscape, and then it
// scrolls rather than grows), one line of status bar.

// setCompact shows the toolbar's buttons with icons alone and the speed
// slider without its "4 steps/s" (the group of the training buttons was
// then still 400 pixels wide in projector mode, wider than a phone), or
// with their captions again.
func (b *toolbar) setCompact(on bool) {
	b.compact = on
	kit.SetVisible(b.classLabel, !on)
	kit.SetVisible(b.speedLabel, !on && !b.projector)
	b.sizeSpeed()
	b.Relabel()
}

// caption returns a button's caption: none in a compact toolbar.
func (b *toolbar) caption(s string) string {
	if b.compact {
		return ""
	}
	return s
}

// setCompact gives the explanation phoneLines lines, or its usual number.
func (s *stepStrip) setCompact(on bool) {
	s.compact = on
	s.SetProjector(s.r.CurrentLook().projector)
}

// setCompact hides the status bar's second line (the mouse hints and the
// cursor's position) in a narrow window, as projector mode does.
func (b *statusBar) setCompact(on bool) {
	b.compact = on
	b.SetProjector(b.r.CurrentLook().projector)
}

// compactLines is how many lines of explanation a narrow window keeps:
// phoneLines, or one in a low window (a phone in landscape), where the
// plane needs the height.
func (s *stepStrip) compactLines() int {
	if s.short {
		return 1
	}
	return phoneLines
}

// compactRoom is the most height the explanation may take in a low phone
// window (landscape): its one line. Elsewhere it grows with its text as
// far as explainRoom lets it, which there pushed the window past the
// page.
func (e *explorer) compactRoom() (float32, bool) {
	if e.phone == nil || !e.phone.short || e.strip == nil {
		return 0, false
	}
	line := fyne.MeasureText("Xg", theme.TextSize(), fyne.TextStyle{}).Height
	return float32(e.strip.compactLines())*line + 2*theme.InnerPadding() + 0.5, true // above fitLayout's least, so that it holds
}
