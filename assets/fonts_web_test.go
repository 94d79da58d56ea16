package assets_test

import (
	"os"
	"strings"
	"testing"
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
