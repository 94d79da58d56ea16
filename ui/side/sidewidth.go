package side

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// sideEms is the narrowest the side panel asks to be, in units of the
// theme's text size: a strip of about 110 pixels, 150 in projector mode.
// Its divider then moves freely, so that the plane can take the room on a
// 1280×720 projector (where the panel once asked for 685 of the 1280
// pixels and the divider would not move); what is wider than the panel
// runs past its edge, or scrolls.
const sideEms = 8

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
