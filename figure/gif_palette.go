package figure

import (
	"perceptronlab/scene"

	"cmp"
	"image"
	"image/color"
	"maps"
	"slices"
)

// paletteTolerance is how far apart (largest channel difference) two
// palette entries must be: frequent antialiasing shades of one colour
// would otherwise crowd out the rare colours of small marks.
const paletteTolerance = 3

// framePalette builds the 256-colour palette of an animation: the style's
// colours and a grey ramp first, so that marks keep their exact colours,
// then the colours most frequent in the sample frames (flat fills, blended
// bands, text shades). No dithering is done: it would speckle the flat
// fills and fray the thin lines.
func framePalette(st scene.Style, samples map[int]*image.RGBA) color.Palette {
	var pal color.Palette
	add := func(c color.RGBA) {
		for _, p := range pal {
			if nearRGB(p.(color.RGBA), c, paletteTolerance) {
				return
			}
		}
		pal = append(pal, c)
	}
	marks := []color.Color{st.Background, st.Text, st.Line, st.Pos, st.Neg, st.Normal,
		st.Margin, st.SVM, st.LSQ, st.Highlight, st.Misclassified}
	for _, c := range append(marks, st.KNN().Colors()...) {
		if c != nil {
			add(opaqueRGB(c))
		}
	}
	for g := 0; g < 256; g += 17 {
		add(color.RGBA{uint8(g), uint8(g), uint8(g), 0xff})
	}
	counts := map[uint32]int{}
	for _, img := range samples {
		countColours(counts, img)
	}
	keys := slices.SortedFunc(maps.Keys(counts), func(a, b uint32) int {
		return cmp.Or(cmp.Compare(counts[b], counts[a]), cmp.Compare(a, b))
	})
	for _, k := range keys {
		if len(pal) == 256 {
			break
		}
		add(color.RGBA{uint8(k >> 16), uint8(k >> 8), uint8(k), 0xff})
	}
	return pal
}

// opaqueRGB drops c's alpha, keeping its colour.
func opaqueRGB(c color.Color) color.RGBA {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	return color.RGBA{n.R, n.G, n.B, 0xff}
}

// nearRGB reports whether every channel of a and b differs by at most tol.
func nearRGB(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol
}

// countColours adds the pixels of img, as 0xRRGGBB, to counts.
func countColours(counts map[uint32]int, img *image.RGBA) {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := img.Pix[img.PixOffset(b.Min.X, y):img.PixOffset(b.Max.X, y)]
		for p := 0; p < len(row); p += 4 {
			counts[rgbKey(row[p:p+3])]++
		}
	}
}

// rgbKey packs a pixel's red, green and blue into 0xRRGGBB. Figures are
// opaque, so the premultiplied values are the colour.
func rgbKey(px []uint8) uint32 { return uint32(px[0])<<16 | uint32(px[1])<<8 | uint32(px[2]) }

// quantizer maps pixels to their nearest palette entry. It remembers each
// colour's answer: a frame has a few thousand colours in a million pixels.
type quantizer struct {
	pal   color.Palette
	rgb   [][3]int32
	cache map[uint32]uint8
}

// newQuantizer returns a quantizer for pal (at most 256 colours).
func newQuantizer(pal color.Palette) *quantizer {
	q := &quantizer{pal: pal, rgb: make([][3]int32, len(pal)), cache: map[uint32]uint8{}}
	for i, c := range pal {
		r, g, b, _ := c.RGBA()
		q.rgb[i] = [3]int32{int32(r >> 8), int32(g >> 8), int32(b >> 8)}
	}
	return q
}

// paletted returns img mapped onto the palette, without dithering.
func (q *quantizer) paletted(img *image.RGBA) *image.Paletted {
	b := img.Bounds()
	dst := image.NewPaletted(b, q.pal)
	last, idx := uint32(1<<32-1), uint8(0)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := img.Pix[img.PixOffset(b.Min.X, y):img.PixOffset(b.Max.X, y)]
		out := dst.Pix[dst.PixOffset(b.Min.X, y):]
		for p := 0; p < len(row); p += 4 {
			if k := rgbKey(row[p : p+3]); k != last {
				last, idx = k, q.index(k)
			}
			out[p/4] = idx
		}
	}
	return dst
}

// index returns the palette entry nearest to 0xRRGGBB k.
func (q *quantizer) index(k uint32) uint8 {
	if i, ok := q.cache[k]; ok {
		return i
	}
	r, g, b := int32(k>>16), int32(k>>8&0xff), int32(k&0xff)
	best, bestD := 0, int32(1<<30)
	for i, c := range q.rgb {
		dr, dg, db := c[0]-r, c[1]-g, c[2]-b
		if d := dr*dr + dg*dg + db*db; d < bestD {
			best, bestD = i, d
		}
	}
	q.cache[k] = uint8(best)
	return uint8(best)
}
