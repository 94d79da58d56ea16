package scene

import (
	"image/color"
	"math"
)

// KNNPalette is the colours of k-NN's layers: the kd-tree's splitting
// lines, the search's Lp ball, the ring of the nearest point so far, and
// the balls of orders 1, 2 and ∞ (Li Hang, Figure 3.2). Each is apart from
// the others, from both classes, the text and the background, for normal
// vision and under deuteranopia: every pair is at least 12 CIEDE2000 units
// apart in both (knnpalette_test.go simulates deuteranopia with Machado et
// al.'s matrix). The splits are a neutral grey, the structure under the
// search; the colours come from Okabe–Ito's and Paul Tol's sets, chosen by
// that distance. They used to collide: the p = ∞ ball and the splits were
// the same green, p = 1 and the Lp ball the same orange, p = 2 and the
// nearest point the same blue.
type KNNPalette struct {
	Splits, Ball, Nearest color.NRGBA
	Orders                [3]color.NRGBA // the balls of p = 1, 2 and ∞
}

// Paul Tol's colours (Tol 2021, "Colour schemes"), beside Okabe–Ito's.
var (
	tolGreen  = color.NRGBA{0x22, 0x88, 0x33, 0xff}
	tolIndigo = color.NRGBA{0x33, 0x22, 0x88, 0xff}
	tolWine   = color.NRGBA{0x88, 0x22, 0x55, 0xff}
	gold      = color.NRGBA{0xDD, 0xAA, 0x33, 0xff}
	pink      = color.NRGBA{0xFF, 0x88, 0xCC, 0xff}
	mint      = color.NRGBA{0x66, 0xDD, 0xAA, 0xff}
	violet    = color.NRGBA{0x99, 0x55, 0xEE, 0xff}
)

// KNN returns the k-NN palette for the style's background.
func (st Style) KNN() KNNPalette {
	if st.Background != nil && st.Dark() {
		return KNNPalette{Splits: color.NRGBA{0x8A, 0x8A, 0x8A, 0xff}, Ball: gold, Nearest: pink,
			Orders: [3]color.NRGBA{mint, violet, tolGreen}}
	}
	return KNNPalette{Splits: color.NRGBA{0x88, 0x88, 0x88, 0xff}, Ball: gold, Nearest: oiSkyBlue,
		Orders: [3]color.NRGBA{tolGreen, tolIndigo, tolWine}}
}

// order returns the colour of the ball of order p: its own for 1, 2 and
// ∞, the search ball's for another p (the search's own order).
func (p KNNPalette) order(o float64) color.NRGBA {
	switch {
	case o == 1:
		return p.Orders[0]
	case o == 2:
		return p.Orders[1]
	case math.IsInf(o, 1):
		return p.Orders[2]
	}
	return p.Ball
}

// Colors returns the palette's colours, for a GIF's palette.
func (p KNNPalette) Colors() []color.Color {
	return []color.Color{p.Splits, p.Ball, p.Nearest, p.Orders[0], p.Orders[1], p.Orders[2]}
}
