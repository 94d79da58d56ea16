package figure

import (
	"sync"

	xfont "golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"gonum.org/v1/plot/font"

	"perceptronlab/assets"
)

// figureTypeface names the bundled font in gonum/plot's font cache.
const figureTypeface = "PerceptronLab"

var figureFontOnce = sync.OnceValue(func() error {
	var coll font.Collection
	for _, f := range []struct {
		ttf    []byte
		weight xfont.Weight
	}{{assets.FontRegular, xfont.WeightNormal}, {assets.FontBold, xfont.WeightBold}} {
		face, err := opentype.Parse(f.ttf)
		if err != nil {
			return err
		}
		coll = append(coll, font.Face{Font: font.Font{Typeface: figureTypeface, Weight: f.weight}, Face: face})
	}
	font.DefaultCache.Add(coll)
	return nil
})

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
