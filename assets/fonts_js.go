//go:build js

package assets

import _ "embed"

// FontRegular is the web edition's one face: LabSans Regular with the
// hanzi of GB2312 level 1 and of the translations (fonts/LabSans-Web.ttf,
// made from fonts/LabSans.ttf by scripts/make-web-font.py). FontBold is
// the same face: the download stays smaller, and bold text is drawn in the
// regular weight.
var (
	//go:embed fonts/LabSans-Web.ttf
	FontRegular []byte

	// FontBold is FontRegular in the browser.
	FontBold = FontRegular
)
