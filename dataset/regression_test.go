package dataset

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"perceptronlab/assets"
)

// TestRegressionExamples reads the two curve-fitting examples: Bishop's ten
// points as printed in PRML, and lihang14.csv, which must be the generator's
// sin:10:0.1:14 rounded to six decimals.
func TestRegressionExamples(t *testing.T) {
	f, err := assets.Examples.Open("examples/bishop11.csv")
	if err != nil {
		t.Fatal(err)
	}
	b, err := ReadRegression(f, "bishop11.csv")
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	if b.Len() != 10 || b.X[1] != 1.0/9 || b.T[6] != -0.848307 || b.Generated() {
		t.Errorf("bishop11.csv: %d points, x2 = %v, t7 = %v", b.Len(), b.X[1], b.T[6])
	}
	f, err = assets.Examples.Open("examples/lihang14.csv")
	if err != nil {
		t.Fatal(err)
	}
	l, err := ReadRegression(f, "lihang14.csv")
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	g := Sin(10, 0.1, 14)
	for i := range g.X {
		if l.X[i] != g.X[i] || math.Abs(l.T[i]-g.T[i]) > 5e-7 {
			t.Errorf("lihang14.csv row %d: (%v, %v), generator (%v, %v)", i+1, l.X[i], l.T[i], g.X[i], g.T[i])
		}
	}
}

// TestReadRegressionErrors wants one line naming the file for each bad input.
func TestReadRegressionErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"x1,x2,y\n1,2,1\n3,4,-1\n", "f.csv: 3 columns, want two"},
		{"x,y\n1,1\n2,-1\n3,1\n", "f.csv: every target is +1 or -1: a classification file"},
		{"x,t\n1,abc\n", "f.csv:2:"},
		{"", "f.csv: no points"},
	} {
		_, err := ReadRegression(strings.NewReader(tc.in), "f.csv")
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: error %v, want one line starting %q", tc.in, err, tc.want)
		}
	}
}

// TestSin checks the generator: evenly spaced x, reproducible from the
// seed, noiseless when σ = 0, and a round trip through WriteRegression.
func TestSin(t *testing.T) {
	a, b := Sin(7, 0.3, 5), Sin(7, 0.3, 5)
	for i := range a.X {
		if a.X[i] != float64(i)/6 || a.T[i] != b.T[i] {
			t.Fatalf("row %d: (%v, %v) and (%v, %v)", i, a.X[i], a.T[i], b.X[i], b.T[i])
		}
	}
	for i, v := range Sin(5, 0, 1).T {
		if want := math.Sin(2 * math.Pi * float64(i) / 4); v != want {
			t.Errorf("σ = 0: t%d = %v, want %v", i, v, want)
		}
	}
	var buf bytes.Buffer
	if err := WriteRegression(&buf, a); err != nil {
		t.Fatal(err)
	}
	back, err := ReadRegression(&buf, "a.csv")
	if err != nil {
		t.Fatal(err)
	}
	for i := range a.X {
		if back.X[i] != a.X[i] || back.T[i] != a.T[i] {
			t.Errorf("round trip row %d differs", i)
		}
	}
	for _, spec := range []string{"sin:0", "sin:x", "sin:10:-1", "sin:10:0.3:-2", "sin:1:2:3:4"} {
		if _, err := OpenRegression(spec); err == nil || !strings.HasPrefix(err.Error(), spec+": ") {
			t.Errorf("%s: error %v", spec, err)
		}
	}
	if r, err := OpenRegression("sin:10"); err != nil || r.Len() != 10 || r.Sigma != 0.3 || !r.Generated() {
		t.Errorf("sin:10: %v, %v", r, err)
	}
}
