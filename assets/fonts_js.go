//go:build js

package assets

import _ "embed"

// FontRegular is the web edition's face as the wasm carries it: LabSans
// Regular without hanzi (fonts/LabSans-Latin.ttf, made by
// scripts/make-web-font.py), 0.2 MB for the 1.3 MB with them. The page
// fetches that face, fonts/LabSans-Web.ttf (the hanzi of GB2312 level 1
// and of the translations), when Chinese is first chosen, and the app then
// sets FontRegular to it (ui/fontload_js.go). FontBold is the same face:
// the download stays smaller, and bold text is drawn in the regular
// weight.
var (
	//go:embed fonts/LabSans-Latin.ttf
	FontRegular []byte

	// FontBold is FontRegular in the browser.
	FontBold = FontRegular
)

// WebFontFile is the name the web edition's face with hanzi has beside
// the wasm (scripts/web-build.sh).
const WebFontFile = "LabSans-Web.ttf"
