package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/knn"
)

// Tests of the memory budget (issue 21, item 5).

// noisyFile writes n points with labels at random: no separation, so the
// perceptron makes updates until --max-epochs.
func noisyFile(t *testing.T, n int) string {
	r := rand.New(rand.NewPCG(8, 9))
	var sb strings.Builder
	sb.WriteString("x1,x2,y\n")
	for range n {
		fmt.Fprintf(&sb, "%.3f,%.3f,%d\n", r.NormFloat64(), r.NormFloat64(), 2*r.IntN(2)-1)
	}
	return writeFile(t, "noisy.csv", sb.String())
}

// train --explain writes out the latest updates (traceKeep, and what one
// chunk of perceptron.RunKeep adds) and says that the earlier ones are left
// out; before, it kept and wrote every update (3 GB for 2000 points at
// 2000 epochs). The last update is explained as in the whole run.
func TestExplainBounded(t *testing.T) {
	path := noisyFile(t, 300)
	lastUpdate := func(out string) string {
		i := strings.LastIndex(out, " is misclassified.")
		return out[strings.LastIndex(out[:i], "\nk = ")+1 : i]
	}
	for _, method := range []string{"primal", "dual", "kernel"} {
		defer func(k int) { traceKeep = k }(traceKeep)
		traceKeep = 20
		args := []string{"train", "--explain", "--method", method, "--max-epochs", "100", path}
		out := runOK(t, args...)
		traceKeep = 1 << 20
		whole := runOK(t, args...)
		part, all := strings.Count(out, " is misclassified."), strings.Count(whole, " is misclassified.")
		if !strings.Contains(out, "the earlier updates of this long run are not kept") || part > 4096+40 || all < 2*part {
			t.Errorf("%s: %d updates explained of %d, want a note and at most 4136:\n%.300s", method, part, all, out)
		}
		if lastUpdate(out) != lastUpdate(whole) {
			t.Errorf("%s: the last update is explained as %q, in the whole run %q", method, lastUpdate(out), lastUpdate(whole))
		}
	}
}

// plot --curve draws the whole run from a sample, whatever traceKeep: the
// same figure as from every update kept, for a run short enough that the
// sampler keeps every state.
func TestCurveBounded(t *testing.T) {
	path := noisyFile(t, 60)
	draw := func(keep int) []byte {
		defer func(k int) { traceKeep = k }(traceKeep)
		traceKeep = keep
		png := figPath(t, fmt.Sprintf("curve%d.png", keep))
		out := runOK(t, "plot", "--curve", "--max-epochs", "40", path, "-o", png)
		if strings.Contains(out, "left out") {
			t.Errorf("traceKeep %d: %s", keep, out)
		}
		b, err := os.ReadFile(png)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	if !bytes.Equal(draw(10), draw(1<<20)) {
		t.Error("the curve drawn from a sample differs from the curve of the whole run")
	}
	// The kernel form's curve needs every update of its part: it draws
	// the latest and says so.
	defer func(k int) { traceKeep = k }(traceKeep)
	traceKeep = 10
	out := runOK(t, "plot", "--curve", "--method", "kernel", "--max-epochs", "100", path, "-o", figPath(t, "kcurve.png"))
	if !strings.Contains(out, "are left out to bound memory: the curve draws the latest") {
		t.Errorf("kernel: %s", out)
	}
}

// --gram prints the leading maxGramShown rows and columns and says what it
// left out; before, the whole matrix (6 GB to print 10⁴ points).
func TestGramBounded(t *testing.T) {
	path := noisyFile(t, maxGramShown+10)
	out := runOK(t, "train", "--method", "dual", "--gram", "--max-epochs", "1", path)
	note := fmt.Sprintf("(rows and columns 1–%d of %d shown; the other 10 left out)", maxGramShown, maxGramShown+10)
	if !strings.Contains(out, note) {
		t.Errorf("text: no note %q", note)
	}
	var o outcome
	if err := json.Unmarshal([]byte(runOK(t, "train", "--json", "--method", "kernel", "--gram", "--max-epochs", "1", path)), &o); err != nil {
		t.Fatal(err)
	}
	if len(o.Gram) != maxGramShown || len(o.Gram[0]) != maxGramShown || o.GramNote != note[1:len(note)-1] {
		t.Errorf("JSON: %d×%d, note %q", len(o.Gram), len(o.Gram[0]), o.GramNote)
	}
}

// nb lays out the conditional tables of as many classes as maxNBCells
// allows and says how many it left out; queries still use every class.
func TestNBTablesBounded(t *testing.T) {
	var sb strings.Builder
	sb.WriteString("x,y\n")
	for i := range 30 {
		fmt.Fprintf(&sb, "v%d,c%d\n", i, i)
	}
	path := writeFile(t, "classes.csv", sb.String())
	defer func(n int) { maxNBCells = n }(maxNBCells)
	maxNBCells = 100 // 3 classes of 30 values
	note := "the conditional probabilities of 3 of 30 classes are laid out (30 values each); those of the other 27 are left out to bound memory"
	out := runOK(t, "nb", "--lambda", "1", "--query", "v29", path)
	if !strings.Contains(out, "("+note+")") || strings.Contains(out, "|Y=c3)") && !strings.Contains(out, "x = (v29)") {
		t.Errorf("text:\n%s", out)
	}
	if !strings.Contains(out, "y = c29") {
		t.Errorf("the query did not use the classes left out of the tables:\n%s", out)
	}
	var o categoricalJSON
	if err := json.Unmarshal([]byte(runOK(t, "nb", "--json", "--lambda", "1", path)), &o); err != nil {
		t.Fatal(err)
	}
	if len(o.Conditional) != 3 || len(o.Prior) != 30 || o.ConditionalNote != note {
		t.Errorf("JSON: %d classes' tables, %d priors, note %q", len(o.Conditional), len(o.Prior), o.ConditionalNote)
	}
}

// A table --format with a method that lists no updates names the format,
// not a --trace that was not given (issue 21, item 10).
func TestTableFormatError(t *testing.T) {
	for _, m := range []string{"svm", "lsq", "pocket", "averaged", "kernel"} {
		_, errOut, code := runCLI("train", "--format", "csv", "--method", m, lihang21)
		want := "perceptronlab: --format csv is the table of updates, which only --method primal and dual write; use --format text or json with --method " + m + "\n"
		if code != 1 || errOut != want {
			t.Errorf("%s: exit %d, %q; want %q", m, code, errOut, want)
		}
	}
}

// kdtree --no-labels reads a single column as 1-D points; before, it asked
// for a label column (issue 21, item 10).
func TestKDTreeOneColumn(t *testing.T) {
	path := writeFile(t, "one.csv", "x\n3\n1\n2\n")
	out := runOK(t, "kdtree", "--no-labels", "--query", "2.2", path)
	if !strings.Contains(out, "kd-tree of 3 points of "+path+" in d = 1") || !strings.Contains(out, "nearest x3 = (2) at 0.2") {
		t.Errorf("got:\n%s", out)
	}
	if _, errOut, code := runCLI("kdtree", "--no-labels", writeFile(t, "two.csv", "1\n1,2\n")); code != 1 || !strings.Contains(errOut, "two.csv:2: 2 columns, want 1 as on line 1") {
		t.Errorf("ragged rows: exit %d, %q", code, errOut)
	}
}

// analyze answers Example 2.1 scaled by 1e-300: its optimal hyperplane
// w = (5e299, 5e299), b = −2 is representable, though α overflows (issue
// 21, item 10: it was refused).
func TestAnalyzeTinyScale(t *testing.T) {
	out := runOK(t, "analyze", writeFile(t, "tiny.csv", "x1,x2,y\n3e-300,3e-300,1\n4e-300,3e-300,1\n1e-300,1e-300,-1\n"))
	if !strings.Contains(out, "optimal separating hyperplane: w = (5e299, 5e299), b = -2, margin 1/‖w‖ = 1.41421e-300, support points x1, x3") {
		t.Errorf("got:\n%s", out)
	}
}

// kdtree --json, written a node at a time, is byte for byte what the
// encoder writes, with a search and its trace and without.
func TestKDJSONStreamed(t *testing.T) {
	for _, args := range [][]string{
		{"kdtree", "--json", lihang21},
		{"kdtree", "--json", "--query", "3,4.5", "--trace", lihang21},
		{"kdtree", "--json", "--query", "1e308,-1e308", "--trace", writeFile(t, "big.csv", "1e308,1e308,1\n-1e308,-1e308,-1\n")},
	} {
		note := withNullNote(t)
		got := runOK(t, args...)
		x, d, err := loadCoordinates(context.Background(), args[len(args)-1], false)
		if err != nil {
			t.Fatal(err)
		}
		var f kdtreeFlags
		if _, err := parseInterleaved(kdtreeFlagSet(&f), args[1:]); err != nil {
			t.Fatal(err)
		}
		tree, _ := knn.NewKDTree(mat.NewDense(len(x)/d, d, x))
		out := kdLayout(tree, x, d)
		if f.query != nil {
			out.Search = kdSearch(tree, x, d, f)
		}
		var want bytes.Buffer
		gotNote := note.String()
		note.Reset()
		if err := encodeJSON(&want, out); err != nil {
			t.Fatal(err)
		}
		if got != want.String() || gotNote != note.String() {
			t.Errorf("%v:\n got %.300s\nwant %.300s\nnotes %q, %q", args, got, want.String(), gotNote, note.String())
		}
	}
}
