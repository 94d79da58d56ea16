package report

import (
	"context"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/image/font/sfnt"

	"perceptronlab/algo/numeric"
	"perceptronlab/algo/perceptron"
	"perceptronlab/assets"
	"perceptronlab/dataset"
)

// lihang21 runs Li Hang's Example 2.1 (η = 1, every scan from x₁) in the
// primal or the dual form and returns the explainer of the run.
func lihang21(t *testing.T, dual bool, lang string) Explainer {
	t.Helper()
	set := dataset.LiHang21()
	s := perceptron.Settings{Eta: 1, Order: perceptron.First}
	var tr perceptron.Trainer
	var err error
	if dual {
		tr, err = perceptron.NewDual(set.Matrix(), set.Y, s)
	} else {
		tr, err = perceptron.NewPrimal(set.Matrix(), set.Y, s)
	}
	if err != nil {
		t.Fatal(err)
	}
	res, err := perceptron.Run(context.Background(), tr, true)
	if err != nil {
		t.Fatal(err)
	}
	x := Explainer{Trace: Trace{Lang: lang, W0: []float64{0, 0}, Events: res.Trace, Status: res.Status}, Set: set, Eta: 1}
	if dual {
		x.Alpha0 = make([]float64, 3)
	}
	return x
}

// The seven updates of Example 2.1. The points, w and b are Table 2.1's;
// the test values yᵢ(w·xᵢ+b) are worked by hand from them: for k = 2,
// w = (3, 3), b = 1 and x₃ = (1, 1) with y₃ = −1 give −1·(6 + 1) = −7.
var primal21 = [7][3]string{
	{"k = 1: y₁(w·x₁ + b) = 1·((0, 0)·(3, 3) + 0) = 0 ≤ 0, so x₁ is misclassified.",
		"w ← w + ηy₁x₁ = (0, 0) + 1·1·(3, 3) = (3, 3)", "b ← b + ηy₁ = 0 + 1·1 = 1"},
	{"k = 2: y₃(w·x₃ + b) = −1·((3, 3)·(1, 1) + 1) = −7 ≤ 0, so x₃ is misclassified.",
		"w ← w + ηy₃x₃ = (3, 3) + 1·(−1)·(1, 1) = (2, 2)", "b ← b + ηy₃ = 1 + 1·(−1) = 0"},
	{"k = 3: y₃(w·x₃ + b) = −1·((2, 2)·(1, 1) + 0) = −4 ≤ 0, so x₃ is misclassified.",
		"w ← w + ηy₃x₃ = (2, 2) + 1·(−1)·(1, 1) = (1, 1)", "b ← b + ηy₃ = 0 + 1·(−1) = −1"},
	{"k = 4: y₃(w·x₃ + b) = −1·((1, 1)·(1, 1) − 1) = −1 ≤ 0, so x₃ is misclassified.",
		"w ← w + ηy₃x₃ = (1, 1) + 1·(−1)·(1, 1) = (0, 0)", "b ← b + ηy₃ = −1 + 1·(−1) = −2"},
	{"k = 5: y₁(w·x₁ + b) = 1·((0, 0)·(3, 3) − 2) = −2 ≤ 0, so x₁ is misclassified.",
		"w ← w + ηy₁x₁ = (0, 0) + 1·1·(3, 3) = (3, 3)", "b ← b + ηy₁ = −2 + 1·1 = −1"},
	{"k = 6: y₃(w·x₃ + b) = −1·((3, 3)·(1, 1) − 1) = −5 ≤ 0, so x₃ is misclassified.",
		"w ← w + ηy₃x₃ = (3, 3) + 1·(−1)·(1, 1) = (2, 2)", "b ← b + ηy₃ = −1 + 1·(−1) = −2"},
	{"k = 7: y₃(w·x₃ + b) = −1·((2, 2)·(1, 1) − 2) = −2 ≤ 0, so x₃ is misclassified.",
		"w ← w + ηy₃x₃ = (2, 2) + 1·(−1)·(1, 1) = (1, 1)", "b ← b + ηy₃ = −2 + 1·(−1) = −3"},
}

func TestExplainExample21(t *testing.T) {
	x := lihang21(t, false, "en")
	if len(x.Events) != 7 {
		t.Fatalf("%d updates, the book has 7", len(x.Events))
	}
	for k, want := range primal21 {
		if got := x.Update(k + 1); !slices.Equal(got, want[:]) {
			t.Errorf("update %d:\n got %q\nwant %q", k+1, got, want)
		}
		// The value written must be the one that triggered the update.
		if v := strconv.FormatFloat(x.Events[k].Value, 'f', -1, 64); !strings.Contains(strings.ReplaceAll(want[0], "−", "-"), "= "+v+" ≤") {
			t.Errorf("update %d: algo's value %s is not the one explained", k+1, v)
		}
	}
	// w = (1, 1), b = −3: x₁ gives 3, x₂ gives 4, x₃ gives −1·(2 − 3) = 1.
	want := []string{"Converged: no point has yᵢ(w·xᵢ + b) ≤ 0; the smallest value is 1 at x₃.",
		"A full pass over the 3 points made no update, so f(x) = sign(x⁽¹⁾ + x⁽²⁾ − 3) classifies every point."}
	if got := x.End(); !slices.Equal(got, want) {
		t.Errorf("end:\n got %q\nwant %q", got, want)
	}
	if got := x.At(7); len(got) != 5 || got[3] != want[0] {
		t.Errorf("At(7) = %q, want update 7 and the end", got)
	}
	if got := x.At(0); len(got) != 1 || !strings.HasPrefix(got[0], "k = 0: start with w = (0, 0) and b = 0") {
		t.Errorf("At(0) = %q", got)
	}
}

// The dual updates of Example 2.2: G = [[18, 21, 6], [21, 25, 7], [6, 7, 2]]
// and Table 2.2's α and b; the test values are worked by hand from them
// (for k = 3, α = (1, 0, 1), b = 0: −1·(1·1·6 + 1·(−1)·2 + 0) = −4).
var dual22 = [7][4]string{
	{"k = 1: y₁(Σⱼ αⱼyⱼGⱼ₁ + b) = 1·(0 + 0) = 0 ≤ 0, so x₁ is misclassified.",
		"The Gram row used: Gⱼ₁ = xⱼ·x₁ = (18, 21, 6)", "α₁ ← α₁ + η = 0 + 1 = 1", "b ← b + ηy₁ = 0 + 1·1 = 1"},
	{"k = 2: y₃(Σⱼ αⱼyⱼGⱼ₃ + b) = −1·(1·1·6 + 1) = −7 ≤ 0, so x₃ is misclassified.",
		"The Gram row used: Gⱼ₃ = xⱼ·x₃ = (6, 7, 2)", "α₃ ← α₃ + η = 0 + 1 = 1", "b ← b + ηy₃ = 1 + 1·(−1) = 0"},
	{"k = 3: y₃(Σⱼ αⱼyⱼGⱼ₃ + b) = −1·(1·1·6 + 1·(−1)·2 + 0) = −4 ≤ 0, so x₃ is misclassified.",
		"The Gram row used: Gⱼ₃ = xⱼ·x₃ = (6, 7, 2)", "α₃ ← α₃ + η = 1 + 1 = 2", "b ← b + ηy₃ = 0 + 1·(−1) = −1"},
	{"k = 4: y₃(Σⱼ αⱼyⱼGⱼ₃ + b) = −1·(1·1·6 + 2·(−1)·2 − 1) = −1 ≤ 0, so x₃ is misclassified.",
		"The Gram row used: Gⱼ₃ = xⱼ·x₃ = (6, 7, 2)", "α₃ ← α₃ + η = 2 + 1 = 3", "b ← b + ηy₃ = −1 + 1·(−1) = −2"},
	{"k = 5: y₁(Σⱼ αⱼyⱼGⱼ₁ + b) = 1·(1·1·18 + 3·(−1)·6 − 2) = −2 ≤ 0, so x₁ is misclassified.",
		"The Gram row used: Gⱼ₁ = xⱼ·x₁ = (18, 21, 6)", "α₁ ← α₁ + η = 1 + 1 = 2", "b ← b + ηy₁ = −2 + 1·1 = −1"},
	{"k = 6: y₃(Σⱼ αⱼyⱼGⱼ₃ + b) = −1·(2·1·6 + 3·(−1)·2 − 1) = −5 ≤ 0, so x₃ is misclassified.",
		"The Gram row used: Gⱼ₃ = xⱼ·x₃ = (6, 7, 2)", "α₃ ← α₃ + η = 3 + 1 = 4", "b ← b + ηy₃ = −1 + 1·(−1) = −2"},
	{"k = 7: y₃(Σⱼ αⱼyⱼGⱼ₃ + b) = −1·(2·1·6 + 4·(−1)·2 − 2) = −2 ≤ 0, so x₃ is misclassified.",
		"The Gram row used: Gⱼ₃ = xⱼ·x₃ = (6, 7, 2)", "α₃ ← α₃ + η = 4 + 1 = 5", "b ← b + ηy₃ = −2 + 1·(−1) = −3"},
}

func TestExplainExample22(t *testing.T) {
	x := lihang21(t, true, "en")
	if len(x.Events) != 7 {
		t.Fatalf("%d updates, the book has 7", len(x.Events))
	}
	for k, want := range dual22 {
		if got := x.Update(k + 1); !slices.Equal(got, want[:]) {
			t.Errorf("update %d:\n got %q\nwant %q", k+1, got, want)
		}
	}
	want := "Converged: no point has yᵢ(Σⱼ αⱼyⱼGⱼᵢ + b) ≤ 0; the smallest value is 1 at x₃."
	if got := x.End(); len(got) != 2 || got[0] != want {
		t.Errorf("end = %q, want %q first", got, want)
	}
}

func TestExplainChinese(t *testing.T) {
	x := lihang21(t, false, "zh")
	want := "k = 2：y₃(w·x₃ + b) = −1·((3, 3)·(1, 1) + 1) = −7 ≤ 0，所以 x₃ 是误分类点。"
	if got := x.Update(2); got[0] != want {
		t.Errorf("update 2 in Chinese: %q, want %q", got[0], want)
	}
	if got := x.End(); !strings.HasPrefix(got[0], "已收敛") {
		t.Errorf("end in Chinese: %q", got)
	}
}

func TestExplainKernelUsesK(t *testing.T) {
	set := dataset.LiHang21()
	k := numeric.RBF{Sigma: 1}
	kp, err := perceptron.NewKernelPerceptron(set.Matrix(), set.Y, k, perceptron.Settings{Eta: 1, Order: perceptron.First})
	if err != nil {
		t.Fatal(err)
	}
	res, err := perceptron.Run(context.Background(), kp, true)
	if err != nil {
		t.Fatal(err)
	}
	x := Explainer{Trace: Trace{Lang: "en", Alpha0: make([]float64, 3), Events: res.Trace, Status: res.Status},
		Set: set, Eta: 1, Kernel: k}
	// The first update is x₁ from α = 0, b = 0; its row is K(xⱼ, x₁) =
	// exp(−‖xⱼ − x₁‖²/2) = (1, e^−½, e^−4) = (1, 0.606531, 0.0183156).
	got := x.Update(1)
	if want := "The kernel row used: K(xⱼ, x₁) = (1, 0.606531, 0.0183156)"; got[1] != want {
		t.Errorf("kernel row: %q, want %q", got[1], want)
	}
	if !strings.HasPrefix(got[0], "k = 1: y₁(Σⱼ αⱼyⱼK(xⱼ, x₁) + b) = 1·(0 + 0) = 0 ≤ 0") {
		t.Errorf("kernel test: %q", got[0])
	}
	for k := range len(x.Events) {
		if v := x.Update(k + 1)[0]; !strings.Contains(v, "≤ 0, so") {
			t.Errorf("update %d does not fail the test: %q", k+1, v)
		}
	}
}

func TestExplainCycleAndEpochLimit(t *testing.T) {
	set := dataset.XOR()
	for _, c := range []struct {
		s    perceptron.Settings
		want perceptron.Status
		line string
	}{
		{perceptron.Settings{Eta: 1, Order: perceptron.Cyclic}, perceptron.Cycle, "not linearly separable"},
		{perceptron.Settings{Eta: 1, Order: perceptron.Cyclic, NoBias: true}, perceptron.Cycle, "no line through the origin"},
		{perceptron.Settings{Eta: 1, Order: perceptron.Random, MaxEpochs: 5}, perceptron.EpochLimit, "proves nothing"},
	} {
		p, err := perceptron.NewPrimal(set.Matrix(), set.Y, c.s)
		if err != nil {
			t.Fatal(err)
		}
		res, _ := perceptron.Run(context.Background(), p, true)
		if res.Status != c.want {
			t.Fatalf("XOR with %+v: %v, want %v", c.s, res.Status, c.want)
		}
		x := Explainer{Trace: Trace{Lang: "en", W0: []float64{0, 0}, Events: res.Trace, Status: res.Status},
			Set: set, Eta: 1, NoBias: c.s.NoBias}
		if end := strings.Join(x.End(), " "); !strings.Contains(end, c.line) {
			t.Errorf("%v: end says %q, want %q in it", c.want, end, c.line)
		}
	}
}

func TestExplainMovedPoint(t *testing.T) {
	x := lihang21(t, false, "en")
	x.Set = x.Set.Clone()
	x.Set.X[4], x.Set.X[5] = -5, -5 // x₃ moves from (1, 1) to (−5, −5): −1·(−30 + 1) = 29
	got := x.Update(2)
	if !strings.Contains(got[0], "= 29; when this update was made, x₃ was misclassified") ||
		!strings.Contains(got[len(got)-1], "moved") {
		t.Errorf("a moved point: %q", got)
	}
}

// TestExplainTranslations checks that every string the explanations pass
// to Tr has a Chinese entry with the same verbs, in glyphs the bundled
// font has.
func TestExplainTranslations(t *testing.T) {
	zh := assets.Table("zh")
	f, err := sfnt.Parse(assets.FontRegular)
	if err != nil {
		t.Fatal(err)
	}
	var buf sfnt.Buffer
	files, _ := filepath.Glob("explain*.go")
	n := 0
	for _, name := range files {
		for _, s := range trLiterals(t, name) {
			n++
			tr, ok := zh[s]
			if !ok {
				t.Errorf("%s: no Chinese for %q", name, s)
				continue
			}
			if verbs(tr) != verbs(s) {
				t.Errorf("%q: verbs %q in Chinese, want %q", s, verbs(tr), verbs(s))
			}
			for _, r := range tr + "ΣⱼᵢαηγGK≤←⁽⁾" {
				if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
					t.Errorf("%q: the bundled font has no glyph for %q", tr, r)
				}
			}
		}
	}
	if n < 15 {
		t.Fatalf("found %d strings passed to Tr: the collector is broken", n)
	}
}

// trLiterals returns the string literals passed as the second argument
// of Tr in a Go file.
func trLiterals(t *testing.T, name string) []string {
	t.Helper()
	file, err := parser.ParseFile(token.NewFileSet(), name, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	ast.Inspect(file, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if id, isID := call.Fun.(*ast.Ident); isID && id.Name == "Tr" && len(call.Args) == 2 {
			if lit, isLit := call.Args[1].(*ast.BasicLit); isLit && lit.Kind == token.STRING {
				s, _ := strconv.Unquote(lit.Value)
				out = append(out, s)
			}
		}
		return true
	})
	return out
}
