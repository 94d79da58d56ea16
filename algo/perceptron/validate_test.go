package perceptron_test

import (
	"math"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/perceptron"
	"perceptronlab/param"
)

// Bad data and bad settings return errors from every constructor; none panics.
func TestValidation(t *testing.T) {
	t.Parallel()
	x, y := coreLiHang()
	nanX := mat.NewDense(3, 2, []float64{3, 3, math.NaN(), 3, 1, 1})
	for _, tc := range []struct {
		name string
		x    *mat.Dense
		y    []float64
		s    perceptron.Settings
	}{
		{"η = 0", x, y, perceptron.Settings{}},
		{"η < 0", x, y, perceptron.Settings{Eta: -1}},
		{"η NaN", x, y, perceptron.Settings{Eta: math.NaN()}},
		{"η +Inf", x, y, perceptron.Settings{Eta: math.Inf(1)}},
		{"label 2", x, []float64{1, 2, -1}, perceptron.Settings{Eta: 1}},
		{"label 0", x, []float64{1, 0, -1}, perceptron.Settings{Eta: 1}},
		{"too few labels", x, []float64{1, -1}, perceptron.Settings{Eta: 1}},
		{"too many labels", x, []float64{1, 1, -1, 1}, perceptron.Settings{Eta: 1}},
		{"NaN coordinate", nanX, y, perceptron.Settings{Eta: 1}},
		{"no points", nil, nil, perceptron.Settings{Eta: 1}},
		{"empty matrix", &mat.Dense{}, nil, perceptron.Settings{Eta: 1}},
		{"negative epochs", x, y, perceptron.Settings{Eta: 1, MaxEpochs: -1}},
		{"b0 Inf", x, y, perceptron.Settings{Eta: 1, B0: math.Inf(-1)}},
		{"b0 without bias", x, y, perceptron.Settings{Eta: 1, B0: 1, NoBias: true}},
		{"w0 length", x, y, perceptron.Settings{Eta: 1, W0: []float64{1, 2, 3}}},
		{"w0 NaN", x, y, perceptron.Settings{Eta: 1, W0: []float64{1, math.NaN()}}},
		{"α0 length", x, y, perceptron.Settings{Eta: 1, Alpha0: []float64{1}}},
		{"α0 negative", x, y, perceptron.Settings{Eta: 1, Alpha0: []float64{1, -1, 0}}},
	} {
		_, perr := perceptron.NewPrimal(tc.x, tc.y, tc.s)
		_, derr := perceptron.NewDual(tc.x, tc.y, tc.s)
		// The primal ignores α0, the dual w0.
		primalBad := !strings.HasPrefix(tc.name, "α0")
		dualBad := !strings.HasPrefix(tc.name, "w0")
		if (perr != nil) != primalBad || (derr != nil) != dualBad {
			t.Errorf("%s: NewPrimal error %v, NewDual error %v", tc.name, perr, derr)
		}
		if tc.x == nil || tc.x.IsEmpty() {
			continue
		}
		var g mat.SymDense
		g.SymOuterK(1, tc.x)
		if _, err := perceptron.NewDualGram(&g, tc.y, tc.s); (err != nil) != dualBad {
			t.Errorf("%s: NewDualGram error %v", tc.name, err)
		}
	}
}

func TestValidationGram(t *testing.T) {
	t.Parallel()
	_, y := coreLiHang()
	for _, tc := range []struct {
		name string
		g    *mat.SymDense
	}{
		{"empty", &mat.SymDense{}},
		{"size", mat.NewSymDense(2, nil)},
		{"NaN", mat.NewSymDense(3, []float64{1, 0, 0, 0, math.NaN(), 0, 0, 0, 1})},
		{"Inf", mat.NewSymDense(3, []float64{1, 0, math.Inf(1), 0, 1, 0, 0, 0, 1})},
	} {
		yy := y
		if tc.g.IsEmpty() {
			yy = nil
		}
		if _, err := perceptron.NewDualGram(tc.g, yy, perceptron.Settings{Eta: 1}); err == nil {
			t.Errorf("%s: no error", tc.name)
		}
	}
}

// The dual form refuses more points than MaxDualPoints before building
// an N×N Gram matrix.
func TestValidationDualSize(t *testing.T) {
	t.Parallel()
	n := perceptron.MaxDualPoints + 1
	y := make([]float64, n)
	for i := range y {
		y[i] = 1
	}
	if _, err := perceptron.NewDual(mat.NewDense(n, 1, nil), y, perceptron.Settings{Eta: 1}); err == nil {
		t.Errorf("NewDual accepted %d points", n)
	}
}

// An unknown Order is a programmer error: it panics with "algo: ".
func TestUnknownOrderPanics(t *testing.T) {
	t.Parallel()
	x, y := coreLiHang()
	defer func() {
		if r, ok := recover().(string); !ok || !strings.HasPrefix(r, "algo: ") {
			t.Errorf("recovered %v, want an algo: panic", r)
		}
	}()
	perceptron.NewPrimal(x, y, perceptron.Settings{Eta: 1, Order: perceptron.Order(9)})
}

// TestMaxEpochsOneLimit checks that the epoch limit's default and its
// check are param.MaxEpochs's, the spec the command line's flag reads.
func TestMaxEpochsOneLimit(t *testing.T) {
	if param.MaxEpochs.Default != perceptron.DefaultMaxEpochs {
		t.Errorf("param.MaxEpochs.Default = %d, DefaultMaxEpochs = %d", param.MaxEpochs.Default, perceptron.DefaultMaxEpochs)
	}
	err := perceptron.CheckSettings(perceptron.Settings{Eta: 1, MaxEpochs: -1})
	if want := param.MaxEpochs.CheckInt(-1); err == nil || want == nil || !strings.Contains(err.Error(), want.Error()) {
		t.Errorf("MaxEpochs -1: %v; want %v", err, want)
	}
}

// TestOrdersAreParamOrders checks that the perceptron's orders are
// param.Order's options, each parsed back to itself.
func TestOrdersAreParamOrders(t *testing.T) {
	if len(param.Order.Options) != 3 {
		t.Fatalf("param.Order has options %v", param.Order.Options)
	}
	for _, s := range param.Order.Options {
		if o, err := perceptron.ParseOrder(s); err != nil || o.String() != s {
			t.Errorf("ParseOrder(%q) = %v, %v", s, o, err)
		}
	}
	if _, err := perceptron.ParseOrder("sideways"); err == nil || err.Error() != `unknown order "sideways" (want cyclic, first or random)` {
		t.Errorf("ParseOrder(sideways): %v", err)
	}
}
