package perceptron_test

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/floats/scalar"
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/internal/algotest"
	"perceptronlab/algo/numeric"
	"perceptronlab/algo/perceptron"
)

func TestKernelEval(t *testing.T) {
	a, b := []float64{1, 2}, []float64{3, 4}
	for _, tc := range []struct {
		k    numeric.Kernel
		want float64
		name string
	}{
		{numeric.Linear{}, 11, "linear"},                                // 1·3 + 2·4
		{numeric.Poly{Degree: 2, Coef0: 1}, 144, "poly(degree=2, c=1)"}, // (11 + 1)²
		{numeric.Poly{Degree: 3}, 1331, "poly(degree=3, c=0)"},          // 11³
		{numeric.RBF{Sigma: 1}, math.Exp(-4), "rbf(σ=1)"},               // ‖a−b‖² = 8, 8/2 = 4
		{numeric.RBF{Sigma: 2}, math.Exp(-1), "rbf(σ=2)"},               // 8/8 = 1
	} {
		if got := tc.k.Eval(a, b); !scalar.EqualWithinAbsOrRel(got, tc.want, 1e-15, 1e-15) {
			t.Errorf("%v: K = %v, want %v", tc.k, got, tc.want)
		}
		if tc.k.String() != tc.name {
			t.Errorf("String() = %q, want %q", tc.k.String(), tc.name)
		}
	}
}

func TestParseKernel(t *testing.T) {
	for _, tc := range []struct {
		name   string
		degree int
		coef0  float64
		sigma  float64
		ok     bool
	}{
		{"linear", 0, 0, 0, true},
		{"poly", 2, 1, 0, true},
		{"poly", 0, 1, 0, false},
		{"poly", 2, math.NaN(), 0, false},
		{"rbf", 0, 0, 0.5, true},
		{"rbf", 0, 0, 0, false},
		{"rbf", 0, 0, math.Inf(1), false},
		{"sigmoid", 0, 0, 0, false},
	} {
		_, err := numeric.ParseKernel(tc.name, tc.degree, tc.coef0, tc.sigma)
		if (err == nil) != tc.ok {
			t.Errorf("%s(%d, %v, %v): err = %v", tc.name, tc.degree, tc.coef0, tc.sigma, err)
		}
	}
}

// With the linear kernel the kernel perceptron is the dual form: Li Hang's
// Example 2.2 gives α = (2, 0, 5) and b = −3.
func TestKernelLinearIsDual(t *testing.T) {
	x, y := algotest.LiHang21()
	kp, err := perceptron.NewKernelPerceptron(x, y, numeric.Linear{}, perceptron.Settings{Eta: 1})
	if err != nil {
		t.Fatal(err)
	}
	r, _ := perceptron.Run(context.Background(), kp, false)
	if r.Status != perceptron.Converged || !floats.Equal(r.Alpha, []float64{2, 0, 5}) || r.B != -3 || r.W != nil {
		t.Errorf("got %+v, want converged with α = (2, 0, 5), b = −3 and no w", r)
	}
	if kp.Errors() != 0 {
		t.Errorf("errors = %d", kp.Errors())
	}
}

// exactCircles returns n points, half at radius < 1 labelled −1 and half at
// radius in (1+gap, 3) labelled +1: no line separates them, a circle does.
func exactCircles(seed uint64, n int, gap float64) (*mat.Dense, []float64) {
	rng := rand.New(rand.NewPCG(seed, 11))
	x := mat.NewDense(n, 2, nil)
	y := make([]float64, n)
	for i := range n {
		r, th := rng.Float64(), 2*math.Pi*rng.Float64()
		y[i] = -1
		if i%2 == 1 {
			r, y[i] = 1+gap+(2-gap)*r, 1
		}
		x.Set(i, 0, r*math.Cos(th))
		x.Set(i, 1, r*math.Sin(th))
	}
	return x, y
}

// Circles converge with the RBF kernel and with degree 2, whose features
// include x₁² + x₂²; XOR converges with degree 2, whose features include
// x₁x₂. The decision function then classifies every training point, and
// the grid evaluator agrees with it.
func TestKernelConverges(t *testing.T) {
	circ, cy := exactCircles(1, 200, 1)
	xor := mat.NewDense(4, 2, []float64{0, 0, 1, 1, 0, 1, 1, 0})
	xy := []float64{-1, -1, 1, 1}
	for _, tc := range []struct {
		name string
		x    *mat.Dense
		y    []float64
		k    numeric.Kernel
	}{
		{"circles/rbf", circ, cy, numeric.RBF{Sigma: 1}},
		{"circles/poly2", circ, cy, numeric.Poly{Degree: 2, Coef0: 1}},
		{"XOR/poly2", xor, xy, numeric.Poly{Degree: 2, Coef0: 1}},
		{"XOR/rbf", xor, xy, numeric.RBF{Sigma: 0.5}},
	} {
		kp, err := perceptron.NewKernelPerceptron(tc.x, tc.y, tc.k, perceptron.Settings{Eta: 1, MaxEpochs: 10000})
		if err != nil {
			t.Fatal(err)
		}
		r, _ := perceptron.Run(context.Background(), kp, false)
		if r.Status != perceptron.Converged || kp.Errors() != 0 {
			t.Errorf("%s: %v with %d errors", tc.name, r.Status, kp.Errors())
		}
		m := kp.Model()
		for i, yi := range tc.y {
			if f := m.Decision(tc.x.RawRowView(i)); !(yi*f > 0) {
				t.Errorf("%s: point %d: y·f = %v", tc.name, i, yi*f)
			}
		}
		exactCheckGrid(t, tc.name, m)
	}
}

// exactCheckGrid compares DecisionGrid with Decision on a 7×5 grid. The
// fast paths reorder the sums, so they agree to rounding: 1e-12 of Σ|cⱼ|,
// which bounds every term (|K| ≤ 1 for RBF, and the grid stays in the
// unit-ish box where |K| ≤ 20 for poly).
func exactCheckGrid(t *testing.T, name string, m *perceptron.KernelModel) {
	t.Helper()
	xs := []float64{-3, -2, -1, 0, 0.5, 2, 3}
	ys := []float64{-2.5, -1, 0, 1, 2.5}
	out := make([]float64, len(xs)*len(ys))
	m.DecisionGrid(xs, ys, out)
	tol := 1e-12 * (floats.Norm(m.Coef, 1)*100 + math.Abs(m.B))
	for j, y := range ys {
		for i, x := range xs {
			if want := m.Decision([]float64{x, y}); math.Abs(out[j*len(xs)+i]-want) > tol {
				t.Errorf("%s: grid f(%v, %v) = %v, Decision %v", name, x, y, out[j*len(xs)+i], want)
			}
		}
	}
}

// The grid evaluator's fast paths agree with Decision for every kernel,
// including one the package does not know.
func TestDecisionGridKernels(t *testing.T) {
	x, y := exactCircles(2, 60, 1)
	for _, k := range []numeric.Kernel{numeric.Linear{}, numeric.Poly{Degree: 3, Coef0: 0.5}, numeric.RBF{Sigma: 0.7}, exactLaplace{}} {
		kp, err := perceptron.NewKernelPerceptron(x, y, k, perceptron.Settings{Eta: 1, MaxEpochs: 50})
		if err != nil {
			t.Fatal(err)
		}
		perceptron.Run(context.Background(), kp, false)
		exactCheckGrid(t, k.String(), kp.Model())
	}
}

// exactLaplace is a kernel from outside the package: exp(−‖a−b‖₁).
type exactLaplace struct{}

func (exactLaplace) Eval(a, b []float64) float64 { return math.Exp(-floats.Distance(a, b, 1)) }
func (exactLaplace) String() string              { return "laplace" }

func ExampleNewKernelPerceptron() {
	// XOR, which no line separates, with the kernel (x·z + 1)²: its
	// features include x₁x₂, and the run converges.
	x := mat.NewDense(4, 2, []float64{0, 0, 1, 1, 0, 1, 1, 0})
	y := []float64{-1, -1, 1, 1}
	kp, _ := perceptron.NewKernelPerceptron(x, y, numeric.Poly{Degree: 2, Coef0: 1}, perceptron.Settings{Eta: 1})
	r, _ := perceptron.Run(context.Background(), kp, false)
	m := kp.Model()
	fmt.Println(r.Status, "with", kp.Errors(), "errors; α =", r.Alpha)
	fmt.Printf("f(0.9, 0.1) = %.3g, near the positive (1, 0)\n", m.Decision([]float64{0.9, 0.1}))
	// Output:
	// converged with 0 errors; α = [7 4 5 5]
	// f(0.9, 0.1) = 0.1, near the positive (1, 0)
}

// BenchmarkDecisionGrid evaluates a 200×200 grid for a kernel perceptron
// trained on 500 circles points with a narrow gap (0.1), so that many
// points end with α > 0; only those count.
func BenchmarkDecisionGrid(b *testing.B) {
	x, y := exactCircles(3, 500, 0.1)
	xs, ys := make([]float64, 200), make([]float64, 200)
	for i := range xs {
		xs[i] = -3.5 + 7*float64(i)/199
		ys[i] = xs[i]
	}
	out := make([]float64, 200*200)
	for _, k := range []numeric.Kernel{numeric.RBF{Sigma: 1}, numeric.Poly{Degree: 2, Coef0: 1}} {
		kp, err := perceptron.NewKernelPerceptron(x, y, k, perceptron.Settings{Eta: 1, MaxEpochs: 10000})
		if err != nil {
			b.Fatal(err)
		}
		if r, _ := perceptron.Run(context.Background(), kp, false); r.Status != perceptron.Converged {
			b.Fatalf("%v: %v", k, r.Status)
		}
		m := kp.Model()
		b.Run(fmt.Sprintf("%v/support=%d", k, len(m.Coef)), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				m.DecisionGrid(xs, ys, out)
			}
		})
	}
}
