package perceptron_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/floats/scalar"
	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/numeric"
	"perceptronlab/algo/perceptron"
)

// coreFloatTol bounds primal–dual differences in w on float data: the
// primal sums the updates ηyᵢxᵢ in time order, the dual sums αⱼyⱼxⱼ in
// index order, so they round differently. With |x| ≤ 2, η = 0.1 and at
// most a few hundred updates the difference is below 1e-13; 1e-12
// (absolute or relative) leaves room. b is summed in the same order by
// both forms and must agree exactly.
const coreFloatTol = 1e-12

// On seeded random separable data, every form and order converges to a
// hyperplane that separates the data; primal and dual make the same updates
// and agree on (w, b); replaying the trace gives the final state.
func TestSeparableProperties(t *testing.T) {
	t.Parallel()
	for _, d := range []int{1, 2, 3, 5, 10} {
		for _, integers := range []bool{true, false} {
			for _, order := range []perceptron.Order{perceptron.Cyclic, perceptron.First, perceptron.Random} {
				for seed := range uint64(3) {
					name := fmt.Sprintf("d=%d/int=%v/%v/seed=%d", d, integers, order, seed)
					rnd := rand.New(rand.NewPCG(seed, uint64(d)))
					x, y := coreSeparable(rnd, 40, d, integers)
					// η = 0.5 keeps integer data exact; 0.1 is not dyadic,
					// so float data meet rounding.
					eta := 0.1
					if integers {
						eta = 0.5
					}
					// First makes one update per epoch; Novikoff's bound
					// (R/γ)² stays far below 10⁵ for this data.
					s := perceptron.Settings{Eta: eta, Order: order, Seed: int64(seed), MaxEpochs: 1e5}
					coreCheckSeparable(t, name, x, y, s, integers)
				}
			}
		}
	}
}

func coreCheckSeparable(t *testing.T, name string, x *mat.Dense, y []float64, s perceptron.Settings, exact bool) {
	t.Helper()
	var rs [2]perceptron.Result
	for k, form := range coreForms {
		tr, err := form.make(x, y, s)
		if err != nil {
			t.Fatal(err)
		}
		rs[k], _ = perceptron.Run(context.Background(), tr, true)
		if rs[k].Status != perceptron.Converged {
			t.Fatalf("%s/%s: status %v after %d epochs", name, form.name, rs[k].Status, rs[k].Epochs)
		}
		for i := range y {
			if m := numeric.FunctionalMargin(rs[k].W, rs[k].B, x.RawRowView(i), y[i]); !(m > 0) {
				t.Errorf("%s/%s: point %d has y(w·x+b) = %v after convergence", name, form.name, i, m)
			}
		}
		coreCheckReplay(t, name+"/"+form.name, x, y, s.Eta, rs[k], exact)
	}
	p, dl := rs[0], rs[1]
	if !slices.Equal(coreIndices(p.Trace), coreIndices(dl.Trace)) {
		t.Fatalf("%s: primal updates %v, dual %v", name, coreIndices(p.Trace), coreIndices(dl.Trace))
	}
	sameW := slices.Equal(p.W, dl.W)
	if !exact {
		sameW = floats.EqualFunc(p.W, dl.W, func(a, b float64) bool {
			return scalar.EqualWithinAbsOrRel(a, b, coreFloatTol, coreFloatTol)
		})
	}
	if !sameW || p.B != dl.B {
		t.Errorf("%s: primal (%v, %v), dual (%v, %v)", name, p.W, p.B, dl.W, dl.B)
	}
}

// coreCheckReplay applies the trace's updates to a zero start by hand and
// checks every event, and the final result, against the replayed state.
func coreCheckReplay(t *testing.T, name string, x *mat.Dense, y []float64, eta float64, r perceptron.Result, exact bool) {
	t.Helper()
	_, d := x.Dims()
	w, b, alpha := make([]float64, d), 0.0, make([]float64, len(y))
	same := func(a, b float64) bool {
		return a == b || !exact && scalar.EqualWithinAbsOrRel(a, b, coreFloatTol, coreFloatTol)
	}
	for k, ev := range r.Trace {
		xi := x.RawRowView(ev.I)
		if v := numeric.FunctionalMargin(w, b, xi, y[ev.I]); ev.K != k+1 || !(ev.Value <= 0) || !same(ev.Value, v) {
			t.Fatalf("%s: event %d = %+v; replay has value %v", name, k+1, ev, v)
		}
		for j := range w {
			w[j] += eta * y[ev.I] * xi[j]
		}
		b += eta * y[ev.I]
		alpha[ev.I] += eta
		if !floats.EqualFunc(ev.W, w, same) || ev.B != b || r.Alpha != nil && ev.Alpha != alpha[ev.I] {
			t.Fatalf("%s: event %d = %+v; replay has w = %v, b = %v, α = %v", name, k+1, ev, w, b, alpha[ev.I])
		}
	}
	if !floats.EqualFunc(r.W, w, same) || r.B != b || r.Alpha != nil && !slices.Equal(r.Alpha, alpha) {
		t.Errorf("%s: result (%v, %v, %v); replay (%v, %v, %v)", name, r.W, r.B, r.Alpha, w, b, alpha)
	}
}

// The primal form on data x with bias equals the through-origin form on
// x̂ = (x, 1): the bias-absorbing trick, with ŵ = (w, b).
func TestNoBiasAbsorbsBias(t *testing.T) {
	t.Parallel()
	rnd := rand.New(rand.NewPCG(7, 7))
	x, y := coreSeparable(rnd, 50, 3, true)
	xh := mat.NewDense(50, 4, nil)
	xh.Augment(x, coreOnes(50))
	for _, order := range []perceptron.Order{perceptron.Cyclic, perceptron.First, perceptron.Random} {
		s := perceptron.Settings{Eta: 1, Order: order, Seed: 3, MaxEpochs: 1e5}
		p, _ := perceptron.NewPrimal(x, y, s)
		s.NoBias = true
		ph, _ := perceptron.NewPrimal(xh, y, s)
		r, _ := perceptron.Run(context.Background(), p, true)
		rh, _ := perceptron.Run(context.Background(), ph, true)
		if rh.B != 0 || !slices.Equal(rh.W, append(r.W, r.B)) ||
			!slices.Equal(coreIndices(r.Trace), coreIndices(rh.Trace)) {
			t.Errorf("%v: with bias w = %v, b = %v; through origin ŵ = %v, b = %v", order, r.W, r.B, rh.W, rh.B)
		}
	}
}

func coreOnes(n int) *mat.Dense {
	m := mat.NewDense(n, 1, nil)
	for i := range n {
		m.Set(i, 0, 1)
	}
	return m
}

// The Random order is reproducible from its seed, and another seed visits
// the points in another order.
func TestRandomOrderSeed(t *testing.T) {
	t.Parallel()
	rnd := rand.New(rand.NewPCG(11, 11))
	x, y := coreSeparable(rnd, 200, 2, false)
	trace := func(form coreForm, seed int64) []int {
		tr, _ := form.make(x, y, perceptron.Settings{Eta: 1, Order: perceptron.Random, Seed: seed})
		r, _ := perceptron.Run(context.Background(), tr, true)
		return coreIndices(r.Trace)
	}
	for _, form := range coreForms {
		a, b, c := trace(form, 1), trace(form, 1), trace(form, 2)
		if !slices.Equal(a, b) {
			t.Errorf("%s: seed 1 gave %v, then %v", form.name, a, b)
		}
		if slices.Equal(a, c) {
			t.Errorf("%s: seeds 1 and 2 gave the same updates %v", form.name, a)
		}
	}
}
