package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// sideEms is the widest the side panel asks to be, in units of the
// theme's text size: about 420 pixels, 740 in projector mode. A tab whose
// content wants more is clipped or scrolls instead of widening the window
// past a 1280-pixel screen.
const sideEms = 30

// capWidth returns o in a container whose minimum width is at most sideEms
// text sizes.
func capWidth(o fyne.CanvasObject) fyne.CanvasObject {
	return container.New(widthCap{}, o)
}

// widthCap lays its objects over its whole area and caps its minimum width.
type widthCap struct{}

// Layout implements fyne.Layout.
func (widthCap) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

// MinSize implements fyne.Layout.
func (widthCap) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	s.Width = min(s.Width, sideEms*theme.TextSize())
	return s
}

// setProjector gives the explanation fewer lines in projector mode.
func (s *stepStrip) setProjector(on bool) {
	n := explainLines
	if on {
		n = explainLinesProjector
	}
	s.explain.box.lines = n
	s.explain.box.width = 0 // the text size changed: measure again
	s.content.Refresh()
	if s.area != nil {
		s.area.Refresh()
	}
}
