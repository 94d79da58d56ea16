package ui

// A compact window (phone.go, in the web edition): the toolbar without
// captions, two lines of explanation, one line of status bar.

// setCompact shows the toolbar's buttons with icons alone, or with their
// captions again.
func (b *toolbar) setCompact(on bool) {
	b.compact = on
	setVisible(b.classLabel, !on)
	b.sizeSpeed()
	b.relabel()
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
	s.setProjector(s.e.look.projector)
}

// setCompact hides the status bar's second line (the mouse hints and the
// cursor's position) in a narrow window, as projector mode does.
func (b *statusBar) setCompact(on bool) {
	b.compact = on
	b.setProjector(b.e.look.projector)
}

// compactLines is how many lines of explanation a narrow window keeps:
// phoneLines, or one in a low window (a phone in landscape), where the
// plane needs the height.
func (s *stepStrip) compactLines() int {
	if s.e.phone != nil && s.e.phone.short {
		return 1
	}
	return phoneLines
}
