package knn_test

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/knn"
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
		l12, l13 := knn.LpDistance(x1, x2, tc.p), knn.LpDistance(x1, x3, tc.p)
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
		if got := knn.LpDistance(tc.a, tc.b, tc.p); !knnClose(got, tc.want, 1e-15) {
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
		linf := knn.LpDistance(a, b, math.Inf(1))
		prev := math.Inf(1)
		for _, p := range ps {
			ab := knn.LpDistance(a, b, p)
			if ab != knn.LpDistance(b, a, p) {
				t.Fatalf("p = %v: not symmetric for %v, %v", p, a, b)
			}
			if tri := knn.LpDistance(a, c, p) + knn.LpDistance(c, b, p); ab > tri*(1+1e-13) {
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
		if err := knn.CheckP(p); err != nil {
			t.Errorf("CheckP(%v) = %v", p, err)
		}
	}
	for _, p := range []float64{0.999, 0.5, 0, -1, math.Inf(-1), math.NaN()} {
		if err := knn.CheckP(p); err == nil || !strings.Contains(err.Error(), "must be a number ≥ 1") {
			t.Errorf("CheckP(%v) = %v, want an error", p, err)
		}
	}
}

func TestLpDistancePanics(t *testing.T) {
	t.Parallel()
	for _, f := range []func(){
		func() { knn.LpDistance([]float64{1}, []float64{1, 2}, 2) },
		func() { knn.LpDistance([]float64{1}, []float64{2}, 0.5) },
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
		{x, []float64{1, 0, 1}, 1, 2, "point 2: label must be +1 or -1, got 0"},
		{x, []float64{1, 1}, 1, 2, "2 labels for 3 points"},
		{x, y, 0, 2, "k must be between 1 and the number of points 3, got 0"},
		{x, y, 4, 2, "k must be between 1 and the number of points 3, got 4"},
		{x, y, 1, 0.5, "p must be a number ≥ 1 or inf, got 0.5"},
		{x, y, 1, math.NaN(), "p must be a number ≥ 1 or inf, got NaN"},
	} {
		if _, err := knn.NewKNN(tc.x, tc.y, tc.k, tc.p); err == nil || err.Error() != tc.want {
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
		m, err := knn.NewKNN(x, []float64{y0, -y0}, 2, 2)
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
		m, _ := knn.NewKNN(x, y, tc.k, 2)
		if errs, err := m.LeaveOneOut(); err != nil || errs != tc.errs {
			t.Errorf("k = %d: %d errors (%v), want %d", tc.k, errs, err, tc.errs)
		}
	}
	m, _ := knn.NewKNN(x, y, 6, 2)
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
				m, err := knn.NewKNN(x, y, k, p)
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
	m, err := knn.NewKNN(x, y, k, p)
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

// knnCheck fails t unless the classifier's neighbours of q, with their
// distances, are exactly those of the linear scan, and its vote sums
// their labels.
func knnCheck(t *testing.T, m *knn.KNN, x *mat.Dense, y, q []float64) {
	t.Helper()
	idx, dist := kdBrute(x, q, m.K(), m.P())
	_, nb, d := m.Predict(q)
	if !slices.Equal(nb, idx) || !slices.Equal(d, dist) {
		t.Fatalf("p = %v, k = %d, q = %v: neighbours %v at %v, scan %v at %v", m.P(), m.K(), q, nb, d, idx, dist)
	}
	var v float64
	for _, i := range idx {
		v += y[i]
	}
	if v == 0 {
		v = y[idx[0]] / 2
	}
	if got := m.Decision(q); got != v {
		t.Fatalf("p = %v, k = %d, q = %v: Decision %v, want %v", m.P(), m.K(), q, got, v)
	}
}

// knnLabels returns n random labels ±1.
func knnLabels(rng *rand.Rand, n int) []float64 {
	y := make([]float64, n)
	for i := range y {
		y[i] = float64(2*rng.IntN(2) - 1)
	}
	return y
}

// Near-ties that the classifier's search must settle as LpDistance does.
// Around each of four centres c, within r of 0, 240 points lie at radius r(1 + j·2⁻⁵²),
// |j| ≤ 3, in random directions, and some are repeated: their distances
// from the centre agree to a few ulps, and since fl(√s) maps about two
// sums of squares s to each float64 near r, many points have equal
// distances but different sums of squares. Ranking by sums of squares
// would order those by sum instead of index. The test first checks that
// such pairs exist, then queries each centre and a sweep of points near
// it, so that each search starts from the previous one's neighbours.
func TestKNNNearTies(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(37, 1))
	for _, r := range []float64{1, 3.7, 1e-3, 1e5} {
		c := []float64{r * rng.Float64(), r * rng.Float64()}
		x := mat.NewDense(240, 2, nil)
		for i := range 240 {
			if i%4 == 3 {
				x.SetRow(i, x.RawRowView(rng.IntN(i))) // a duplicate
				continue
			}
			rho := r * (1 + float64(rng.IntN(7)-3)*0x1p-52)
			s, co := math.Sincos(2 * math.Pi * rng.Float64())
			x.SetRow(i, []float64{c[0] + rho*co, c[1] + rho*s})
		}
		var split int // pairs at one distance with different sums of squares
		for i := range 240 {
			for j := range i {
				a, b := x.RawRowView(i), x.RawRowView(j)
				if knn.LpDistance(a, c, 2) == knn.LpDistance(b, c, 2) && knnSumSq(a, c) != knnSumSq(b, c) {
					split++
				}
			}
		}
		if split < 100 {
			t.Fatalf("r = %v: only %d pairs tie in distance but not in sum of squares", r, split)
		}
		t.Logf("r = %v: %d pairs tie in distance but not in sum of squares", r, split)
		y := knnLabels(rng, 240)
		for _, k := range []int{1, 2, 5, 9, 40} {
			m, err := knn.NewKNN(x, y, k, 2)
			if err != nil {
				t.Fatal(err)
			}
			knnCheck(t, m, x, y, c)
			for i := range 30 {
				knnCheck(t, m, x, y, []float64{c[0] + r*float64(i)*0x1p-50, c[1] - r*float64(i)*0x1p-51})
			}
			knnCheck(t, m, x, y, c)
		}
	}
}

// knnSumSq returns Σ(aᵢ−bᵢ)², each square rounded.
func knnSumSq(a, b []float64) float64 {
	var s float64
	for i := range a {
		d := a[i] - b[i]
		s += float64(d * d)
	}
	return s
}

// The classifier equals the linear scan along sweeps like a decision
// grid's, where each search starts from the last one's neighbours: rows
// of queries across integer grids (exact ties in distance, duplicates,
// queries on points and halfway between them) and across two Gaussian
// clusters, for p = 1, 2, ∞ and k from 1 to 8.
func TestKNNSweep(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(38, 1))
	clusters := mat.NewDense(300, 2, nil)
	for i := range 300 {
		l := float64(1 - 2*(i%2))
		clusters.SetRow(i, []float64{2 + 1.5*l + rng.NormFloat64(), 2 + 1.5*l + rng.NormFloat64()})
	}
	for _, set := range []struct {
		x          *mat.Dense
		lo, hi, dq float64
	}{
		{kdRandom(rng, 300, 2, 8), -1, 9, 0.5},
		{kdRandom(rng, 300, 2, 30), -2, 32, 1.5},
		{clusters, -3, 7, 0.31},
	} {
		n, _ := set.x.Dims()
		y := knnLabels(rng, n)
		for _, p := range []float64{1, 2, math.Inf(1)} {
			for k := 1; k <= 8; k++ {
				m, err := knn.NewKNN(set.x, y, k, p)
				if err != nil {
					t.Fatal(err)
				}
				for qy := set.hi; qy >= set.lo; qy -= set.dq {
					for qx := set.lo; qx <= set.hi; qx += set.dq {
						knnCheck(t, m, set.x, y, []float64{qx, qy})
					}
				}
			}
		}
	}
}

// The classifier equals the linear scan at every scale: coordinates near
// 10⁻¹⁶⁰, whose squared differences underflow and whose distances lie
// below the 2⁻⁴⁷⁰ where the search changes its limit on sums of squares;
// such points beside points near 1; coordinates of 2⁴⁰⁰, the largest the
// fast search takes, and of 10²⁰⁰, beyond it; and queries at −0 against
// points at +0, where the descent must go right as at +0.
func TestKNNScales(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(39, 1))
	scaled := func(n int, s float64) *mat.Dense {
		x := kdRandom(rng, n, 2, 0)
		x.Scale(s, x)
		return x
	}
	mixed := scaled(60, 1e-160)
	mixed = knnStack(mixed, kdRandom(rng, 60, 2, 0))
	zeros := kdRandom(rng, 60, 2, 3)
	for i := range 60 {
		zeros.Set(i, i%2, 0)
	}
	sets := []*mat.Dense{scaled(120, 1e-160), mixed, scaled(120, 0x1p400), scaled(120, 1e200), zeros}
	for si, x := range sets {
		n, _ := x.Dims()
		y := knnLabels(rng, n)
		for _, k := range []int{1, 3, 8} {
			m, err := knn.NewKNN(x, y, k, 2)
			if err != nil {
				t.Fatal(err)
			}
			for i := range 100 {
				q := x.RawRowView(rng.IntN(n))
				switch {
				case si == 4:
					q = []float64{math.Copysign(0, -1), float64(rng.IntN(4)) - 0.5}
					if i%2 == 1 {
						q[0], q[1] = q[1], q[0]
					}
				case i%2 == 1:
					f := 1 + (rng.Float64()-0.5)*1e-3
					q = []float64{q[0] * f, q[1] / f}
				}
				knnCheck(t, m, x, y, q)
			}
		}
	}
}

// knnStack returns the rows of a and then those of b.
func knnStack(a, b *mat.Dense) *mat.Dense {
	ra, c := a.Dims()
	rb, _ := b.Dims()
	x := mat.NewDense(ra+rb, c, nil)
	x.Stack(a, b)
	return x
}

// LeaveOneOut counts the points that the linear scan over the others
// mislabels, on integer grids with duplicates and on continuous sets.
func TestKNNLeaveOneOutBrute(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(40, 1))
	for _, grid := range []int{0, 4} {
		x := kdRandom(rng, 120, 2, grid)
		y := knnLabels(rng, 120)
		for _, p := range []float64{1, 2, math.Inf(1)} {
			for _, k := range []int{1, 2, 5} {
				m, _ := knn.NewKNN(x, y, k, p)
				var want int
				for i := range 120 {
					idx, _ := kdBrute(x, x.RawRowView(i), k+1, p)
					idx = slices.DeleteFunc(idx, func(j int) bool { return j == i })[:k]
					var v float64
					for _, j := range idx {
						v += y[j]
					}
					if v == 0 {
						v = y[idx[0]]
					}
					if v*y[i] < 0 {
						want++
					}
				}
				if got, err := m.LeaveOneOut(); err != nil || got != want {
					t.Errorf("grid %d, p = %v, k = %d: %d errors (%v), scan %d", grid, p, k, got, err, want)
				}
			}
		}
	}
}

// Decision from eight goroutines at once gives what it gives from one;
// run with -race, this checks that a KNN is safe for concurrent use.
func TestKNNConcurrent(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(41, 1))
	x := kdRandom(rng, 500, 2, 0)
	m, _ := knn.NewKNN(x, knnLabels(rng, 500), 5, 2)
	q := kdRandom(rng, 2000, 2, 0)
	want := make([]float64, 2000)
	for i := range want {
		want[i] = m.Decision(q.RawRowView(i))
	}
	var wg sync.WaitGroup
	got := make([][]float64, 8)
	for g := range got {
		got[g] = make([]float64, 2000)
		wg.Go(func() {
			for i := range got[g] {
				j := (i + 250*g) % 2000
				got[g][j] = m.Decision(q.RawRowView(j))
			}
		})
	}
	wg.Wait()
	for g := range got {
		if !slices.Equal(got[g], want) {
			t.Fatalf("goroutine %d's decisions differ", g)
		}
	}
}

// Decision allocates nothing once warm, in every code path: the fast
// search in the plane (p = 2) and the general one (p = 3, and d = 3).
// Under the race detector sync.Pool drops a quarter of what it is given
// back, at random, and each search it drops is remade with five
// allocations, so there the bound is 2 per call: still none per point.
func TestKNNDecisionAllocs(t *testing.T) {
	limit := 0.0
	if knnRace() {
		limit = 2
	}
	rng := rand.New(rand.NewPCG(42, 1))
	for _, c := range []struct {
		d int
		p float64
	}{{2, 2}, {2, 3}, {3, 2}} {
		m, _ := knn.NewKNN(kdRandom(rng, 200, c.d, 0), knnLabels(rng, 200), 5, c.p)
		q := kdRandom(rng, 1, c.d, 0).RawRowView(0)
		if a := testing.AllocsPerRun(200, func() { q[0] += 1e-3; m.Decision(q) }); a > limit {
			t.Errorf("d = %d, p = %v: %v allocations per Decision, want ≤ %v", c.d, c.p, a, limit)
		}
	}
}

// knnRace reports whether the test binary was built with -race.
func knnRace() bool {
	bi, ok := debug.ReadBuildInfo()
	return ok && slices.Contains(bi.Settings, debug.BuildSetting{Key: "-race", Value: "true"})
}
