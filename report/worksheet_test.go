package report

import (
	"path/filepath"
	"strings"
	"testing"

	"perceptronlab/assets"
)

// TestWorksheetExample21 checks the questions and answers against Li
// Hang's Table 2.1: the updates are on x₁, x₃, x₃, x₃, x₁, x₃, x₃, and the
// run converges at w = (1, 1), b = −3, so an eighth question asks whether
// another update follows.
func TestWorksheetExample21(t *testing.T) {
	ws := NewWorksheet(lihang21(t, false, "en"))
	if len(ws.Items) != 8 {
		t.Fatalf("%d questions, want 7 updates and the end", len(ws.Items))
	}
	points := []int{0, 2, 2, 2, 0, 2, 2, -1}
	for n, it := range ws.Items {
		if it.Next.Point != points[n] {
			t.Errorf("question %d: point %d, want %d", n+1, it.Next.Point, points[n])
		}
	}
	if q := ws.Items[1].Question; q != "At k = 1, w = (3, 3), b = 1. Which point does update 2 use, and where does the line go (w, b)?" {
		t.Errorf("question 2: %q", q)
	}
	if a := ws.Items[1].Answer; a != "x₃: w = (2, 2), b = 0." {
		t.Errorf("answer 2: %q", a)
	}
	var sb strings.Builder
	if err := ws.WriteText(&sb); err != nil {
		t.Fatal(err)
	}
	text := sb.String()
	q2, a2 := strings.Index(text, "Question 2."), strings.Index(text, "Answer 2.")
	if q2 < 0 || a2 < q2 || !strings.Contains(text[a2:], primal21[1][0]) {
		t.Errorf("the text sheet does not put answer 2 with its reasoning after question 2:\n%s", text)
	}
	if !strings.Contains(text, "Question 8. At k = 7, w = (1, 1), b = −3. Is there another update?") {
		t.Errorf("no closing question:\n%s", text)
	}
}

// TestWorksheetLaTeX: the questions have blanks, and the answers (Example
// 2.2's α after each update, ending at α = (2, 0, 5), b = −3) come after
// all of them.
func TestWorksheetLaTeX(t *testing.T) {
	ws := NewWorksheet(lihang21(t, true, "en"))
	var sb strings.Builder
	if err := ws.WriteLaTeX(&sb); err != nil {
		t.Fatal(err)
	}
	tex := sb.String()
	answers := strings.Index(tex, "\\section*{Answers}")
	if answers < 0 || strings.Count(tex[:answers], "\\answerline\n") != 2*8 || strings.Count(tex[:answers], "\\item ") != 8 {
		t.Fatalf("questions without two blanks each, or no answer section:\n%s", tex)
	}
	if strings.Contains(tex[:answers], "$\\alpha_{3}$:") {
		t.Error("an answer shows among the questions")
	}
	if !strings.Contains(tex[answers:], "\\item $\\alpha_{3}$: $\\alpha = (2,0,5)^{\\mathrm{T}}$, $b = -3$.") {
		t.Errorf("answers:\n%s", tex[answers:])
	}
	for _, pair := range [][2]string{{"\\begin{document}", "\\end{document}"}, {"\\begin{enumerate}", "\\end{enumerate}"}} {
		if strings.Count(tex, pair[0]) != strings.Count(tex, pair[1]) {
			t.Errorf("unbalanced %s", pair[0])
		}
	}
}

// TestWorksheetChinese: the sheet follows the language, and every string
// the worksheet files pass to Tr has a Chinese entry.
func TestWorksheetChinese(t *testing.T) {
	ws := NewWorksheet(lihang21(t, false, "zh"))
	if q := ws.Items[0].Question; q != "k = 0 时，w = (0, 0)，b = 0。 第 1 次更新用哪个点？直线移到哪里（w, b）？" {
		t.Errorf("question 1 in Chinese: %q", q)
	}
	zh := assets.Table("zh")
	files, _ := filepath.Glob("worksheet*.go")
	n := 0
	for _, name := range files {
		for _, s := range trLiterals(t, name) {
			n++
			if _, ok := zh[s]; !ok {
				t.Errorf("%s: no Chinese for %q", name, s)
			}
		}
	}
	if n < 12 {
		t.Fatalf("found %d Tr literals", n)
	}
}
