//go:build ignore

// icon_gen draws icon.png, Perceptron Lab's app icon: two classes of points
// (blue discs for +1, vermilion crosses for −1, the Okabe–Ito colours the
// plane uses) on either side of a separating line, the +1 side lightly
// shaded, on a rounded tile. Run it with `go generate ./assets`.
package main

import (
	"image"
	"image/color"
	"image/png"
	"log"
	"math"
	"os"
)

const (
	size = 256
	ss   = 4 // supersampling factor, for smooth edges
)

var (
	tile   = color.NRGBA{0xfa, 0xfb, 0xfc, 0xff}
	border = color.NRGBA{0x2b, 0x3a, 0x4a, 0xff}
	shade  = color.NRGBA{0xd6, 0xea, 0xf8, 0xff}
	line   = color.NRGBA{0x1a, 0x1a, 0x1a, 0xff}
	pos    = color.NRGBA{0x00, 0x72, 0xb2, 0xff}
	neg    = color.NRGBA{0xd5, 0x5e, 0x00, 0xff}
)

// The separating line is x + y = 256 (in icon pixels), shifted a little;
// +1 lies above it on screen (smaller y), −1 below.
func side(x, y float64) float64 { return (x + y - 262) / math.Sqrt2 }

var discs = [][2]float64{{70, 78}, {128, 62}, {78, 140}}
var crosses = [][2]float64{{186, 120}, {130, 190}, {192, 186}}

func main() {
	big := image.NewNRGBA(image.Rect(0, 0, size*ss, size*ss))
	for py := 0; py < size*ss; py++ {
		for px := 0; px < size*ss; px++ {
			x, y := (float64(px)+0.5)/ss, (float64(py)+0.5)/ss
			if c, ok := colourAt(x, y); ok {
				big.SetNRGBA(px, py, c)
			}
		}
	}
	f, err := os.Create("icon.png")
	if err != nil {
		log.Fatal(err)
	}
	if err := png.Encode(f, downsample(big)); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
}

// colourAt returns the colour of the icon at (x, y), or false outside the tile.
func colourAt(x, y float64) (color.NRGBA, bool) {
	d := roundedBox(x, y, 12, 12, 244, 244, 44)
	switch {
	case d > 0:
		return color.NRGBA{}, false
	case d > -7:
		return border, true
	}
	for _, p := range discs {
		if math.Hypot(x-p[0], y-p[1]) < 19 {
			return pos, true
		}
	}
	for _, p := range crosses {
		if onCross(x-p[0], y-p[1]) {
			return neg, true
		}
	}
	s := side(x, y)
	switch {
	case math.Abs(s) < 5.5:
		return line, true
	case s < 0:
		return shade, true
	}
	return tile, true
}

// onCross reports whether (dx, dy) lies on an × of half-size 17 and stroke 11.
func onCross(dx, dy float64) bool {
	if math.Abs(dx) > 17 || math.Abs(dy) > 17 {
		return false
	}
	return math.Abs(dx-dy) < 11/math.Sqrt2*1.0 || math.Abs(dx+dy) < 11/math.Sqrt2*1.0
}

// roundedBox returns the signed distance from (x, y) to a rounded rectangle.
func roundedBox(x, y, x0, y0, x1, y1, r float64) float64 {
	cx, cy := (x0+x1)/2, (y0+y1)/2
	hx, hy := (x1-x0)/2-r, (y1-y0)/2-r
	qx, qy := math.Abs(x-cx)-hx, math.Abs(y-cy)-hy
	out := math.Hypot(math.Max(qx, 0), math.Max(qy, 0))
	return out + math.Min(math.Max(qx, qy), 0) - r
}

// downsample averages ss×ss blocks, in premultiplied colour.
func downsample(big *image.NRGBA) *image.NRGBA {
	out := image.NewNRGBA(image.Rect(0, 0, size, size))
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			var r, g, b, a float64
			for j := 0; j < ss; j++ {
				for i := 0; i < ss; i++ {
					c := big.NRGBAAt(x*ss+i, y*ss+j)
					al := float64(c.A) / 255
					r, g, b, a = r+float64(c.R)*al, g+float64(c.G)*al, b+float64(c.B)*al, a+al
				}
			}
			if a == 0 {
				continue
			}
			out.SetNRGBA(x, y, color.NRGBA{uint8(r/a + 0.5), uint8(g/a + 0.5), uint8(b/a + 0.5), uint8(a/ss/ss*255 + 0.5)})
		}
	}
	return out
}
