// Package labtheme is the window's look: Fyne's default theme with the
// bundled fonts, a fixed light or dark variant, and projector mode.
package labtheme

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"perceptronlab/assets"
)

// ProjectorScale is how much larger projector mode draws text and inline
// icons than the normal theme. The plane may use it for lines and points.
const ProjectorScale = 1.6

// The bundled faces carry Latin, Greek, math and all GB2312 hanzi, so
// Chinese renders the same on a machine with no CJK font.
var (
	labFont     = fyne.NewStaticResource("LabSans.ttf", assets.FontRegular)
	labFontBold = fyne.NewStaticResource("LabSans-Bold.ttf", assets.FontBold)
	labFontMono = fyne.NewStaticResource("LabMono.ttf", assets.FontMono)
)

// labTheme is Fyne's default theme with the bundled font, a fixed light or
// dark variant whatever the OS prefers, and a projector mode.
type labTheme struct {
	variant   fyne.ThemeVariant
	projector bool
}

var _ fyne.Theme = (*labTheme)(nil)

// NewTheme returns the app's theme: light or dark whatever the OS setting,
// and in projector mode with text 1.6 times larger, more padding, and pure
// black and white with strong colours for a washed-out projected image.
// Every text style uses a bundled font: LabSans regular or bold, and
// LabMono for monospace text (aligned tables); italic is drawn upright.
func NewTheme(dark, projector bool) fyne.Theme {
	v := theme.VariantLight
	if dark {
		v = theme.VariantDark
	}
	return &labTheme{variant: v, projector: projector}
}

// Color returns the colour named n in the theme's own variant; the variant
// Fyne asks for (the OS preference) is ignored.
func (t *labTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	if t.projector {
		if c, ok := projectorColor(n, t.variant == theme.VariantDark); ok {
			return c
		}
	}
	if c, ok := readable[t.variant == theme.VariantDark][n]; ok {
		return c
	}
	return theme.DefaultTheme().Color(n, t.variant)
}

// readable replaces the default theme's faint greys: low-importance text
// (the status bar's hints, the kd-tree's key and notes) is drawn in the
// disabled colour, which was #e3e3e3 on white (1.3:1) and #39393a on
// #171718 (1.6:1). Every text colour now meets WCAG AA, 4.5:1 against its
// background (theme_test.go); disabled controls still read as greyed.
var readable = map[bool]map[fyne.ThemeColorName]color.Color{
	false: {
		theme.ColorNameDisabled:    opaque(0x6b, 0x6b, 0x6b), // 5.3:1 on white
		theme.ColorNamePlaceHolder: opaque(0x6b, 0x6b, 0x6b),
		theme.ColorNameError:       opaque(0xc6, 0x28, 0x28), // 5.6:1
		theme.ColorNameSuccess:     opaque(0x1b, 0x7a, 0x3e), // 5.5:1
		theme.ColorNameWarning:     opaque(0x8a, 0x5f, 0x00), // 5.4:1
		// Fyne's blue was 4.0:1 on the input and menu grounds; the
		// selected tab's title and links are drawn in it.
		theme.ColorNamePrimary:   opaque(0x00, 0x5a, 0x9c),
		theme.ColorNameHyperlink: opaque(0x00, 0x5a, 0x9c),
	},
	true: {
		theme.ColorNameDisabled:            opaque(0x9a, 0x9a, 0x9a), // 6.6:1 on #171718
		theme.ColorNamePrimary:             opaque(0x56, 0xb4, 0xe9),
		theme.ColorNameHyperlink:           opaque(0x56, 0xb4, 0xe9),
		theme.ColorNameForegroundOnPrimary: opaque(0x10, 0x10, 0x10),
		theme.ColorNameError:               opaque(0xff, 0x7b, 0x6b),
	},
}

// Font returns a bundled face for every style but symbols, which keep
// Fyne's symbol font (⌘, ⇧ in menu shortcuts). A face must cover CJK
// itself: Fyne's fallback for a missing glyph is its own Latin fonts, then
// the system's.
func (t *labTheme) Font(s fyne.TextStyle) fyne.Resource {
	switch {
	case s.Symbol:
		return theme.DefaultSymbolFont()
	case s.Monospace:
		return labFontMono // no hanzi: only tables of numbers and symbols are monospace
	case s.Bold:
		return labFontBold
	}
	return labFont
}

// Icon returns Fyne's default icon named n, keeping its colouring
// (themeicons.go).
func (t *labTheme) Icon(n fyne.ThemeIconName) fyne.Resource {
	return cachedIcon(n)
}

// Size returns the default size named n, enlarged in projector mode.
func (t *labTheme) Size(n fyne.ThemeSizeName) float32 {
	s := theme.DefaultTheme().Size(n)
	if t.projector {
		s *= projectorSizeScale(n)
	}
	return s
}

// projectorSizeScale says how much projector mode enlarges the size named n.
func projectorSizeScale(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNameText, theme.SizeNameHeadingText, theme.SizeNameSubHeadingText,
		theme.SizeNameCaptionText, theme.SizeNameInlineIcon, theme.SizeNameLineSpacing:
		return ProjectorScale
	case theme.SizeNamePadding, theme.SizeNameInnerPadding,
		theme.SizeNameScrollBar, theme.SizeNameScrollBarSmall:
		return 1.5
	case theme.SizeNameSeparatorThickness, theme.SizeNameInputBorder,
		theme.SizeNameSplitThickness:
		return 2
	}
	return 1
}

// Projector palettes: pure white or black grounds, near-black or near-white
// ink, and the Okabe–Ito colour-blind-safe hues (blue, vermillion, bluish
// green, orange) for accents, the light variant in their darker forms so
// that text on them stays legible.
var (
	projectorLight = map[fyne.ThemeColorName]color.Color{
		theme.ColorNameBackground:          color.White,
		theme.ColorNameForeground:          color.Black,
		theme.ColorNameButton:              opaque(0xe0, 0xe0, 0xe0),
		theme.ColorNameDisabledButton:      opaque(0xee, 0xee, 0xee),
		theme.ColorNameDisabled:            opaque(0x59, 0x59, 0x59),
		theme.ColorNamePlaceHolder:         opaque(0x4d, 0x4d, 0x4d),
		theme.ColorNameInputBackground:     color.White,
		theme.ColorNameInputBorder:         opaque(0x33, 0x33, 0x33),
		theme.ColorNameSeparator:           opaque(0x44, 0x44, 0x44),
		theme.ColorNameHeaderBackground:    opaque(0xee, 0xee, 0xee),
		theme.ColorNameMenuBackground:      color.White,
		theme.ColorNameOverlayBackground:   color.White,
		theme.ColorNameHover:               translucent(0, 0, 0, 0x30),
		theme.ColorNamePressed:             translucent(0, 0, 0, 0x50),
		theme.ColorNameScrollBar:           translucent(0, 0, 0, 0xb0),
		theme.ColorNameShadow:              translucent(0, 0, 0, 0x66),
		theme.ColorNamePrimary:             opaque(0x00, 0x5a, 0x8c),
		theme.ColorNameHyperlink:           opaque(0x00, 0x5a, 0x8c),
		theme.ColorNameFocus:               translucent(0x00, 0x5a, 0x8c, 0xa0),
		theme.ColorNameSelection:           translucent(0x00, 0x72, 0xb2, 0x50),
		theme.ColorNameForegroundOnPrimary: color.White,
		theme.ColorNameError:               opaque(0xa3, 0x48, 0x00),
		theme.ColorNameSuccess:             opaque(0x00, 0x6e, 0x51),
		theme.ColorNameWarning:             opaque(0x8a, 0x5f, 0x00),
	}
	projectorDark = map[fyne.ThemeColorName]color.Color{
		theme.ColorNameBackground:          color.Black,
		theme.ColorNameForeground:          color.White,
		theme.ColorNameButton:              opaque(0x2e, 0x2e, 0x2e),
		theme.ColorNameDisabledButton:      opaque(0x1a, 0x1a, 0x1a),
		theme.ColorNameDisabled:            opaque(0xad, 0xad, 0xad),
		theme.ColorNamePlaceHolder:         opaque(0xbb, 0xbb, 0xbb),
		theme.ColorNameInputBackground:     color.Black,
		theme.ColorNameInputBorder:         opaque(0xcc, 0xcc, 0xcc),
		theme.ColorNameSeparator:           opaque(0xbb, 0xbb, 0xbb),
		theme.ColorNameHeaderBackground:    opaque(0x1a, 0x1a, 0x1a),
		theme.ColorNameMenuBackground:      color.Black,
		theme.ColorNameOverlayBackground:   color.Black,
		theme.ColorNameHover:               translucent(0xff, 0xff, 0xff, 0x30),
		theme.ColorNamePressed:             translucent(0xff, 0xff, 0xff, 0x50),
		theme.ColorNameScrollBar:           translucent(0xff, 0xff, 0xff, 0xb0),
		theme.ColorNameShadow:              translucent(0xff, 0xff, 0xff, 0x40),
		theme.ColorNamePrimary:             opaque(0x56, 0xb4, 0xe9),
		theme.ColorNameHyperlink:           opaque(0x56, 0xb4, 0xe9),
		theme.ColorNameFocus:               translucent(0x56, 0xb4, 0xe9, 0xc0),
		theme.ColorNameSelection:           translucent(0x56, 0xb4, 0xe9, 0x60),
		theme.ColorNameForegroundOnPrimary: color.Black,
		theme.ColorNameError:               opaque(0xff, 0x7f, 0x2a),
		theme.ColorNameSuccess:             opaque(0x2e, 0xd1, 0xa2),
		theme.ColorNameWarning:             opaque(0xf0, 0xe4, 0x42),
	}
)

// projectorColor returns projector mode's colour named n, if it differs from
// the default theme's.
func projectorColor(n fyne.ThemeColorName, dark bool) (color.Color, bool) {
	p := projectorLight
	if dark {
		p = projectorDark
	}
	c, ok := p[n]
	return c, ok
}

func opaque(r, g, b uint8) color.Color { return color.NRGBA{R: r, G: g, B: b, A: 0xff} }

func translucent(r, g, b, a uint8) color.Color { return color.NRGBA{R: r, G: g, B: b, A: a} }

// SetFont makes r the face of regular and bold text: the web edition's one
// face, which serves both, or the face with hanzi it fetches for Chinese.
func SetFont(r *fyne.StaticResource) { labFont, labFontBold = r, r }
