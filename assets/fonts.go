//go:build !js

package assets

import _ "embed"

// FontRegular and FontBold are LabSans, the font the app draws all text
// with: on screen through Fyne and in figures through gonum/plot (PNG, SVG
// and PDF). Each is a single-face TrueType subset of Noto Sans CJK SC
// Regular or Bold (SIL OFL 1.1, see fonts/LICENSE-OFL.txt) made by
// scripts/make-font.py. Both cover ASCII, Latin-1, Greek, math operators,
// arrows, the shapes the UI uses (● ■ ▲ ▸ ✕ ✓), subscripts and superscripts
// (α₁, xᵢ, w⁽ᵏ⁾, xᵀ), CJK punctuation, fullwidth forms and all of GB2312,
// including its 6763 hanzi. There is no italic or monospace face.
var (
	//go:embed fonts/LabSans.ttf
	FontRegular []byte

	//go:embed fonts/LabSans-Bold.ttf
	FontBold []byte
)
