package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// maxTextEms is the widest a dialog's text grows before it wraps, in text
// sizes: 560 pixels at the normal size, more in projector mode.
const maxTextEms = 40

// dialogTextShare is the most of the window's width a dialog's text
// takes, leaving the dialog's own padding inside the window.
const dialogTextShare = 0.8

// textBlock lays out a dialog's lines, each a wrapping label, one under
// the other: as wide as the longest wants, at most maxTextEms text sizes
// and dialogTextShare of the window, and as tall as the lines wrapped at
// that width. It measures again at every layout, so a dialog follows a
// change of text size (projector mode) or of window size: a size fixed
// when the dialog opened drew the text over the OK button.
type textBlock struct {
	c      fyne.Canvas
	labels []*widget.Label
}

// NewTextBlock returns the lines in a textBlock, for the dialogs of c.
func NewTextBlock(c fyne.Canvas, lines ...string) *fyne.Container {
	b := &textBlock{c: c}
	objs := make([]fyne.CanvasObject, len(lines))
	for i, s := range lines {
		l := widget.NewLabel(s)
		l.Wrapping, l.Alignment = fyne.TextWrapWord, fyne.TextAlignCenter
		b.labels = append(b.labels, l)
		objs[i] = l
	}
	return container.New(b, objs...)
}

// width is the width the lines take.
func (b *textBlock) width() float32 {
	size, pad := theme.TextSize(), theme.InnerPadding()
	w := float32(0)
	for _, l := range b.labels {
		w = max(w, fyne.MeasureText(l.Text, size, l.TextStyle).Width+2*pad+1)
	}
	w = min(w, maxTextEms*size)
	if cw := b.c.Size().Width * dialogTextShare; cw > 0 {
		w = min(w, cw)
	}
	return w
}

// heights returns each line's height, wrapped at width w.
func (b *textBlock) heights(w float32) []float32 {
	hs := make([]float32, len(b.labels))
	for i, l := range b.labels {
		l.Resize(fyne.NewSize(w, l.Size().Height))
		hs[i] = l.MinSize().Height
	}
	return hs
}

// MinSize implements fyne.Layout.
func (b *textBlock) MinSize([]fyne.CanvasObject) fyne.Size {
	w := b.width()
	h := float32(0)
	for _, x := range b.heights(w) {
		h += x
	}
	return fyne.NewSize(w, h)
}

// Layout implements fyne.Layout: the lines, centred, one under the other.
func (b *textBlock) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	w := min(b.width(), size.Width)
	y := float32(0)
	for i, h := range b.heights(w) {
		b.labels[i].Move(fyne.NewPos((size.Width-w)/2, y))
		b.labels[i].Resize(fyne.NewSize(w, h))
		y += h
	}
}
