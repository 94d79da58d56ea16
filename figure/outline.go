package figure

import (
	"image/color"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
)

// outlineCanvas draws text as glyph outlines (filled paths) instead of
// text. vgpdf encodes text as code page 1252, which has no CJK, Greek or
// "−", and an SVG's text needs the font on the viewer's machine; outlines
// look the same everywhere and embed no font.
//
// For PDF it also un-premultiplies colours: vgpdf passes a translucent
// colour's premultiplied RGB to fpdf as if it were straight, which darkens
// every translucent fill (gonum/plot v0.17; vgsvg gets it right).
type outlineCanvas struct {
	vg.CanvasWriterTo
	buf      sfnt.Buffer
	straight bool // pass colours to SetColor un-premultiplied
}

// SetColor sets the colour of later strokes and fills.
func (c *outlineCanvas) SetColor(col color.Color) {
	if c.straight && col != nil {
		col = straightColor(color.NRGBAModel.Convert(col).(color.NRGBA))
	}
	c.CanvasWriterTo.SetColor(col)
}

// straightColor reports its RGB without premultiplying by alpha, which is
// what vgpdf's colour conversion expects.
type straightColor color.NRGBA

// RGBA returns the straight (not premultiplied) components.
func (s straightColor) RGBA() (r, g, b, a uint32) {
	return uint32(s.R) * 0x101, uint32(s.G) * 0x101, uint32(s.B) * 0x101, uint32(s.A) * 0x101
}

// FillString draws str with its baseline starting at pt.
func (c *outlineCanvas) FillString(f font.Face, pt vg.Point, str string) {
	sf := f.Face
	if sf == nil || f.Font.Size == 0 {
		return
	}
	upem := fixed.Int26_6(sf.UnitsPerEm()) << 6
	scale := f.Font.Size / vg.Length(sf.UnitsPerEm())
	x := vg.Length(0)
	prev, hasPrev := sfnt.GlyphIndex(0), false
	for _, r := range str {
		g, err := sf.GlyphIndex(&c.buf, r)
		if err != nil {
			continue
		}
		if hasPrev {
			if k, err := sf.Kern(&c.buf, prev, g, upem, 0); err == nil {
				x += vg.Length(k>>6) * scale
			}
		}
		c.glyph(sf, g, upem, pt.Add(vg.Point{X: x}), scale)
		if adv, err := sf.GlyphAdvance(&c.buf, g, upem, 0); err == nil {
			x += vg.Length(adv>>6) * scale
		}
		prev, hasPrev = g, true
	}
}

// glyph fills glyph g with its origin at o; font units are scaled by s and
// flipped, since fonts count y downwards here and vg upwards.
func (c *outlineCanvas) glyph(sf *sfnt.Font, g sfnt.GlyphIndex, upem fixed.Int26_6, o vg.Point, s vg.Length) {
	segs, err := sf.LoadGlyph(&c.buf, g, upem, nil)
	if err != nil || len(segs) == 0 {
		return
	}
	pt := func(p fixed.Point26_6) vg.Point {
		return vg.Point{X: o.X + vg.Length(p.X)/64*s, Y: o.Y - vg.Length(p.Y)/64*s}
	}
	var path vg.Path
	for _, sg := range segs {
		switch sg.Op {
		case sfnt.SegmentOpMoveTo:
			if len(path) > 0 {
				path.Close()
			}
			path.Move(pt(sg.Args[0]))
		case sfnt.SegmentOpLineTo:
			path.Line(pt(sg.Args[0]))
		case sfnt.SegmentOpQuadTo:
			path.QuadTo(pt(sg.Args[0]), pt(sg.Args[1]))
		case sfnt.SegmentOpCubeTo:
			path.CubeTo(pt(sg.Args[0]), pt(sg.Args[1]), pt(sg.Args[2]))
		}
	}
	path.Close()
	c.Fill(path)
}
