package predict

import (
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The plane's height with predict mode on (issue 19, on a 720-pixel
// projector): the question bar above the plane and the explanation under
// it left the plane 160–200 px. The bar is one row (bar.go), the
// explanation shares planeShare of the area with the bar rather than
// beside it, while a question is up the explanation, which then only
// says that it follows the reveal, gives up its room, and on a projector
// in a short window the side panel makes way.

// BarHeight is the height the question bar takes above the plane, 0
// when it is hidden.
func (m *Mode) BarHeight() float32 {
	if m.bar == nil || !m.bar.Content.Visible() {
		return 0
	}
	return m.bar.Content.MinSize().Height + theme.Padding()
}

// Squeeze reports whether predict mode is on, when the explanation may
// shrink below its usual fewest lines to keep the plane its share, and
// whether a question is up, when it needs no line.
func (m *Mode) Squeeze() (on, asking bool) {
	if !m.On() {
		return false, false
	}
	return true, m.quiz.Pending() != nil
}

// shortWindow is the window height below which predict mode in
// projector mode hides the side panel: the question then has the
// window's width and wraps into fewer lines. (Narrowed to a strip, as its
// divider allows, the panel's values wrapped a letter a line.)
const shortWindow = 900

// sideFor hides the side panel when predict mode comes on in projector
// mode in a short window, and shows it again when predict mode goes off,
// unless the user showed it in between (H).
func (m *Mode) sideFor(on bool) {
	_, projector := m.r.Look()
	switch {
	case on && projector && m.r.Window().Canvas().Size().Height < shortWindow && m.r.SideShown():
		m.sideHidden = true
		m.r.ToggleSide()
	case !on && m.sideHidden:
		m.sideHidden = false
		if !m.r.SideShown() {
			m.r.ToggleSide()
		}
	}
}

// fitQuestion sets the question's type: the sub-heading, and in
// projector mode in a short window the projector's text size, which is
// already 1.6 times the desk's and reads from the back of the room, so
// that a long question takes two lines rather than four. There, once
// revealed, the verdict takes the question's place, in its colour, and
// the row under it goes: the class has just read the question, and the
// strip under the plane explains the answer.
func (b *Bar) fitQuestion(revealed bool) {
	size, imp := theme.SizeNameSubHeadingText, widget.MediumImportance
	if verdictAsQuestion(b.m.r) {
		size = theme.SizeNameText
		if revealed {
			b.Question.SetText(b.Answer.Text)
			imp = b.Answer.Importance
			b.second.Hide()
		}
	}
	if q := b.Question; q.SizeName != size || q.Importance != imp {
		q.SizeName, q.Importance = size, imp
		q.Refresh()
	}
}

// verdictAsQuestion reports whether the revealed verdict takes the
// question's place in the bar (fitQuestion), wrapped and whole: in
// projector mode in a short window. The strip under the plane then leaves
// it out (Lines): there it took the first of the two lines the
// strip has room for at 1280×720.
func verdictAsQuestion(r Room) bool {
	_, projector := r.Look()
	return projector && r.Window().Canvas().Size().Height < shortWindow
}
