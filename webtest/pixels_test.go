package webtest

import (
	"image"
	"image/color"
)

// Colours the plane draws with (scene.DefaultStyle, light theme): the
// Okabe–Ito blue of +1 points, the vermilion of −1 points.
var (
	posColour = color.RGBA{0x00, 0x72, 0xb2, 0xff}
	negColour = color.RGBA{0xd5, 0x5e, 0x00, 0xff}

	colourWhite = color.RGBA{0xff, 0xff, 0xff, 0xff}
	// primaryColour is a dialog's default button (Fyne's primary colour);
	// the window's own buttons are shaded while a dialog is up.
	primaryColour = color.RGBA{0x00, 0x5a, 0x9c, 0xff} // the theme's readable blue (ui/theme.go)
)

// centre returns the centre of the pixels near want, and whether there are
// enough of them to be a button.
func centre(img image.Image, want color.RGBA) (x, y int, ok bool) {
	n, sx, sy := 0, 0, 0
	b := img.Bounds()
	for py := b.Min.Y; py < b.Max.Y; py++ {
		for px := b.Min.X; px < b.Max.X; px++ {
			if near(img.At(px, py), want, 12) {
				n, sx, sy = n+1, sx+px, sy+py
			}
		}
	}
	if n < 200 {
		return 0, 0, false
	}
	return sx / n, sy / n, true
}

// near reports whether c is within tol of want in every channel.
func near(c color.Color, want color.RGBA, tol int) bool {
	r, g, b, _ := c.RGBA()
	d := func(x uint32, y uint8) bool { return abs(int(x>>8)-int(y)) <= tol }
	return d(r, want.R) && d(g, want.G) && d(b, want.B)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// countNear counts the pixels within r of (x, y) whose colour is near want.
func countNear(img image.Image, x, y, r int, want color.RGBA) int {
	n := 0
	for py := y - r; py <= y+r; py++ {
		for px := x - r; px <= x+r; px++ {
			if near(img.At(px, py), want, 40) {
				n++
			}
		}
	}
	return n
}

// dark reports whether c is as dark as the hyperplane's line (#101010).
func dark(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return r>>8 < 0x50 && g>>8 < 0x50 && b>>8 < 0x50
}

// newlyDark counts the pixels of rect that are dark in after and were not
// in before.
func newlyDark(before, after image.Image, rect image.Rectangle) int {
	n := 0
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		for x := rect.Min.X; x < rect.Max.X; x++ {
			if dark(after.At(x, y)) && !dark(before.At(x, y)) {
				n++
			}
		}
	}
	return n
}

// differing counts the pixels of rect that differ between a and b.
func differing(a, b image.Image, rect image.Rectangle) int {
	n := 0
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		for x := rect.Min.X; x < rect.Max.X; x++ {
			if !near(a.At(x, y), color.RGBAModel.Convert(b.At(x, y)).(color.RGBA), 8) {
				n++
			}
		}
	}
	return n
}
