package assets_test

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"io/fs"
	"sort"
	"strings"
	"testing"
	"unicode"

	gotext "github.com/go-text/typesetting/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/text/encoding/simplifiedchinese"

	"perceptronlab/assets"
)

// textbookTerms are Li Hang's terms the interface and figures must show.
const textbookTerms = "感知机 原始形式 对偶形式 Gram 矩阵 学习率 η 误分类点 分离超平面 " +
	"间隔 支持向量 线性可分 最小二乘 Novikoff 上界 迭代过程 单步 一轮 运行 暂停 重置 模型 已收敛"

// symbols are the non-ASCII characters the UI, trace tables and figures use.
const symbols = "αβγδεηθλμξπρσφωΔΣΩ ·⋅×÷±−≤≥≠≈∈∉∑√∞‖∥∂∇⊥ ←→↑↓⇒ ●○■□▲△▼▽◆◇▸✕✓★•… " +
	"⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁽⁾ⁱⁿᵀ ₀₁₂₃₄₅₆₇₈₉₊₋₍₎ᵢⱼₖₙₜ “”‘’，。、：；！？（）【】《》"

// faces are the bundled fonts; every test checks each.
var faces = []struct {
	name string
	ttf  []byte
}{{"LabSans.ttf", assets.FontRegular}, {"LabSans-Bold.ttf", assets.FontBold}}

func TestFontIsOneTrueTypeFace(t *testing.T) {
	for _, f := range faces {
		t.Run(f.name, func(t *testing.T) { checkTrueTypeFace(t, f.ttf) })
	}
}

func checkTrueTypeFace(t *testing.T, b []byte) {
	// A collection would start with "ttcf" and CFF outlines with "OTTO";
	// Fyne needs one face and fpdf (gonum/plot's PDF) needs glyf outlines.
	if tag := binary.BigEndian.Uint32(b); tag != 0x00010000 {
		t.Fatalf("font starts with %#08x, want TrueType 0x00010000", tag)
	}
	tables := tableTags(b)
	for _, want := range []string{"glyf", "loca", "cmap", "hmtx", "OS/2", "name", "post"} {
		if !tables[want] {
			t.Errorf("font has no %q table", want)
		}
	}
	if tables["CFF "] {
		t.Error("font still has a CFF table")
	}
	if len(b) > 3<<20 {
		t.Errorf("font is %d bytes, more than the 3 MiB budget per face", len(b))
	}
}

func tableTags(b []byte) map[string]bool {
	n := int(binary.BigEndian.Uint16(b[4:]))
	tags := map[string]bool{}
	for i := range n {
		rec := b[12+16*i:]
		tags[string(rec[:4])] = true
	}
	return tags
}

func TestFontParsesForPlotAndFyne(t *testing.T) {
	for _, face := range faces {
		f, err := sfnt.Parse(face.ttf)
		if err != nil {
			t.Fatalf("%s: golang.org/x/image/font/sfnt (gonum/plot): %v", face.name, err)
		}
		name, err := f.Name(nil, sfnt.NameIDFamily)
		if err != nil || name != "LabSans" {
			t.Errorf("%s: family name %q, %v; want LabSans", face.name, name, err)
		}
		g, err := gotext.ParseTTF(bytes.NewReader(face.ttf))
		if err != nil {
			t.Fatalf("%s: go-text/typesetting (Fyne): %v", face.name, err)
		}
		if bold := g.Describe().Aspect.Weight >= 700; bold != (face.name == "LabSans-Bold.ttf") {
			t.Errorf("%s: weight %v", face.name, g.Describe().Aspect.Weight)
		}
	}
}

func TestFontCoversInterface(t *testing.T) {
	want := interfaceText(t)
	for _, f := range faces {
		if missing := uncovered(t, f.ttf, want); missing != "" {
			t.Errorf("%s lacks %q; rerun scripts/make-font.py or avoid them", f.name, missing)
		}
	}
}

// interfaceText returns every character the interface, the translations
// and the figures may show.
func interfaceText(t *testing.T) string {
	t.Helper()
	var want strings.Builder
	want.WriteString(textbookTerms + symbols)
	for c := rune(0x20); c < 0x7f; c++ {
		want.WriteRune(c)
	}
	files, err := fs.Glob(assets.Translations, "translations/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no translation tables: %v", err)
	}
	for _, name := range files {
		b, err := assets.Translations.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		var table map[string]string
		if err := json.Unmarshal(b, &table); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for k, v := range table {
			want.WriteString(k + v)
		}
	}
	return want.String()
}

func TestFontCoversGB2312(t *testing.T) {
	var hanzi strings.Builder
	n := 0
	dec := simplifiedchinese.GBK.NewDecoder()
	for hi := 0xB0; hi <= 0xF7; hi++ {
		for lo := 0xA1; lo <= 0xFE; lo++ {
			s, err := dec.Bytes([]byte{byte(hi), byte(lo)})
			r := []rune(string(s))
			if err != nil || len(r) != 1 || !unicode.Is(unicode.Han, r[0]) {
				continue // row 0xD7 ends at 0xF9 in GB2312
			}
			hanzi.WriteRune(r[0])
			n++
		}
	}
	// GB2312 level 1 (3755) plus level 2 (3008) hanzi.
	if n != 6763 {
		t.Fatalf("enumerated %d GB2312 hanzi, want 6763", n)
	}
	for _, f := range faces {
		if missing := uncovered(t, f.ttf, hanzi.String()); missing != "" {
			t.Errorf("%s lacks %d GB2312 hanzi: %q", f.name, len([]rune(missing)), missing)
		}
	}
}

// uncovered returns the distinct runes of s that font ttf has no glyph for.
func uncovered(t *testing.T, ttf []byte, s string) string {
	t.Helper()
	f, err := sfnt.Parse(ttf)
	if err != nil {
		t.Fatal(err)
	}
	var buf sfnt.Buffer
	seen := map[rune]bool{}
	var missing []rune
	for _, r := range s {
		if seen[r] || r == ' ' || unicode.IsControl(r) {
			continue
		}
		seen[r] = true
		if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
			missing = append(missing, r)
		}
	}
	sort.Slice(missing, func(i, j int) bool { return missing[i] < missing[j] })
	return string(missing)
}
