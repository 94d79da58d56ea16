package report

import (
	"encoding/json"
	"strings"
	"testing"

	"golang.org/x/image/font/sfnt"

	"perceptronlab/assets"
)

// TestFigureTranslations checks the Chinese figure strings: each keeps the
// English string's printf verbs, and the bundled font has every glyph.
func TestFigureTranslations(t *testing.T) {
	b, err := assets.Translations.ReadFile("translations/figure-zh.json")
	if err != nil {
		t.Fatal(err)
	}
	var table map[string]string
	if err := json.Unmarshal(b, &table); err != nil {
		t.Fatalf("assets/translations/figure-zh.json: %v", err)
	}
	f, err := sfnt.Parse(assets.FontRegular)
	if err != nil {
		t.Fatal(err)
	}
	var buf sfnt.Buffer
	for en, zh := range table {
		if verbs(en) != verbs(zh) {
			t.Errorf("%q: the Chinese %q has verbs %q, want %q", en, zh, verbs(zh), verbs(en))
		}
		for _, r := range zh + "←−α₁₂₃₄₅₆₇₈₉₀" {
			if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
				t.Errorf("%q: the bundled font has no glyph for %q", zh, r)
			}
		}
	}
	if got := Translator("zh")("no such string"); got != "no such string" {
		t.Errorf("an untranslated string became %q", got)
	}
	if Translator("en") != nil {
		t.Error("English text is translated")
	}
}

// verbs returns the printf verbs of s, in order.
func verbs(s string) string {
	var out []string
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '%' {
			out = append(out, s[i:i+2])
			i++
		}
	}
	return strings.Join(out, " ")
}
