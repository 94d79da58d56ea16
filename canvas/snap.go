package canvas

import (
	"math"

	"fyne.io/fyne/v2"
)

// pixelSnap places the plane's image on whole device pixels. The GL painter
// draws an image at its object's position and size; when those fall
// between device pixels, as they do under text sizes such as projector
// mode's, it resamples the image and blurs every line.
type pixelSnap struct {
	off   fyne.Position // the image's offset in the widget
	size  fyne.Size     // the image's size, whole device pixels
	scale float32       // device pixels per widget unit
}

// snapFor returns where the image of widget o, of the given size, goes.
func snapFor(o fyne.CanvasObject, size fyne.Size) pixelSnap {
	scale, abs := float32(1), fyne.Position{}
	if a := fyne.CurrentApp(); a != nil {
		if c := a.Driver().CanvasForObject(o); c != nil {
			scale, abs = c.Scale(), a.Driver().AbsolutePositionForObject(o)
		}
	}
	up := func(v float32) float32 { return float32(math.Ceil(float64(v*scale)-1e-3)) / scale }
	down := func(v float32) float32 { return float32(math.Floor(float64(v*scale)+1e-3)) / scale }
	off := fyne.NewPos(up(abs.X)-abs.X, up(abs.Y)-abs.Y)
	return pixelSnap{off: off, size: fyne.NewSize(down(size.Width-off.X), down(size.Height-off.Y)), scale: scale}
}
