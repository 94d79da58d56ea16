package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/methodview"
	"perceptronlab/ui/perceptronview"
)

// statusBar is the two lines under the plane: the latest message across
// the whole width (it can be a sentence long, such as why a run stopped),
// then hints for the current mode and the cursor's plane coordinates.
type statusBar struct {
	r       statusRoom
	message *widget.Label
	hint    *widget.Label
	cursor  *widget.Label
	hints   *fyne.Container // the hint and the cursor: the second line
	content fyne.CanvasObject

	msgText string // set in the current language, rewritten on a switch
	msgAt   int    // the session's version when the message was set
	compact bool   // a narrow window: no second line (phone.go)
	x, y    float64
	inside  bool
}

// newStatusBar builds the status bar for e.
func newStatusBar(e statusRoom) *statusBar {
	b := &statusBar{r: e}
	b.buildUI()
	return b
}

// buildUI creates the status bar's widgets.
func (b *statusBar) buildUI() {
	b.message = &widget.Label{Truncation: fyne.TextTruncateEllipsis}
	b.hint = &widget.Label{Importance: widget.LowImportance, Truncation: fyne.TextTruncateEllipsis}
	b.cursor = &widget.Label{Importance: widget.LowImportance}
	b.hints = container.NewBorder(nil, nil, nil, b.cursor, b.hint)
	b.content = container.NewBorder(widget.NewSeparator(), nil, nil, nil,
		container.NewVBox(b.message, b.hints))
}

// SetProjector hides the mouse hints and the cursor position in projector
// mode: the class reads the message, and the plane gets the room.
func (b *statusBar) SetProjector(on bool) {
	kit.SetVisible(b.hints, !on && !b.compact)
}

// setMessage shows msg on the left of the bar.
func (b *statusBar) setMessage(msg string) {
	b.msgText = msg
	if s := b.r.Session(); s != nil {
		b.msgAt = s.Version()
	}
	b.message.SetText(msg)
}

// expire replaces a message that an edit of the data or the settings
// has made stale ("Opened the lab of the link" stayed through 30 edits)
// with the latest update, or nothing.
func (b *statusBar) expire() {
	s := b.r.Session()
	if s == nil || b.msgText == "" || s.Version() == b.msgAt {
		return
	}
	b.setMessage(perceptronview.UpdateMessage(s))
}

// Message returns the message on the left of the bar.
func (b *statusBar) Message() string { return b.msgText }

// setCursor shows the cursor's position in plane coordinates.
func (b *statusBar) setCursor(x, y float64) {
	b.x, b.y, b.inside = x, y, true
	b.refreshCursor()
}

// relabel rewrites the bar in the new language. The message, written in
// the old one, gives way to the latest update (or, before any, the mode's
// hint), so that the line is not left blank.
func (b *statusBar) Relabel() {
	msg := perceptronview.UpdateMessage(b.r.Session())
	if msg == "" {
		msg = b.modeHint()
	}
	b.setMessage(msg)
	b.Refresh()
}

// refresh rewrites the mode hint and the cursor position.
func (b *statusBar) Refresh() {
	b.expire()
	b.hint.SetText(b.modeHint())
	b.refreshCursor()
}

func (b *statusBar) refreshCursor() {
	if !b.inside {
		b.cursor.SetText("")
		return
	}
	text := fmt.Sprintf("x = %s, y = %s", short(b.x), short(b.y))
	if b.r.Session().Set().D == 1 {
		text = "x = " + short(b.x)
	}
	b.cursor.SetText(text)
}

// modeHint says what the mouse and keys do now.
func (b *statusBar) modeHint() string {
	switch {
	case b.r.Run().Busy():
		return i18n.T("Training: Enter pauses")
	case b.r.Session().Selected() >= 0:
		return fmt.Sprintf(i18n.T("%s selected: drag moves it, Delete removes it, L flips its label"), kit.PointName(b.r.Session().Selected()))
	case b.classifierHint() != "":
		return b.classifierHint()
	case b.r.NegativeMode():
		return i18n.T("Click adds −1 (class toggle) · drag a point to move it · scroll zooms")
	}
	return i18n.T("Click adds +1 · right-click or Shift+click adds −1 · drag a point to move it · scroll zooms")
}

// short writes a cursor coordinate with two decimals.
func short(v float64) string {
	return fmt.Sprintf("%.2f", v)
}

// statusRoom is what the statusBar asks of the window.
type statusRoom interface {
	room
	// Run returns the training's runner.
	Run() kit.Runner
	NegativeMode() bool
	QueryMode() bool
	View() methodview.View
}
