package cli

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// plotFuzzMethods are the plot runs FuzzPlot draws: each perceptron
// method, k-NN and naive Bayes, and the learning curve.
var plotFuzzMethods = [][]string{
	{"--method", "primal"}, {"--method", "dual"}, {"--method", "svm"}, {"--method", "lsq"},
	{"--method", "pocket"}, {"--method", "averaged"}, {"--method", "kernel"},
	{"--method", "knn"}, {"--method", "knn", "--k", "3"}, {"--method", "nb"}, {"--curve"},
}

// fuzzPoints writes n points about (cx, cy), spread by s, labelled by a
// fixed pattern, as CSV in d = 1 or 2.
func fuzzPoints(cx, cy, s float64, n, d int, seed uint64) string {
	var b strings.Builder
	if d == 1 {
		b.WriteString("x,y\n")
	} else {
		b.WriteString("x1,x2,y\n")
	}
	u := seed | 1
	next := func() float64 { u = u*6364136223846793005 + 1442695040888963407; return float64(u>>11)/(1<<53) - 0.5 }
	for i := range n {
		label := 1 - 2*((i/2)%2)
		if d == 1 {
			fmt.Fprintf(&b, "%v,%d\n", cx+s*next(), label)
		} else {
			fmt.Fprintf(&b, "%v,%v,%d\n", cx+s*next(), cy+s*next(), label)
		}
	}
	return b.String()
}

// FuzzPlot draws each method on fuzzed points at any magnitude and
// spread: plot writes the figure or says why not, in one line; it never
// panics (the 9e15, 1e14, 1e300 and 1e308 are seeds).
func FuzzPlot(f *testing.F) {
	for _, c := range [][3]float64{{9e15, 9e15, 6}, {1e14, 1e14, 1}, {1e300, 1e300, 1e285}, {1e308, 1e308, 1e293}, {3, 2, 4}, {0, 0, 1e-310}} {
		for m := range plotFuzzMethods {
			f.Add(c[0], c[1], c[2], uint8(20), uint8(m), uint64(1))
		}
	}
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, cx, cy, s float64, n, method uint8, seed uint64) {
		if math.IsNaN(cx+cy+s) || math.IsInf(cx+cy+s, 0) {
			return // CSV has no such numbers to give
		}
		d := 2 - int(seed%2)
		csv := filepath.Join(dir, "p.csv")
		if err := os.WriteFile(csv, []byte(fuzzPoints(cx, cy, s, int(n%40)+1, d, seed)), 0o644); err != nil {
			t.Fatal(err)
		}
		args := append([]string{"plot", "--width", "240", "--height", "180", "--max-epochs", "20"},
			plotFuzzMethods[int(method)%len(plotFuzzMethods)]...)
		out, errOut, code := runCLI(append(args, csv, "-o", filepath.Join(dir, "p.png"))...)
		if code == 0 && !strings.HasPrefix(out, "wrote ") || code != 0 && strings.Count(strings.TrimSpace(errOut), "\n") > 0 {
			t.Fatalf("%v: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
		if strings.Contains(errOut, "could not be drawn") {
			t.Fatalf("%v: a panic in the figure: %s", args, errOut)
		}
	})
}
