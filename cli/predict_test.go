package cli

import (
	"strings"
	"testing"
)

// TestTrainPredictWorksheet: train --explain --predict asks before each of
// Example 2.1's updates and answers after (Li Hang, Table 2.1: the second
// update is on x₃, to w = (2, 2), b = 0); --format latex leaves blanks and
// puts the answers at the end; --predict alone and other formats are refused.
func TestTrainPredictWorksheet(t *testing.T) {
	out, errOut, code := runCLI("train", "--explain", "--predict", "--order", "first", lihang21)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	q, a := strings.Index(out, "Question 2. At k = 1, w = (3, 3), b = 1."), strings.Index(out, "Answer 2. x₃: w = (2, 2), b = 0.")
	if q < 0 || a < q || strings.Contains(out, "data: ") {
		t.Errorf("worksheet:\n%s", out)
	}
	tex, errOut, code := runCLI("train", "--explain", "--predict", "--format", "latex", "--order", "first", lihang21)
	if i := strings.Index(tex, "\\section*{Answers}"); code != 0 || i < 0 || !strings.Contains(tex[:i], "\\answerline") ||
		!strings.Contains(tex[i:], "$x_{3}$: $w = (2,2)^{\\mathrm{T}}$, $b = 0$.") {
		t.Errorf("latex: exit %d %s\n%s", code, errOut, tex)
	}
	for _, args := range [][]string{{"--predict"}, {"--predict", "--explain", "--json"}} {
		if _, errOut, code := runCLI(append(append([]string{"train"}, args...), lihang21)...); code != 1 || !strings.Contains(errOut, "--") {
			t.Errorf("train %v: exit %d, %q; want a refusal", args, code, errOut)
		}
	}
}
