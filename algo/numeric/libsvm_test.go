package numeric_test

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/internal/algotest"
	"perceptronlab/algo/numeric"
)

// exactLIBSVM is a linear hard-margin model read back from svm-train.
type exactLIBSVM struct {
	w       []float64
	b       float64
	support []int
}

// exactSVMTrain returns the path of svm-train, or fails, as the
// scikit-learn comparisons do when python3-sklearn is missing: a missing
// tool is a failed check, never a skipped one. `make test` installs
// Debian's libsvm-tools (Makefile DEBS).
func exactSVMTrain(tb testing.TB) string {
	tb.Helper()
	path, err := exec.LookPath("svm-train")
	if err != nil {
		tb.Fatal("svm-train not found: install Debian's libsvm-tools (make deps, which make test runs) to compare with LIBSVM")
	}
	return path
}

// exactWriteLIBSVM writes (x, y) in LIBSVM's sparse format, every value in
// full precision so that svm-train reads the very same floats.
func exactWriteLIBSVM(tb testing.TB, path string, x *mat.Dense, y []float64) {
	tb.Helper()
	var sb strings.Builder
	for i, yi := range y {
		sb.WriteString(strconv.Itoa(int(yi)))
		for k, v := range x.RawRowView(i) {
			fmt.Fprintf(&sb, " %d:%s", k+1, strconv.FormatFloat(v, 'g', -1, 64))
		}
		sb.WriteByte('\n')
	}
	if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
		tb.Fatal(err)
	}
}

// exactRunLIBSVM trains LIBSVM's C-SVC with a linear kernel, C = 10⁶
// (no αᵢ of these sets comes near it, so the margin is hard), stopping
// tolerance 1e-8 and no shrinking, and reads the model back.
func exactRunLIBSVM(tb testing.TB, bin string, x *mat.Dense, y []float64) exactLIBSVM {
	tb.Helper()
	dir := tb.TempDir()
	data, model := filepath.Join(dir, "train.txt"), filepath.Join(dir, "train.model")
	exactWriteLIBSVM(tb, data, x, y)
	out, err := exec.Command(bin, "-t", "0", "-c", "1e6", "-e", "1e-8", "-h", "0", "-q", data, model).CombinedOutput()
	if err != nil {
		tb.Fatalf("svm-train: %v\n%s", err, out)
	}
	return exactReadModel(tb, model, x)
}

// exactReadModel parses a LIBSVM model file. The decision function is
// Σ coefₖ K(svₖ, x) − ρ, positive for the first label of the "label" line
// (the first label in the training file). The coefficients and ρ are
// written with %.17g, but the support vectors only with %.8g, so each one
// is matched to the nearest training point and w = Σ coefₖ xₖ is formed
// from the exact coordinates.
func exactReadModel(tb testing.TB, path string, x *mat.Dense) exactLIBSVM {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	_, d := x.Dims()
	m := exactLIBSVM{w: make([]float64, d)}
	var rho, sign float64 = 0, 1
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		switch {
		case len(fields) == 0:
		case fields[0] == "rho":
			rho = exactParse(tb, fields[1])
		case fields[0] == "label" && fields[1] == "-1":
			sign = -1
		case fields[0] == "SV":
			for sc.Scan() {
				m.exactAddSV(tb, strings.Fields(sc.Text()), x)
			}
		}
	}
	floats.Scale(sign, m.w)
	m.b = -sign * rho
	slices.Sort(m.support)
	return m
}

// exactAddSV adds one "coef 1:v 2:v …" line of the model.
func (m *exactLIBSVM) exactAddSV(tb testing.TB, fields []string, x *mat.Dense) {
	tb.Helper()
	_, d := x.Dims()
	coef := exactParse(tb, fields[0])
	sv := make([]float64, d)
	for _, f := range fields[1:] {
		k, v, _ := strings.Cut(f, ":")
		idx, err := strconv.Atoi(k)
		if err != nil {
			tb.Fatalf("model: %q: %v", f, err)
		}
		sv[idx-1] = exactParse(tb, v)
	}
	i := exactNearest(x, sv)
	m.support = append(m.support, i)
	floats.AddScaled(m.w, coef, x.RawRowView(i))
}

func exactParse(tb testing.TB, s string) float64 {
	tb.Helper()
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		tb.Fatalf("model: %v", err)
	}
	return v
}

// exactNearest returns the row of x nearest to p.
func exactNearest(x *mat.Dense, p []float64) int {
	n, _ := x.Dims()
	best, bd := -1, math.Inf(1)
	for i := 0; i < n; i++ {
		if dd := floats.Distance(x.RawRowView(i), p, 2); dd < bd {
			best, bd = i, dd
		}
	}
	return best
}

// exactSnap rounds every coordinate to a multiple of 1/256. LIBSVM keeps
// its kernel values in float32 (Qfloat), which costs it about 1e-5 in w on
// general data; on this grid with |x| ≤ 2 and d ≤ 5, every xᵢ·xⱼ has at
// most 23 significant bits and is exact in float32, so LIBSVM is limited
// only by its stopping tolerance. Rounding moves a point by at most
// √d/512 < 0.005, far less than the gap of the sets snapped.
func exactSnap(x *mat.Dense) {
	n, _ := x.Dims()
	for i := 0; i < n; i++ {
		row := x.RawRowView(i)
		for k, v := range row {
			row[k] = math.Round(v*256) / 256
		}
	}
}

// The optimal hyperplane agrees with LIBSVM on seeded random separable
// sets, in w, b and the margin to a relative 1e-6, with the same support
// points.
func TestOptimalHyperplaneLIBSVM(t *testing.T) {
	bin := exactSVMTrain(t)
	t.Parallel()
	const tol = 1e-6
	for _, d := range []int{2, 5} {
		for _, n := range []int{30, 200} {
			for seed := range uint64(5) {
				name := fmt.Sprintf("d=%d/n=%d/seed=%d", d, n, seed)
				// Offset 1 moves the hyperplane off the origin, so b is
				// not near 0 and a relative comparison of b means something.
				x, y := algotest.Separable(seed, n, d, 0.1, 1)
				exactSnap(x)
				r, err := numeric.OptimalHyperplane(x, y, false)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				l := exactRunLIBSVM(t, bin, x, y)
				if dw := floats.Distance(r.W, l.w, 2); dw > tol*floats.Norm(r.W, 2) {
					t.Errorf("%s: w = %v, LIBSVM %v (‖Δw‖/‖w‖ = %.2g)", name, r.W, l.w, dw/floats.Norm(r.W, 2))
				}
				if db := math.Abs(r.B - l.b); db > tol*math.Abs(r.B) {
					t.Errorf("%s: b = %v, LIBSVM %v (relative %.2g)", name, r.B, l.b, db/math.Abs(r.B))
				}
				lm := 1 / floats.Norm(l.w, 2)
				if dm := math.Abs(r.Margin - lm); dm > tol*r.Margin {
					t.Errorf("%s: margin = %v, LIBSVM %v", name, r.Margin, lm)
				}
				if !slices.Equal(r.Support, l.support) {
					t.Errorf("%s: support %v, LIBSVM %v", name, r.Support, l.support)
				}
			}
		}
	}
}

// exactBenchSet is the set the speed comparison uses: 10⁴ points in 2-D,
// separable with margin ≥ 0.1 in the square [−1, 1]². (With margin 0.01
// svm-train needs about 30 s on this machine and the algo side 1 ms.)
func exactBenchSet() (*mat.Dense, []float64) {
	return algotest.Separable(1, 10000, 2, 0.1, 0)
}

// BenchmarkOptimalHyperplane/algo and /svm-train time the same problem,
// so their ratio is the speed-up over LIBSVM (svm-train's time includes
// starting the process and reading the file, a few milliseconds).
func BenchmarkOptimalHyperplane(b *testing.B) {
	x, y := exactBenchSet()
	b.Run("algo", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := numeric.OptimalHyperplane(x, y, false); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("svm-train", func(b *testing.B) {
		bin := exactSVMTrain(b)
		dir := b.TempDir()
		data := filepath.Join(dir, "train.txt")
		exactWriteLIBSVM(b, data, x, y)
		for b.Loop() {
			cmd := exec.Command(bin, "-t", "0", "-c", "1e6", "-e", "1e-8", "-h", "0", "-q", data, filepath.Join(dir, "m"))
			if out, err := cmd.CombinedOutput(); err != nil {
				b.Fatalf("%v\n%s", err, out)
			}
		}
	})
}
