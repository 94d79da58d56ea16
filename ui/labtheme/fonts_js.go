//go:build js

package labtheme

func init() {
	// The web edition's one face serves bold too (assets/fonts_js.go): one
	// resource, so Fyne parses it once.
	labFontBold = labFont
}
