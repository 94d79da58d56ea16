package cli

import (
	"bytes"
	"encoding/json"
	"image/color"
	"image/png"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// knnTrain is a hand-made set: x1 = (0,0), x2 = (1,0), x3 = (0,1) are +1;
// x4 = (5,5), x5 = (6,5), x6 = (5,6) and x7 = (1,1) are −1.
const knnTrain = "x1,x2,y\n0,0,1\n1,0,1\n0,1,1\n5,5,-1\n6,5,-1\n5,6,-1\n1,1,-1\n"

// knnQueries are labelled queries: (0.2,0.2) +1, (1,1.2) +1, (5.5,5.5) −1.
const knnQueries = "x1,x2,y\n0.2,0.2,1\n1,1.2,1\n5.5,5.5,-1\n"

// knnRun runs knn --json and decodes its answer.
func knnRun(t *testing.T, args ...string) (knnJSON, map[string]json.RawMessage) {
	t.Helper()
	out := runOK(t, append([]string{"knn", "--json"}, args...)...)
	var got knnJSON
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &raw); err != nil {
		t.Fatalf("%s: %v", out, err)
	}
	// pOrder has no UnmarshalJSON ("inf" is a string): decode p apart.
	p := raw["p"]
	delete(raw, "p")
	body, _ := json.Marshal(raw)
	if err := json.Unmarshal(body, &got); err != nil {
		t.Fatal(err)
	}
	raw["p"] = p
	return got, raw
}

// The predictions by hand, in L2: for (0.2,0.2) the three nearest are
// x1 at √0.08, x2 and x3 at √0.68 (equal, so by index): +1. For (1,1.2)
// they are x7 at 0.2, x3 at √1.04 and x2 at 1.2: two +1 against one −1,
// so +1, while the 1-NN answer is x7's −1, an error. For (5.5,5.5) x4, x5
// and x6 are all at √0.5: −1.
func TestKNNPredictions(t *testing.T) {
	train, queries := writeFile(t, "train.csv", knnTrain), writeFile(t, "q.csv", knnQueries)
	got, raw := knnRun(t, "--k", "3", "--query", queries, train)
	want := []knnAnswer{
		{X: []float64{0.2, 0.2}, Y: 1, Neighbors: []int{0, 1, 2}, Distances: []float64{math.Sqrt(0.08), math.Sqrt(0.68), math.Sqrt(0.68)}},
		{X: []float64{1, 1.2}, Y: 1, Neighbors: []int{6, 2, 1}, Distances: []float64{0.2, math.Sqrt(1.04), 1.2}},
		{X: []float64{5.5, 5.5}, Y: -1, Neighbors: []int{3, 4, 5}, Distances: []float64{math.Sqrt(0.5), math.Sqrt(0.5), math.Sqrt(0.5)}},
	}
	checkAnswers(t, got.Predictions, want)
	if got.Method != "knn" || got.K != 3 || got.N != 7 || got.D != 2 || string(raw["p"]) != "2" || got.Errors == nil || *got.Errors != 0 {
		t.Errorf("header %+v, p %s; want knn, k 3, p 2, n 7, d 2, errors 0", got, raw["p"])
	}
	if keys := slices.Sorted(maps.Keys(raw)); !slices.Equal(keys, []string{"d", "errors", "k", "method", "n", "p", "predictions"}) {
		t.Errorf("keys %v", keys)
	}
	one, _ := knnRun(t, "--query", queries, train)
	if one.Predictions[1].Y != -1 || one.Errors == nil || *one.Errors != 1 {
		t.Errorf("1-NN: %+v, want (1,1.2) → −1 and 1 error", one)
	}
}

// checkAnswers compares the answers, the distances to 1e-15 relative.
func checkAnswers(t *testing.T, got, want []knnAnswer) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%d predictions, want %d", len(got), len(want))
	}
	for i, w := range want {
		g := got[i]
		if !slices.Equal(g.X, w.X) || g.Y != w.Y || !slices.Equal(g.Neighbors, w.Neighbors) || len(g.Distances) != len(w.Distances) {
			t.Errorf("prediction %d: %+v, want %+v", i, g, w)
			continue
		}
		for j, d := range w.Distances {
			if math.Abs(g.Distances[j]-d) > 1e-15*d {
				t.Errorf("prediction %d: distance %d = %v, want %v", i, j, g.Distances[j], d)
			}
		}
	}
}

// In L1 the point (1,1.2) has x2 = (1,0) and x3 = (0,1) both at 1.2, so
// x2, the earlier, comes first; in L∞ its nearest is x7 at 0.2, and "p"
// is the string "inf". Queries without labels have "errors": null, and an
// inline --query is one point.
func TestKNNOrdersAndUnlabelled(t *testing.T) {
	train := writeFile(t, "train.csv", knnTrain)
	plain := writeFile(t, "plain.csv", "1,1.2\n")
	got, _ := knnRun(t, "--k", "3", "--p", "1", "--query", plain, train)
	checkAnswers(t, got.Predictions, []knnAnswer{{X: []float64{1, 1.2}, Y: 1, Neighbors: []int{6, 1, 2}, Distances: []float64{0.2, 1.2, 1.2}}})
	got, raw := knnRun(t, "--p", "inf", "--query", "1,1.2", train)
	checkAnswers(t, got.Predictions, []knnAnswer{{X: []float64{1, 1.2}, Y: -1, Neighbors: []int{6}, Distances: []float64{0.2}}})
	if string(raw["p"]) != `"inf"` || string(raw["errors"]) != "null" {
		t.Errorf(`p %s, errors %s; want "inf" and null`, raw["p"], raw["errors"])
	}
}

// The text names points as the book does and counts the errors.
func TestKNNText(t *testing.T) {
	train, queries := writeFile(t, "train.csv", knnTrain), writeFile(t, "q.csv", knnQueries)
	out := runOK(t, "knn", "--query", queries, train)
	for _, want := range []string{"k = 1, L2 distance", "x = (1, 1.2): y = −1 (labelled +1: wrong), from x7 (1, 1) −1 at 0.2", "errors: 1 of 3 queries"} {
		if !strings.Contains(out, want) {
			t.Errorf("text lacks %q:\n%s", want, out)
		}
	}
}

// Bad input exits 1 with one line naming the flag, or the file and line.
func TestKNNBadInput(t *testing.T) {
	train, queries := writeFile(t, "train.csv", knnTrain), writeFile(t, "q.csv", knnQueries)
	wide := writeFile(t, "wide.csv", "1,2,3,4\n")
	bad := writeFile(t, "bad.csv", "x1,x2\n1,2\n3,x\n")
	badLabel := writeFile(t, "label.csv", "1,2,1\n3,4,7\n")
	train01 := writeFile(t, "train01.csv", strings.ReplaceAll(knnTrain, ",-1\n", ",0\n"))
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--k", "0", "--query", queries, train}, "flag -k: k must be a whole number from 1 to 1048576, got 0"},
		{[]string{"--k", "8", "--query", queries, train}, "--k 8 exceeds the 7 points of " + train},
		{[]string{"--p", "0.5", "--query", queries, train}, `invalid value "0.5" for flag -p`},
		{[]string{"--p", "two", "--query", queries, train}, `flag -p: p must be a number ≥ 1 or inf, got "two"`},
		{[]string{"--query", "1,2,3", train}, "--query: 3 values, but the points of " + train + " have d = 2"},
		{[]string{"--query", "nope.csv", train}, "--query nope.csv: no such file"},
		{[]string{"--query", wide, train}, wide + ": 4 columns; want 2 coordinates, or 3 with a label"},
		{[]string{"--query", bad, train}, bad + ":3: column 2"},
		{[]string{"--query", badLabel, train}, badLabel + ":2: label must be +1 or -1, got 7"},
		{[]string{"--query", badLabel, train01}, badLabel + ":2: label must be 0 or 1, got 7"},
		{[]string{train}, "--query Q.csv is required"},
		{[]string{"--query", queries}, "knn: want one FILE, got 0 arguments"},
	} {
		out, errb, code := runCLI(append([]string{"knn"}, c.args...)...)
		if code != 1 || out != "" || strings.Count(errb, "\n") != 1 || !strings.Contains(errb, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 1 and one line with %q", c.args, code, out, errb, c.want)
		}
	}
}

// plot --method knn and nb: the summary by hand and both regions shaded.
// With k = 3 only x7 = (1,1) is outvoted, by x2 and x3 at 1, whether it
// votes for itself or not (leave-one-out). The naive Bayes set is the
// scene tests': two separated classes, none misclassified.
func TestPlotKNNAndNB(t *testing.T) {
	train := writeFile(t, "train.csv", knnTrain)
	nbData := writeFile(t, "nb.csv", "0,0,1\n2,0,1\n0,4,1\n2,4,1\n5,5,-1\n7,5,-1\n5,7,-1\n7,7,-1\n6,6,-1\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--method", "knn", "--k", "3", train}, "--method knn, k = 3, L2 distance: 1 of 7 points misclassified (each point votes for itself), 1 by leave-one-out"},
		{[]string{"--method", "knn", "--p", "inf", train}, "--method knn, k = 1, L∞ distance: 0 of 7 points misclassified"},
		{[]string{"--method", "nb", nbData}, "--method nb, Gaussian naive Bayes: 0 of 9 points misclassified"},
	} {
		out := figPath(t, "model.png")
		stdout := runOK(t, append([]string{"plot", "-o", out}, c.args...)...)
		if !strings.Contains(stdout, c.want) {
			t.Errorf("%v: %q, want %q", c.args, stdout, c.want)
		}
		if blue, orange := tintShares(t, out); blue < 0.1 || orange < 0.1 {
			t.Errorf("%v: %.2f of the figure tinted blue, %.2f orange; want both regions", c.args, blue, orange)
		}
	}
}

// tintShares returns the shares of a PNG's pixels that are light blue
// (the +1 region) and light orange (the −1 region).
func tintShares(t *testing.T, path string) (blue, orange float64) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	r := img.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
			switch {
			case int(c.B)-int(c.R) > 20 && c.R > 150:
				blue++
			case int(c.R)-int(c.B) > 20 && c.B > 150:
				orange++
			}
		}
	}
	n := float64(r.Dx() * r.Dy())
	return blue / n, orange / n
}

// plot's flags for the classifiers, and their mistakes.
func TestPlotModelsBadInput(t *testing.T) {
	train := writeFile(t, "train.csv", knnTrain)
	out := filepath.Join(t.TempDir(), "x.png")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--method", "knn", "--k", "0", train}, "plot: invalid value \"0\" for flag -k: k must be a whole number"},
		{[]string{"--method", "knn", "--k", "8", train}, "plot: --k 8 exceeds the 7 points of " + train},
		{[]string{"--method", "knn", "--p", "0", train}, `invalid value "0" for flag -p`},
		{[]string{"--method", "knn", "--starts", "3", train}, "--starts runs the primal form; it cannot be used with --method knn"},
		{[]string{"--method", "nb", lihang21}, "lihang21.csv: class -1 has only one sample"},
		{[]string{"--method", "knearest", train}, `unknown method "knearest"`},
	} {
		stdout, errb, code := runCLI(append([]string{"plot", "-o", out}, c.args...)...)
		if code != 1 || stdout != "" || strings.Count(errb, "\n") != 1 || !strings.Contains(errb, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 1 and one line with %q", c.args, code, stdout, errb, c.want)
		}
	}
	if help := strings.Join(strings.Fields(runOK(t, "help", "plot")), " "); !strings.Contains(help, "or one drawn by its regions: knn, nb") || !strings.Contains(help, "--k K") {
		t.Errorf("plot's help does not offer knn and nb:\n%s", help)
	}
}
