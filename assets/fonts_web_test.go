package assets_test

import (
	"os"
	"strings"
	"testing"
	"unicode"
)

// TestWebFontCoversInterface checks the web edition's face (fonts_js.go)
// as TestFontCoversInterface checks the desktop's: one TrueType face that
// has every character of the interface, the translations and the figures.
func TestWebFontCoversInterface(t *testing.T) {
	ttf, err := os.ReadFile("fonts/LabSans-Web.ttf")
	if err != nil {
		t.Fatal(err)
	}
	checkTrueTypeFace(t, ttf)
	if missing := uncovered(t, ttf, interfaceText(t)); missing != "" {
		t.Errorf("LabSans-Web.ttf lacks %q; rerun scripts/make-web-font.py", missing)
	}
	if len(ttf) > len(regularFace(t))*2/3 {
		t.Errorf("LabSans-Web.ttf is %d bytes: no smaller than it was meant to be", len(ttf))
	}
}

// regularFace returns the desktop's regular face.
func regularFace(t *testing.T) []byte {
	t.Helper()
	for _, f := range faces {
		if strings.HasSuffix(f.name, "LabSans.ttf") {
			return f.ttf
		}
	}
	t.Fatal("no LabSans.ttf among the faces")
	return nil
}

// TestWebLatinFontCoversAllButHanzi checks the face the web edition's
// wasm carries (fonts_js.go): every character of the interface but the
// hanzi, which come with LabSans-Web.ttf once Chinese is chosen, and no
// hanzi at all (or the wasm grew again).
func TestWebLatinFontCoversAllButHanzi(t *testing.T) {
	ttf, err := os.ReadFile("fonts/LabSans-Latin.ttf")
	if err != nil {
		t.Fatal(err)
	}
	checkTrueTypeFace(t, ttf)
	hanzi := func(r rune) bool { return unicode.Is(unicode.Han, r) }
	text := interfaceText(t)
	if missing := uncovered(t, ttf, strings.Map(func(r rune) rune {
		if hanzi(r) {
			return -1
		}
		return r
	}, text)); missing != "" {
		t.Errorf("LabSans-Latin.ttf lacks %q; rerun scripts/make-web-font.py", missing)
	}
	distinct := map[rune]bool{}
	for _, r := range text {
		if hanzi(r) {
			distinct[r] = true
		}
	}
	if n := len([]rune(uncovered(t, ttf, text))); n != len(distinct) || n < 100 {
		t.Errorf("LabSans-Latin.ttf lacks %d characters of the interface, which has %d hanzi: it should lack exactly those", n, len(distinct))
	}
}
