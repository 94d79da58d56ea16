package lab

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"perceptronlab/algo/numeric"
	"perceptronlab/algo/perceptron"
)

// Form is the form of the perceptron a session trains.
type Form int

const (
	// Primal is Li Hang's Algorithm 2.1: w ← w + ηyᵢxᵢ, b ← b + ηyᵢ.
	Primal Form = iota
	// Dual is Li Hang's Algorithm 2.2: αᵢ ← αᵢ + η, b ← b + ηyᵢ.
	Dual
	// Kernel is the dual form with a kernel K(xᵢ, xⱼ) in place of xᵢ·xⱼ: a
	// curved boundary f(x) = Σ αⱼyⱼK(xⱼ, x) + b = 0.
	Kernel
	// Pocket is the primal run that keeps in its pocket the best w, b seen
	// (for data that do not separate).
	Pocket
	// Averaged is the averaged perceptron: the mean of the run's states.
	Averaged
	// KNN is k-nearest neighbours with the kd-tree (Li Hang, chapter 3):
	// nothing to train, the regions come from the points.
	KNN
	// NaiveBayes is Gaussian naive Bayes on the plane (Li Hang, chapter 4).
	NaiveBayes
)

// TrainSettings are the training settings a user chooses in the Model tab.
type TrainSettings struct {
	Form   Form
	Eta    float64
	Order  perceptron.Order
	Seed   int64
	W0     []float64 // nil means the zero vector
	B0     float64
	NoBias bool
	// KernelName is the kernel of the Kernel form, "rbf" or "poly"; Sigma is
	// the RBF width σ (param.Sigma) and KernelDegree the polynomial
	// kernel's degree (param.KernelDegree, with c = 1), named so that it
	// cannot be taken for chapter 1's polynomial order M.
	KernelName   string
	Sigma        float64
	KernelDegree int
	// K and P are k-NN's number of neighbours and the order p of its Lp
	// distance (math.Inf(1) for L∞).
	K int
	P float64
}

// DefaultSettings returns the settings of a new session: primal form, η = 1,
// cyclic order, starting from zero.
func DefaultSettings() TrainSettings {
	return TrainSettings{Form: Primal, Eta: 1, Order: perceptron.Cyclic, KernelName: "rbf", Sigma: 1, KernelDegree: 2, K: 1, P: 2}
}

// clone returns a copy of ts that shares no memory with it.
func (ts TrainSettings) clone() TrainSettings {
	ts.W0 = slices.Clone(ts.W0)
	return ts
}

// start returns the start vector w₀ in dimension d: W0 when it has d
// values, zero otherwise.
func (ts TrainSettings) Start(d int) []float64 {
	if len(ts.W0) == d {
		return slices.Clone(ts.W0)
	}
	return make([]float64, d)
}

// algo returns the algo settings for these training settings.
func (ts TrainSettings) algo() perceptron.Settings {
	return perceptron.Settings{Eta: ts.Eta, NoBias: ts.NoBias, Order: ts.Order, Seed: ts.Seed}
}

// ParseReal reads a finite number; it accepts the Unicode minus sign.
func ParseReal(s string) (float64, error) {
	s = strings.ReplaceAll(strings.TrimSpace(s), "−", "-")
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, fmt.Errorf(tr("%q is not a number"), s)
	}
	return v, nil
}

// ParseVector reads d numbers separated by commas or spaces, optionally in
// parentheses: "(1, −2)".
func ParseVector(s string, d int) ([]float64, error) {
	s = strings.Trim(strings.TrimSpace(s), "()")
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '，' })
	if len(fields) != d {
		return nil, fmt.Errorf(tr("want %d numbers, got %d"), d, len(fields))
	}
	v := make([]float64, d)
	for i, f := range fields {
		x, err := ParseReal(f)
		if err != nil {
			return nil, err
		}
		v[i] = x
	}
	return v, nil
}

// equal reports whether ts and o are the same settings.
func (ts TrainSettings) Equal(o TrainSettings) bool {
	return ts.Form == o.Form && ts.Eta == o.Eta && ts.Order == o.Order && ts.Seed == o.Seed &&
		slices.Equal(ts.W0, o.W0) && ts.B0 == o.B0 && ts.NoBias == o.NoBias &&
		ts.KernelName == o.KernelName && ts.Sigma == o.Sigma && ts.KernelDegree == o.KernelDegree && ts.K == o.K && ts.P == o.P
}

// kernel returns the kernel of the Kernel form.
func (ts TrainSettings) Kernel() (numeric.Kernel, error) {
	return numeric.ParseKernel(ts.KernelName, ts.KernelDegree, 1, ts.Sigma)
}

// Linear reports whether the form has a weight vector w in the input space.
func (f Form) Linear() bool { m := f.Method(); return m.Trains && !m.Kernel }
