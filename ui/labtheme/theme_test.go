package labtheme_test

import (
	"bytes"
	"fmt"
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/assets"
	"perceptronlab/ui/labtheme"
)

func TestThemeUsesBundledFontForText(t *testing.T) {
	th := labtheme.NewTheme(false, true)
	for _, tc := range []struct {
		style fyne.TextStyle
		want  []byte
	}{
		{fyne.TextStyle{}, assets.FontRegular},
		{fyne.TextStyle{Italic: true}, assets.FontRegular},
		{fyne.TextStyle{Monospace: true}, assets.FontMono},
		{fyne.TextStyle{Bold: true}, assets.FontBold},
		{fyne.TextStyle{Bold: true, Italic: true}, assets.FontBold},
		{fyne.TextStyle{Bold: true, Monospace: true}, assets.FontMono}, // aligned tables: one advance for every glyph
	} {
		if !bytes.Equal(th.Font(tc.style).Content(), tc.want) {
			t.Errorf("style %+v: font %q", tc.style, th.Font(tc.style).Name())
		}
	}
	if bytes.Equal(th.Font(fyne.TextStyle{Symbol: true}).Content(), assets.FontRegular) {
		t.Error("symbol style uses LabSans, which lacks ⌘ and ⇧")
	}
}

func TestThemeVariantIgnoresOS(t *testing.T) {
	def := theme.DefaultTheme()
	for _, os := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		light := labtheme.NewTheme(false, false).Color(theme.ColorNameBackground, os)
		dark := labtheme.NewTheme(true, false).Color(theme.ColorNameBackground, os)
		if light != def.Color(theme.ColorNameBackground, theme.VariantLight) {
			t.Errorf("light theme, OS variant %d: background %v", os, light)
		}
		if dark != def.Color(theme.ColorNameBackground, theme.VariantDark) {
			t.Errorf("dark theme, OS variant %d: background %v", os, dark)
		}
	}
}

func TestProjectorSizes(t *testing.T) {
	normal, proj := labtheme.NewTheme(false, false), labtheme.NewTheme(false, true)
	for _, n := range []fyne.ThemeSizeName{theme.SizeNameText, theme.SizeNameHeadingText,
		theme.SizeNameSubHeadingText, theme.SizeNameCaptionText, theme.SizeNameInlineIcon} {
		if r := proj.Size(n) / normal.Size(n); r < 1.6-1e-6 {
			t.Errorf("%s: projector/normal = %.3f, want ≥ 1.6", n, r)
		}
	}
	for _, n := range []fyne.ThemeSizeName{theme.SizeNamePadding, theme.SizeNameInnerPadding, theme.SizeNameSeparatorThickness} {
		if proj.Size(n) <= normal.Size(n) {
			t.Errorf("%s: projector %v not larger than normal %v", n, proj.Size(n), normal.Size(n))
		}
	}
	if n := theme.SizeNameSelectionRadius; proj.Size(n) != normal.Size(n) {
		t.Errorf("%s changed in projector mode", n)
	}
	if normal.Size(theme.SizeNameText) != theme.DefaultTheme().Size(theme.SizeNameText) {
		t.Error("normal mode changed the default text size")
	}
}

// TestProjectorContrast checks WCAG 2 contrast ratios: 7 (AAA) for body
// text, 4.5 (AA) for coloured and secondary text.
func TestProjectorContrast(t *testing.T) {
	for _, dark := range []bool{false, true} {
		th := labtheme.NewTheme(dark, true)
		c := func(n fyne.ThemeColorName) color.Color { return th.Color(n, theme.VariantLight) }
		bg := c(theme.ColorNameBackground)
		for _, tc := range []struct {
			fg, bg fyne.ThemeColorName
			min    float64
		}{
			{theme.ColorNameForeground, theme.ColorNameBackground, 15},
			{theme.ColorNameForeground, theme.ColorNameButton, 7},
			{theme.ColorNameForeground, theme.ColorNameInputBackground, 7},
			{theme.ColorNamePrimary, theme.ColorNameBackground, 4.5},
			{theme.ColorNameForegroundOnPrimary, theme.ColorNamePrimary, 4.5},
			{theme.ColorNameDisabled, theme.ColorNameBackground, 4.5},
			{theme.ColorNamePlaceHolder, theme.ColorNameBackground, 4.5},
			{theme.ColorNameError, theme.ColorNameBackground, 4.5},
			{theme.ColorNameSuccess, theme.ColorNameBackground, 4.5},
			{theme.ColorNameWarning, theme.ColorNameBackground, 4.5},
		} {
			if r := contrast(c(tc.fg), c(tc.bg)); r < tc.min {
				t.Errorf("dark=%v: %s on %s contrast %.2f, want ≥ %v", dark, tc.fg, tc.bg, r, tc.min)
			}
		}
		if want := map[bool]color.Color{false: color.White, true: color.Black}[dark]; !sameRGBA(bg, want) {
			t.Errorf("dark=%v: projector background %v, want pure %v", dark, bg, want)
		}
	}
}

func sameRGBA(a, b color.Color) bool {
	r1, g1, b1, a1 := a.RGBA()
	r2, g2, b2, a2 := b.RGBA()
	return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
}

// contrast is the WCAG 2 contrast ratio of two opaque colours.
func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}

func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		s := float64(v) / 0xffff
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// TestThemeRendersChinese renders a small panel in each mode with the
// bundled font. The golden images are pixel-exact, so they also catch a
// glyph falling back to a system font.
func TestThemeRendersChinese(t *testing.T) {
	test.NewTempApp(t)
	var widths [2]float32
	for i, projector := range []bool{false, true} {
		for _, dark := range []bool{false, true} {
			test.ApplyTheme(t, labtheme.NewTheme(dark, projector))
			label := widget.NewLabel("感知机 w·x+b ≤ 0, α₁ xᵢ")
			panel := container.NewVBox(
				widget.NewLabelWithStyle("误分类点 Misclassified", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
				label,
				widget.NewButton("单步 Step", nil),
				widget.NewEntry(),
			)
			widths[i] = label.MinSize().Width
			w := test.NewTempWindow(t, panel)
			w.SetPadded(false)
			w.Resize(panel.MinSize())
			name := fmt.Sprintf("theme_projector%v_dark%v.png", projector, dark)
			test.AssertRendersToImage(t, name, w.Canvas())
		}
	}
	if r := widths[1] / widths[0]; r < 1.5 {
		t.Errorf("projector label is %.2f× as wide as normal, want ≥ 1.5", r)
	}
}

// Fault 10 of issue 19: the status hints, the kd-tree's key and the
// first-run hint were too faint. Every colour text is drawn in meets WCAG
// AA (4.5:1) against every background it is drawn on, in the light, dark
// and both projector themes.
func TestAllTextMeetsWCAGAA(t *testing.T) {
	texts := []fyne.ThemeColorName{theme.ColorNameForeground, theme.ColorNameDisabled, theme.ColorNamePlaceHolder,
		theme.ColorNamePrimary, theme.ColorNameHyperlink, theme.ColorNameError}
	grounds := []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameInputBackground,
		theme.ColorNameMenuBackground, theme.ColorNameOverlayBackground}
	for _, projector := range []bool{false, true} {
		for _, dark := range []bool{false, true} {
			th := labtheme.NewTheme(dark, projector)
			c := func(n fyne.ThemeColorName) color.Color { return th.Color(n, theme.VariantLight) }
			for _, fg := range texts {
				for _, bg := range grounds {
					if r := contrast(over(c(fg), c(bg)), c(bg)); r < 4.5 {
						t.Errorf("projector=%v dark=%v: %s on %s: contrast %.2f, want ≥ 4.5", projector, dark, fg, bg, r)
					}
				}
			}
			if r := contrast(c(theme.ColorNameForegroundOnPrimary), c(theme.ColorNamePrimary)); r < 4.5 {
				t.Errorf("projector=%v dark=%v: text on a primary button: contrast %.2f", projector, dark, r)
			}
		}
	}
}

// over returns fg composited over an opaque bg.
func over(fg, bg color.Color) color.Color {
	f := color.NRGBAModel.Convert(fg).(color.NRGBA)
	b := color.NRGBAModel.Convert(bg).(color.NRGBA)
	a := float64(f.A) / 255
	mix := func(x, y uint8) uint8 { return uint8(a*float64(x) + (1-a)*float64(y) + 0.5) }
	return color.NRGBA{mix(f.R, b.R), mix(f.G, b.G), mix(f.B, b.B), 0xff}
}
