package algo_test

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo"
)

// knnClose reports whether got is within rel·|want| of want (or equal).
func knnClose(got, want, rel float64) bool {
	return got == want || math.Abs(got-want) <= rel*math.Abs(want)
}

// Li Hang's Example 3.1: x1 = (1,1), x2 = (5,1), x3 = (4,4). L_p(x1,x2) = 4
// for every p (one coordinate differs); L_p(x1,x3) = (3ᵖ+3ᵖ)^(1/p) = 3·2^(1/p):
// 6, 4.24, 3.78, 3.57 for p = 1…4 and 3 for p = ∞. So x2 is the nearest to
// x1 for p = 1, 2 and x3 for p ≥ 3. Tolerance: a few ulps.
func TestLpDistanceLiHang31(t *testing.T) {
	t.Parallel()
	x1, x2, x3 := []float64{1, 1}, []float64{5, 1}, []float64{4, 4}
	for _, tc := range []struct {
		p, l12, l13 float64
		nearest     string
	}{
		{1, 4, 6, "x2"},
		{2, 4, 3 * math.Sqrt2, "x2"},
		{3, 4, 3 * math.Cbrt(2), "x3"},
		{4, 4, 3 * math.Sqrt(math.Sqrt2), "x3"},
		{math.Inf(1), 4, 3, "x3"},
	} {
		l12, l13 := algo.LpDistance(x1, x2, tc.p), algo.LpDistance(x1, x3, tc.p)
		if !knnClose(l12, tc.l12, 1e-15) || !knnClose(l13, tc.l13, 1e-15) {
			t.Errorf("p = %v: L(x1,x2) = %v, L(x1,x3) = %v; want %v, %v", tc.p, l12, l13, tc.l12, tc.l13)
		}
		if nearest := map[bool]string{true: "x3", false: "x2"}[l13 < l12]; nearest != tc.nearest {
			t.Errorf("p = %v: nearest to x1 is %s, want %s", tc.p, nearest, tc.nearest)
		}
	}
}

// Magnitudes where a naive Σ|d|ᵖ overflows or underflows. The wanted
// values are exact or hand-derived: √2·10²⁰⁰; 3, 4, 5 ulps of the
// smallest subnormal u = 2⁻¹⁰⁷⁴ (exact); 10⁵·2^(1/100); 10³⁰⁰·∛2.
// Tolerance: 1e-15, about 4 ulps.
func TestLpDistanceScaling(t *testing.T) {
	t.Parallel()
	u := math.SmallestNonzeroFloat64
	inf := math.Inf(1)
	for _, tc := range []struct {
		a, b    []float64
		p, want float64
	}{
		{[]float64{1e200, 1e200}, []float64{0, 0}, 2, math.Sqrt2 * 1e200},
		{[]float64{1e-200, -1e-200}, []float64{0, 0}, 2, math.Sqrt2 * 1e-200},
		{[]float64{3 * u, 4 * u}, []float64{0, 0}, 2, 5 * u},
		{[]float64{3 * u, 4 * u}, []float64{0, 0}, 1, 7 * u},
		{[]float64{1e300, 0}, []float64{-1e300, 0}, 1, 2e300},
		{[]float64{1.7e308, 0}, []float64{-1.7e308, 0}, 2, inf},
		{[]float64{1e5, 1e5}, []float64{0, 0}, 100, 1e5 * math.Pow(2, 0.01)},
		{[]float64{1e300, -1e300}, []float64{0, 0}, 3, 1e300 * math.Cbrt(2)},
		{[]float64{1e-300, 1e-300}, []float64{0, 0}, 3, 1e-300 * math.Cbrt(2)},
		{[]float64{1e-5, 1e-5}, []float64{0, 0}, 100, 1e-5 * math.Pow(2, 0.01)},
		{[]float64{3, 4}, []float64{0, 0}, 1e6, 4},
		{[]float64{-3, 4}, []float64{0, -1}, inf, 5},
		{[]float64{2, 2}, []float64{2, 2}, 3, 0},
	} {
		if got := algo.LpDistance(tc.a, tc.b, tc.p); !knnClose(got, tc.want, 1e-15) {
			t.Errorf("L%v(%v, %v) = %v, want %v", tc.p, tc.a, tc.b, got, tc.want)
		}
	}
}

// Properties on random vectors of every scale: symmetry (exact), the
// triangle inequality, and L∞ ≤ L_q ≤ L_p ≤ d^(1/p)·L∞ for p ≤ q, all up
// to a relative 1e-13 for the rounding of the powers.
func TestLpDistanceProperties(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(31, 1))
	ps := []float64{1, 1.5, 2, 3, 7, 50, math.Inf(1)}
	for range 2000 {
		d := 1 + rng.IntN(5)
		scale := math.Pow(10, float64(rng.IntN(600)-300))
		a, b, c := make([]float64, d), make([]float64, d), make([]float64, d)
		for i := range d {
			a[i], b[i], c[i] = scale*rng.NormFloat64(), scale*rng.NormFloat64(), scale*rng.NormFloat64()
		}
		linf := algo.LpDistance(a, b, math.Inf(1))
		prev := math.Inf(1)
		for _, p := range ps {
			ab := algo.LpDistance(a, b, p)
			if ab != algo.LpDistance(b, a, p) {
				t.Fatalf("p = %v: not symmetric for %v, %v", p, a, b)
			}
			if tri := algo.LpDistance(a, c, p) + algo.LpDistance(c, b, p); ab > tri*(1+1e-13) {
				t.Fatalf("p = %v: triangle inequality fails: %v > %v", p, ab, tri)
			}
			if ab > prev*(1+1e-13) || ab < linf*(1-1e-13) || ab > linf*math.Pow(float64(d), 1/p)*(1+1e-13) {
				t.Fatalf("p = %v: L_p = %v out of order (previous %v, L∞ %v) for %v, %v", p, ab, prev, linf, a, b)
			}
			prev = ab
		}
	}
}

func TestCheckP(t *testing.T) {
	t.Parallel()
	for _, p := range []float64{1, 1.0000001, 2, 3.5, 1e300, math.Inf(1)} {
		if err := algo.CheckP(p); err != nil {
			t.Errorf("CheckP(%v) = %v", p, err)
		}
	}
	for _, p := range []float64{0.999, 0.5, 0, -1, math.Inf(-1), math.NaN()} {
		if err := algo.CheckP(p); err == nil || !strings.Contains(err.Error(), "must be ≥ 1") {
			t.Errorf("CheckP(%v) = %v, want an error", p, err)
		}
	}
}

func TestLpDistancePanics(t *testing.T) {
	t.Parallel()
	for _, f := range []func(){
		func() { algo.LpDistance([]float64{1}, []float64{1, 2}, 2) },
		func() { algo.LpDistance([]float64{1}, []float64{2}, 0.5) },
	} {
		func() {
			defer func() {
				if r, _ := recover().(string); !strings.HasPrefix(r, "algo: ") {
					t.Errorf("panic %q, want one starting with \"algo: \"", r)
				}
			}()
			f()
		}()
	}
}

func TestNewKNNErrors(t *testing.T) {
	t.Parallel()
	x := mat.NewDense(3, 2, []float64{0, 0, 1, 0, 0, 1})
	y := []float64{1, -1, 1}
	for _, tc := range []struct {
		x    *mat.Dense
		y    []float64
		k    int
		p    float64
		want string
	}{
		{&mat.Dense{}, nil, 1, 2, "no points"},
		{mat.NewDense(1, 2, []float64{math.NaN(), 0}), []float64{1}, 1, 2, "point 0: coordinate 1 is NaN"},
		{x, []float64{1, 0, 1}, 1, 2, "point 1: label must be +1 or -1, got 0"},
		{x, []float64{1, 1}, 1, 2, "2 labels for 3 points"},
		{x, y, 0, 2, "k must be between 1 and the number of points 3, got 0"},
		{x, y, 4, 2, "k must be between 1 and the number of points 3, got 4"},
		{x, y, 1, 0.5, "the order p of the Lp distance must be ≥ 1 or ∞, got 0.5"},
		{x, y, 1, math.NaN(), "the order p of the Lp distance must be ≥ 1 or ∞, got NaN"},
	} {
		if _, err := algo.NewKNN(tc.x, tc.y, tc.k, tc.p); err == nil || err.Error() != tc.want {
			t.Errorf("NewKNN(k = %d, p = %v): error %v, want %q", tc.k, tc.p, err, tc.want)
		}
	}
}

// Two points at distance 1 from the query (0,0), so both neighbours tie
// in distance (ordered by index) and for k = 2 the vote ties: it goes to
// the label of point 0, the first in that order, with Decision ±½.
func TestKNNTies(t *testing.T) {
	t.Parallel()
	x := mat.NewDense(2, 2, []float64{1, 0, -1, 0})
	for _, y0 := range []float64{1, -1} {
		m, err := algo.NewKNN(x, []float64{y0, -y0}, 2, 2)
		if err != nil {
			t.Fatal(err)
		}
		label, nb, dist := m.Predict([]float64{0, 0})
		if label != y0 || fmt.Sprint(nb, dist) != "[0 1] [1 1]" || m.Decision([]float64{0, 0}) != y0/2 {
			t.Errorf("y0 = %v: Predict = %v %v %v, Decision %v", y0, label, nb, dist, m.Decision([]float64{0, 0}))
		}
	}
}

// Leave-one-out errors on six points, counted by hand: the clusters
// {(0,0)+, (1,0)+, (0,1)+} and {(5,5)−, (6,5)−} with (5,6)+ an outlier in
// the second. k = 1 and k = 2 mislabel only (5,6) (the tie at (5,5) between
// (6,5) and (5,6) goes to (6,5), the lower index); k = 3 also mislabels
// (5,5) and (6,5), whose third neighbour is + (for (5,5), (1,0) and (0,1)
// tie at √41 and (1,0) comes first); k = 5 votes with all the others, the
// sum 2 − yᵢ, so the two − points are wrong.
func TestKNNLeaveOneOut(t *testing.T) {
	t.Parallel()
	x := mat.NewDense(6, 2, []float64{0, 0, 1, 0, 0, 1, 5, 5, 6, 5, 5, 6})
	y := []float64{1, 1, 1, -1, -1, 1}
	for _, tc := range []struct{ k, errs int }{{1, 1}, {2, 1}, {3, 3}, {5, 2}} {
		m, _ := algo.NewKNN(x, y, tc.k, 2)
		if errs, err := m.LeaveOneOut(); err != nil || errs != tc.errs {
			t.Errorf("k = %d: %d errors (%v), want %d", tc.k, errs, err, tc.errs)
		}
	}
	m, _ := algo.NewKNN(x, y, 6, 2)
	if _, err := m.LeaveOneOut(); err == nil {
		t.Error("k = N: no error")
	}
}

// knnBrute is the k-NN rule by a linear scan: the k nearest by
// (LpDistance, index), majority vote, a tie to the nearest's label.
func knnBrute(x *mat.Dense, y, q []float64, k int, p float64) float64 {
	idx, _ := kdBrute(x, q, k, p)
	var v float64
	for _, i := range idx {
		v += y[i]
	}
	if v == 0 {
		return y[idx[0]]
	}
	return math.Copysign(1, v)
}

// The kd-tree classifier equals the linear-scan rule, even k (tied votes)
// and grid coordinates (tied distances) included; Decision is never 0 and
// has the sign of the label.
func TestKNNBrute(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(35, 1))
	for _, grid := range []int{0, 5} {
		x := kdRandom(rng, 150, 2, grid)
		y := make([]float64, 150)
		for i := range y {
			y[i] = float64(2*rng.IntN(2) - 1)
		}
		for _, p := range kdOrders {
			for _, k := range []int{1, 2, 3, 4, 7} {
				m, err := algo.NewKNN(x, y, k, p)
				if err != nil {
					t.Fatal(err)
				}
				for range 60 {
					q := kdRandom(rng, 1, 2, grid+1).RawRowView(0)
					label, _, _ := m.Predict(q)
					dec := m.Decision(q)
					if want := knnBrute(x, y, q, k, p); label != want || m.Classify(q) != want || dec*want <= 0 {
						t.Fatalf("grid %d, p = %v, k = %d, q = %v: label %v, Decision %v; scan %v", grid, p, k, q, label, dec, want)
					}
				}
			}
		}
	}
}

// knnSklearn runs scikit-learn's KNeighborsClassifier with the brute-force
// search on each set in dir (name-train.csv: coordinates then label;
// name-query.csv) for p = 1, 2, 3, ∞ and k = 1, 3, 7, and prints the
// predictions as JSON keyed "name/p/k".
const knnSklearn = `
import json, sys
import numpy as np
from sklearn.neighbors import KNeighborsClassifier
d, out = sys.argv[1], {}
for name in sys.argv[2:]:
    tr = np.loadtxt(f"{d}/{name}-train.csv", delimiter=",", ndmin=2)
    q = np.loadtxt(f"{d}/{name}-query.csv", delimiter=",", ndmin=2)
    for p in ["1", "2", "3", "inf"]:
        for k in [1, 3, 7]:
            if p == "inf":
                clf = KNeighborsClassifier(n_neighbors=k, algorithm="brute", metric="chebyshev")
            else:
                clf = KNeighborsClassifier(n_neighbors=k, algorithm="brute", metric="minkowski", p=int(p))
            out[f"{name}/{p}/{k}"] = clf.fit(tr[:, :-1], tr[:, -1]).predict(q).tolist()
print(json.dumps(out))
`

// knnWriteCSV writes the rows of x, each followed by y[i] when y is not
// nil, in full precision so that numpy reads the very same floats.
func knnWriteCSV(t *testing.T, path string, x *mat.Dense, y []float64) {
	t.Helper()
	var sb strings.Builder
	n, _ := x.Dims()
	for i := range n {
		row := x.RawRowView(i)
		if y != nil {
			row = append(row[:len(row):len(row)], y[i])
		}
		for j, v := range row {
			if j > 0 {
				sb.WriteByte(',')
			}
			sb.WriteString(strconv.FormatFloat(v, 'g', -1, 64))
		}
		sb.WriteByte('\n')
	}
	if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// Predictions equal scikit-learn's on 300 queries against 200 points in 2
// and in 4 dimensions. The comparison is exact because neither tie rule
// comes into play: k is odd with two labels, so no vote ties; and the
// coordinates are continuous, so the test first checks that the kth and
// (k+1)th distances differ by more than 10⁻⁹, far beyond the ~10⁻¹⁴
// rounding of scikit-learn's distances, so both pick the same neighbours.
func TestKNNSklearn(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(36, 1))
	dir := t.TempDir()
	type set struct {
		x, q *mat.Dense
		y    []float64
	}
	sets := map[string]set{}
	for _, d := range []int{2, 4} {
		s := set{x: kdRandom(rng, 200, d, 0), q: kdRandom(rng, 300, d, 0), y: make([]float64, 200)}
		for i := range s.y {
			// Labels by a noisy linear rule, so neighbourhoods are mixed.
			s.y[i] = math.Copysign(1, s.x.At(i, 0)+s.x.At(i, 1)-1+0.3*rng.NormFloat64())
		}
		name := fmt.Sprintf("d%d", d)
		knnWriteCSV(t, filepath.Join(dir, name+"-train.csv"), s.x, s.y)
		knnWriteCSV(t, filepath.Join(dir, name+"-query.csv"), s.q, nil)
		sets[name] = s
	}
	out, err := exec.Command("/usr/bin/python3", "-c", knnSklearn, dir, "d2", "d4").Output()
	if err != nil {
		t.Fatalf("scikit-learn (Debian's python3-sklearn, which make deps installs): %v\n%s", err, knnStderr(err))
	}
	var got map[string][]float64
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("reading scikit-learn's output: %v\n%s", err, out)
	}
	for name, s := range sets {
		for _, p := range kdOrders {
			for _, k := range []int{1, 3, 7} {
				key := fmt.Sprintf("%s/%s/%d", name, strings.ToLower(strings.TrimPrefix(fmt.Sprint(p), "+")), k)
				knnCompare(t, key, s.x, s.y, s.q, k, p, got[key])
			}
		}
	}
}

func knnStderr(err error) []byte {
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.Stderr
	}
	return nil
}

// knnCompare fails t unless the classifier's labels for the rows of q are
// want, after checking that no query has near-tied kth and (k+1)th
// neighbours.
func knnCompare(t *testing.T, key string, x *mat.Dense, y []float64, q *mat.Dense, k int, p float64, want []float64) {
	t.Helper()
	n, _ := q.Dims()
	if len(want) != n {
		t.Fatalf("%s: %d labels from scikit-learn for %d queries", key, len(want), n)
	}
	m, err := algo.NewKNN(x, y, k, p)
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		qi := q.RawRowView(i)
		if _, dist := kdBrute(x, qi, k+1, p); dist[k]-dist[k-1] <= 1e-9 {
			t.Fatalf("%s: query %d has near-tied neighbours %v: pick another seed", key, i, dist)
		}
		if got := m.Classify(qi); got != want[i] {
			t.Errorf("%s: query %d %v: label %v, scikit-learn %v", key, i, qi, got, want[i])
		}
	}
}
