package cli

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// TestTrainExplain checks that train --explain writes every update of
// Examples 2.1 and 2.2 as the report package explains them, in the
// language of --lang, and refuses methods without updates.
func TestTrainExplain(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"--order", "first"}, []string{
			// Update 2 of Example 2.1: w = (3, 3), b = 1 and x₃ = (1, 1), y₃ = −1.
			"k = 2: y₃(w·x₃ + b) = −1·((3, 3)·(1, 1) + 1) = −7 ≤ 0, so x₃ is misclassified.\n" +
				"w ← w + ηy₃x₃ = (3, 3) + 1·(−1)·(1, 1) = (2, 2)\nb ← b + ηy₃ = 1 + 1·(−1) = 0\n",
			"k = 7: ", "the smallest value is 1 at x₃.", "w = (1, 1), b = -3"}},
		{[]string{"--order", "first", "--method", "dual", "--lang", "zh"}, []string{
			"k = 7：y₃(Σⱼ αⱼyⱼGⱼ₃ + b) = −1·(2·1·6 + 4·(−1)·2 − 2) = −2 ≤ 0，所以 x₃ 是误分类点。\n" +
				"所用的 Gram 矩阵的行：Gⱼ₃ = xⱼ·x₃ = (6, 7, 2)\nα₃ ← α₃ + η = 4 + 1 = 5\n", "α = (2, 0, 5)"}},
		{[]string{"--method", "kernel", "--kernel", "poly", "--degree", "2"}, []string{"K(xⱼ, x₁)", "Converged"}},
	} {
		out, errOut, code := runCLI(append(append([]string{"train", "--explain"}, c.args...), lihang21)...)
		if code != 0 {
			t.Fatalf("train --explain %v: exit %d: %s", c.args, code, errOut)
		}
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("train --explain %v lacks %q in:\n%s", c.args, w, out)
			}
		}
	}
	for _, args := range [][]string{{"--method", "svm"}, {"--json"}, {"--format", "latex"}} {
		if _, errOut, code := runCLI(append(append([]string{"train", "--explain"}, args...), lihang21)...); code != 1 || !strings.Contains(errOut, "--explain") {
			t.Errorf("train --explain %v: exit %d, %q; want a refusal naming --explain", args, code, errOut)
		}
	}
}

// TestPlotCurve writes Example 2.1's learning curve in both formats and
// refuses what has no curve.
func TestPlotCurve(t *testing.T) {
	// The magic bytes of each format, as in TestPlotFormats.
	for name, head := range map[string]string{"curve.png": "\x89PNG\r\n\x1a\n", "curve.svg": "<svg", "curve.pdf": "%PDF-"} {
		out := figPath(t, name)
		stdout := runOK(t, "plot", "--curve", "--order", "first", "--lang", "zh", lihang21, "-o", out)
		if !strings.Contains(stdout, "7 updates in 8 epochs, converged") {
			t.Errorf("plot --curve said %q", stdout)
		}
		if b, err := os.ReadFile(out); err != nil || !bytes.Contains(b[:min(len(b), 200)], []byte(head)) {
			t.Errorf("%s does not start with %q: %v", name, head, err)
		}
	}
	for _, args := range [][]string{{"--method", "svm", "-o", figPath(t, "x.png")}, {"--method", "pocket", "-o", figPath(t, "x.png")}} {
		if _, errOut, code := runCLI(append([]string{"plot", "--curve", lihang21}, args...)...); code != 1 || !strings.Contains(errOut, "curve") {
			t.Errorf("plot --curve %v: exit %d, %q", args, code, errOut)
		}
	}
}
