package cli

import (
	"image"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
)

// TestSeriesPlotsChinese draws each chapter-1 figure in English and in
// Chinese: the Chinese title and legend must carry more ink (the glyphs
// drew; a missing glyph draws less), and every figure text they use must
// have Han characters in the table.
func TestSeriesPlotsChinese(t *testing.T) {
	dir := t.TempDir()
	for i, args := range [][]string{
		{"--method", "polyfit", "--degree", "9", "sin:10:0.3:1"},
		{"--errors", "sin:10"},
		{"--errors", "--degree", "9", "--lnlambdas=-40:0", "sin:10:0.3:1"},
		{"--losses"},
	} {
		var imgs [2]*image.NRGBA
		for j, lang := range []string{"en", "zh"} {
			out := filepath.Join(dir, lang+".png")
			a := append(append([]string{"plot"}, args...), "--lang", lang, "-o", out, "--width", "800", "--height", "600")
			if _, stderr, code := runCLI(a...); code != 0 {
				t.Fatalf("plot %v: exit %d: %s", a, code, stderr)
			}
			imgs[j] = decodePNG(t, out)
		}
		r := imgs[0].Bounds()
		title := image.Rect(0, 0, r.Dx(), r.Dy()/20)
		// The legend sits in whichever top corner its lines leave free
		// (figure's legend placement): the whole band under the title.
		legend := image.Rect(0, r.Dy()/20, r.Dx(), r.Dy()/4)
		for _, part := range []struct {
			name string
			r    image.Rectangle
		}{{"title", title}, {"legend", legend}} {
			if n, _ := pixelDiff(imgs[0].SubImage(part.r), imgs[1].SubImage(part.r), 0); n < 200 {
				t.Errorf("figure %d: the zh %s differs from the en one in only %d pixels", i, part.name, n)
			}
		}
	}
	f := seriesFlags{lang: "zh"}
	for _, s := range []string{"Polynomial of degree M = %d, λ = %s, on N = %d points: training E_RMS = %.4g",
		"fit f(x; w), M = %d", "residuals t − f(x)", "truth sin(2πx)", "training points (x, t)", "training set", "test set",
		"E_RMS against %s: N = %d training points, %d test points", "least test E_RMS, %s = %.4g",
		"Loss functions against the margin y·f(x) (Li Hang §1.3, §2.3, §7.2.4)", "margin y·f(x)", "loss",
		"quadratic", "absolute", "log", "perceptron", "hinge"} {
		if !strings.ContainsFunc(f.tr(s), func(c rune) bool { return unicode.Is(unicode.Han, c) }) {
			t.Errorf("%q is %q in Chinese: no Han characters", s, f.tr(s))
		}
	}
	if _, stderr, code := runCLI("plot", "--losses", "--lang", "fr", "-o", filepath.Join(dir, "x.png")); code != 1 || !strings.Contains(stderr, `unknown --lang "fr"`) {
		t.Errorf("--lang fr: exit %d, %q", code, stderr)
	}
}

// TestChapter1TextChinese checks that fit, cv and bound print Chinese with
// --lang zh, the numbers as in English (the same fit, the same scores),
// and that their JSON does not change.
func TestChapter1TextChinese(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		en, zh string // a line each language must print
	}{
		{[]string{"fit", "--degree", "3", bishop11}, "training E_RMS = 0.186989", "训练 E_RMS = 0.186989"},
		{[]string{"fit", "--degree", "12", bishop11}, "the minimum-norm w is shown", "范数最小的 w"},
		{[]string{"cv", "--method", "polyfit", "--loo", "--degrees", "0-3", bishop11}, "leave-one-out); score = mean squared error", "留一法）；得分 = 均方误差"},
		{[]string{"cv", "--method", "polyfit", "--folds", "5", "--shuffle", "--degrees", "3", bishop11}, "5 folds (5-fold, shuffled with seed 0)", "5 折（5 折交叉验证，以随机种子 0 打乱）"},
		{[]string{"bound", "--d", "1000", "--delta", "0.05", "--epsilon", "0.05"}, "N = 1981: the least N", "N = 1981：使"},
	} {
		en, _, code1 := runCLI(tc.args...)
		zh, stderr, code2 := runCLI(append(tc.args, "--lang", "zh")...)
		if code1 != 0 || code2 != 0 || !strings.Contains(en, tc.en) || !strings.Contains(zh, tc.zh) {
			t.Errorf("%v: exit %d/%d, en %q, zh %q (%s); want %q and %q", tc.args, code1, code2, en, zh, stderr, tc.en, tc.zh)
		}
		if strings.Count(en, "\n") != strings.Count(zh, "\n") {
			t.Errorf("%v: %d lines in English, %d in Chinese", tc.args, strings.Count(en, "\n"), strings.Count(zh, "\n"))
		}
		enJSON, _, _ := runCLI(append(tc.args, "--json")...)
		zhJSON, _, _ := runCLI(append(tc.args, "--json", "--lang", "zh")...)
		if enJSON == "" || enJSON != zhJSON {
			t.Errorf("%v --json changes with --lang: %q, %q", tc.args, enJSON, zhJSON)
		}
	}
	if _, stderr, code := runCLI("cv", "--lang", "fr", bishop11); code != 1 || !strings.Contains(stderr, `cv: unknown --lang "fr"`) {
		t.Errorf("cv --lang fr: exit %d, %q", code, stderr)
	}
}
