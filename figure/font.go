package figure

import (
	"image/color"
	"sync"

	xfont "golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"

	"perceptronlab/assets"
)

// figureTypeface names the bundled font in gonum/plot's font cache.
const figureTypeface = "PerceptronLab"

// labFaces returns the bundled font's two weights under typeface t and
// variant v.
func labFaces(t font.Typeface, v font.Variant) (font.Collection, error) {
	var coll font.Collection
	for _, f := range []struct {
		ttf    []byte
		weight xfont.Weight
	}{{assets.FontRegular, xfont.WeightNormal}, {assets.FontBold, xfont.WeightBold}} {
		face, err := opentype.Parse(f.ttf)
		if err != nil {
			return nil, err
		}
		coll = append(coll, font.Face{Font: font.Font{Typeface: t, Variant: v, Weight: f.weight}, Face: face})
	}
	return coll, nil
}

// figureFontOnce registers the bundled font. Where gonum/plot's default
// font (Liberation Serif) is missing, as in the web edition, which leaves
// the Liberation faces out (web/_overlay), the bundled font also stands in
// under its name: gonum/plot's fallback keeps the variant ("Serif") and
// finds no face, a nil pointer when the text is measured. Every figure sets
// its fonts itself (fontedPlot); this is the net under a text that a later
// change leaves in the default.
var figureFontOnce = sync.OnceValue(RegisterFont)

// RegisterFont registers the bundled font with gonum/plot's font cache as
// it is now. The web edition calls it again once it has fetched the face
// with hanzi and set assets.FontRegular to it (ui/fontload_js.go), so that
// later figures draw Chinese.
func RegisterFont() error {
	coll, err := labFaces(figureTypeface, "")
	if err != nil {
		return err
	}
	font.DefaultCache.Add(coll)
	if d := plot.DefaultFont; standsIn || !font.DefaultCache.Has(d) {
		stand, err := labFaces(d.Typeface, d.Variant)
		if err != nil {
			return err
		}
		font.DefaultCache.Add(stand)
		standsIn = true
	}
	return nil
}

// standsIn records that the bundled font stands in for gonum/plot's
// default, to be replaced as well when RegisterFont runs again.
var standsIn bool

// figureFont returns the bundled font at the given size, registering it
// with gonum/plot on first use.
func figureFont(size font.Length, bold bool) (font.Font, error) {
	if err := figureFontOnce(); err != nil {
		return font.Font{}, err
	}
	f := font.Font{Typeface: figureTypeface, Size: size}
	if bold {
		f.Weight = xfont.WeightBold
	}
	return f, nil
}

// fontedPlot returns a new plot whose every text is in the bundled font,
// in colour c: the title in title, the axes' labels and the legend in
// normal, the tick labels in small. gonum/plot's defaults name Liberation
// Serif, which the web edition does not have; its legend is measured even
// when it has no entries.
func fontedPlot(small, normal, title font.Font, c color.Color) *plot.Plot {
	p := plot.New()
	p.Title.TextStyle.Font, p.Title.TextStyle.Color = title, c
	for _, a := range []*plot.Axis{&p.X, &p.Y} {
		a.Label.TextStyle.Font, a.Label.TextStyle.Color = normal, c
		a.Tick.Label.Font, a.Tick.Label.Color = small, c
	}
	p.Legend.TextStyle.Font, p.Legend.TextStyle.Color = normal, c
	return p
}
