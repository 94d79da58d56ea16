package lab

import (
	"math"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"perceptronlab/algo/perceptron"
	"perceptronlab/assets"
	"perceptronlab/dataset"
)

// example21 returns a session on Li Hang's Example 2.1 with the book's
// settings (η = 1, the scan starts again from x₁ after each update).
func example21(t *testing.T) *Session {
	t.Helper()
	set, ts, ok := Example("lihang21")
	if !ok {
		t.Fatal("no example lihang21")
	}
	s := NewSession()
	s.Replace(set, ts)
	return s
}

// answerUpdate asks the update question, answers with point i (−1: no
// answer), makes the step and reveals.
func answerUpdate(t *testing.T, z *Quiz, s *Session, i int) *Outcome {
	t.Helper()
	q, ok := UpdateQuestion(s)
	if !ok {
		t.Fatal("no update question")
	}
	z.Ask(q)
	if i >= 0 && !z.PickPoint(i) {
		t.Fatalf("PickPoint(%d) refused", i)
	}
	k := s.Training().State().K
	if _, err := s.Training().Step(); err != nil {
		t.Fatal(err)
	}
	return z.RevealUpdate(s, k)
}

// TestQuizExample21 is issue 19's acceptance: on Example 2.1 the first
// update uses x₁ (w = (3,3), b = 1) and the second x₃ (Li Hang, Table
// 2.1). Answering x₁, then x₂, scores 1 of 2, and the reveal names x₃.
func TestQuizExample21(t *testing.T) {
	s, z := example21(t), &Quiz{}
	z.SetOn(true)
	q, _ := UpdateQuestion(s)
	if q.Kind != AskUpdate || !q.Line {
		t.Fatalf("question %+v, want the update with its line", q)
	}
	o := answerUpdate(t, z, s, 0)
	if !o.Scored || !o.Right || o.Truth != "x₁" {
		t.Errorf("first answer x₁: %+v, want right, x₁", o)
	}
	o = answerUpdate(t, z, s, 1)
	if !o.Scored || o.Right || o.Truth != "x₃" {
		t.Errorf("second answer x₂: %+v, want wrong, x₃", o)
	}
	if r, a := z.Score(); r != 1 || a != 2 || z.ScoreText() != "Score: 1 of 2" {
		t.Errorf("score %d of %d (%q), want 1 of 2", r, a, z.ScoreText())
	}
	if v := o.Verdict(); !strings.Contains(v, "x₂") || !strings.Contains(v, "x₃") {
		t.Errorf("verdict %q names neither the guess x₂ nor the truth x₃", v)
	}
	z.ResetScore()
	if r, a := z.Score(); r != 0 || a != 0 {
		t.Errorf("score %d of %d after reset", r, a)
	}
}

// TestQuizGhostLine compares a ghost line with the line after update 1,
// 3x + 3y + 1 = 0: the ghost through (0,0) and (1,−1) is parallel to it
// (0°), and its midpoint (½,−½) lies |1.5 − 1.5 + 1|/√18 = 0.2357 from it.
func TestQuizGhostLine(t *testing.T) {
	s, z := example21(t), &Quiz{}
	q, _ := UpdateQuestion(s)
	z.Ask(q)
	z.PickPoint(0)
	z.PlaceLine([]float64{0.1, 0.2})
	z.PlaceLine([]float64{1, -1})
	z.PlaceLine([]float64{0, 0}) // moves the nearer end, (0.1, 0.2)
	if g := z.Guess().Line; len(g) != 2 || g[1][0] != 1 || g[1][1] != -1 {
		t.Fatalf("ghost line %v, want (0,0)–(1,−1)", g)
	}
	k := s.Training().State().K
	s.Training().Step()
	o := z.RevealUpdate(s, k)
	if !o.HasLine || math.Abs(o.Angle) > 1e-9 || math.Abs(o.Offset-1/math.Sqrt(18)) > 1e-12 {
		t.Errorf("angle %v offset %v, want 0 and %v", o.Angle, o.Offset, 1/math.Sqrt(18))
	}
	// A ghost along x = 0 meets the new line's direction (−3, 3) at 45°.
	a, _, ok := lineDistance([][]float64{{0, 0}, {0, 1}}, []float64{3, 3}, 1)
	if !ok || math.Abs(a-45) > 1e-9 {
		t.Errorf("angle %v, want 45", a)
	}
	if _, _, ok := lineDistance([][]float64{{1, 1}, {1, 1}}, []float64{3, 3}, 1); ok {
		t.Error("a ghost of one point has a distance")
	}
}

// TestQuizRunEnd: Example 2.1 converges after 7 updates (Table 2.1); the
// eighth question's answer is "no update", and then nothing is asked.
func TestQuizRunEnd(t *testing.T) {
	s, z := example21(t), &Quiz{}
	for range 7 {
		if o := answerUpdate(t, z, s, -1); o.Scored {
			t.Fatalf("an unanswered question was scored: %+v", o)
		}
	}
	if r, a := z.Score(); r != 0 || a != 0 {
		t.Errorf("unanswered questions scored %d of %d", r, a)
	}
	q, _ := UpdateQuestion(s)
	z.Ask(q)
	if !z.PickChoice(0) {
		t.Fatal("the no-update choice was refused")
	}
	k := s.Training().State().K
	if more, _ := s.Training().Step(); more {
		t.Fatal("Example 2.1 made an eighth update")
	}
	if o := z.RevealUpdate(s, k); !o.Right || o.Truth != "no update" {
		t.Errorf("outcome %+v, want right, no update", o)
	}
	if s.Training().State().Status != perceptron.Converged {
		t.Fatalf("status %v", s.Training().State().Status)
	}
	if _, ok := UpdateQuestion(s); ok {
		t.Error("a question after the run converged")
	}
}

// TestQuizDualAsksAlpha: in the dual form Example 2.2's first update
// raises α₁ (Li Hang: α = (1, 0, 0)).
func TestQuizDualAsksAlpha(t *testing.T) {
	s, z := example21(t), &Quiz{}
	ts := s.Settings()
	ts.Form = Dual
	s.SetSettings(ts)
	q, _ := UpdateQuestion(s)
	if q.Kind != AskAlpha || q.Line {
		t.Fatalf("dual question %+v", q)
	}
	if o := answerUpdate(t, z, s, 0); !o.Right || o.Truth != "x₁" || s.Training().State().Alpha[0] != 1 {
		t.Errorf("outcome %+v, α %v", o, s.Training().State().Alpha)
	}
}

// TestQuizKNNClass asks the class of q = (2, 4.5) in Example 3.2 with k = 1:
// its nearest point is (2,3) (Li Hang), labelled +1 in our file; found here
// by a linear scan, not by the tree.
func TestQuizKNNClass(t *testing.T) {
	s := loadExample(t, "lihang32.csv", 1, 2)
	n := NewNearest(s)
	if _, ok := KNNClassQuestion(n); ok {
		t.Error("a class question without a query")
	}
	q := []float64{2, 4.5}
	n.SetQuery(q)
	best, bestD := -1, math.Inf(1)
	for i := range s.Set().Len() {
		if d := math.Hypot(s.Set().Point(i)[0]-q[0], s.Set().Point(i)[1]-q[1]); d < bestD {
			best, bestD = i, d
		}
	}
	want := "+1"
	if s.Set().Y[best] < 0 {
		want = "−1"
	}
	qu, ok := KNNClassQuestion(n)
	if !ok || qu.Kind != AskClass {
		t.Fatalf("question %+v", qu)
	}
	z := &Quiz{}
	z.Ask(qu)
	z.PickChoice(1) // −1
	if o := z.Reveal(); o.Truth != want || o.Right != (want == "−1") {
		t.Errorf("outcome %+v, want truth %s", o, want)
	}
}

// TestQuizSearch walks the search for (2, 4.5) in Example 3.2. From the
// root (7,2) = x₆ it goes left to (5,4) = x₂; the other side of (5,4)'s
// line x⁽²⁾ = 4 is searched (the ball of radius √10 ≈ 3.16 around q
// reaches it, 0.5 away); the other side of the root's x⁽¹⁾ = 7 is pruned
// (5 away, the radius then 1.5).
func TestQuizSearch(t *testing.T) {
	s := loadExample(t, "lihang32.csv", 1, 2)
	n := NewNearest(s)
	n.SetQuery([]float64{2, 4.5})
	z := &Quiz{}
	seen := map[string]string{}
	for ; !n.AtEnd(); n.SetStep(n.Step() + 1) {
		q, ok := SearchQuestion(n)
		if !ok {
			continue
		}
		z.Ask(q)
		if q.Kind == AskBranch && strings.Contains(q.Text, "x₆") && !z.PickPoint(1) {
			t.Error("a click on x₂ does not answer the root's branch question")
		}
		seen[q.Text] = z.Reveal().Truth
	}
	for text, want := range map[string]string{
		"Which branch of x₆ does the search visit next? Click the child's point or pick one.": "left (x₂)",
		"Is the cell on the other side of x₂'s line x⁽²⁾ = 4 pruned? Pick one.":               "searched",
		"Is the cell on the other side of x₆'s line x⁽¹⁾ = 7 pruned? Pick one.":               "pruned",
	} {
		if seen[text] != want {
			t.Errorf("%q: truth %q, want %q (all: %v)", text, seen[text], want, seen)
		}
	}
	if r, a := z.Score(); r != 1 || a != 1 {
		t.Errorf("score %d of %d, want the one answered branch right", r, a)
	}
}

// TestQuizBayesClass: two well-apart classes, q on the +1 one's mean.
func TestQuizBayesClass(t *testing.T) {
	s := NewSession()
	set := &dataset.Set{D: 2, X: []float64{2, 2, 3, 2, 2, 3, -2, -2, -3, -2, -2, -3}, Y: []float64{1, 1, 1, -1, -1, -1}}
	ts := DefaultSettings()
	ts.Form = NaiveBayes
	s.Replace(set, ts)
	b := NewBayes(s)
	b.SetQuery([]float64{2.3, 2.3})
	q, ok := BayesClassQuestion(b)
	if !ok {
		t.Fatal("no question")
	}
	z := &Quiz{}
	z.Ask(q)
	z.PickChoice(0)
	if o := z.Reveal(); !o.Right || o.Truth != "+1" {
		t.Errorf("outcome %+v", o)
	}
}

// TestQuizStringsTranslated: every tr("…") literal of predict mode's files
// has a Chinese translation (ui's TestTranslationsComplete reads only ui
// and canvas).
func TestQuizStringsTranslated(t *testing.T) {
	zh := assets.Table("zh")
	re := regexp.MustCompile(`tr\("((?:[^"\\]|\\.)*)"\)`)
	n := 0
	for _, name := range []string{"predict.go", "predictclass.go"} {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(b), -1) {
			s, err := strconv.Unquote(`"` + m[1] + `"`)
			if err != nil {
				t.Fatal(err)
			}
			n++
			if _, ok := zh[s]; !ok {
				t.Errorf("%s: no Chinese for %q", name, s)
			}
		}
	}
	if n < 15 {
		t.Fatalf("found %d tr literals: the pattern is broken", n)
	}
}
