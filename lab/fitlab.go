package lab

import (
	"errors"
	"math"
	"slices"

	"perceptronlab/algo/selection"
	"perceptronlab/dataset"
)

// The curve-fitting lab of Li Hang §1.4.2 and PRML §1.1: points (x, t),
// some held out as test points, a polynomial of degree M fitted with
// penalty λ by (1.19), its errors, cross-validation stepped fold by fold
// and resampling. It knows nothing of Fyne; the window (ui/fit*.go) draws
// it and the tests drive it directly.

// Bounds of the curve-fitting lab's controls.
const (
	// FitMaxM is the largest degree the sweeps of E_RMS against M and
	// the cross-validation over M try: beyond the ten points' 9, so that
	// the minimum-norm fit shows. It is their display range; M itself
	// goes to param.M's one limit (the slider, links, files).
	FitMaxM = 12
	// FitMinLnLambda is the ln λ slider's left end, which stands for λ = 0.
	FitMinLnLambda = -40.0
	// FitMaxLnLambda is the ln λ slider's right end.
	FitMaxLnLambda = 0.0
	// FitMaxPoints bounds the points a lab holds, so that a refit while a
	// point is dragged stays within a frame.
	FitMaxPoints = 5000
	// FitResamples is how many data sets Resample draws.
	FitResamples = 20
)

// FitPoint is one point (x, t); Test keeps it out of the fit, to measure
// the test error.
type FitPoint struct {
	X, T float64
	Test bool
}

// FitGen is the generator of PRML §1.1: N training points tᵢ = sin(2πxᵢ)
// + ε with ε ~ N(0, σ²) from Seed, and NTest test points made the same way
// from the next seed.
type FitGen struct {
	N, NTest int
	Sigma    float64
	Seed     uint64
}

// DefaultFitGen is Bishop's setting: ten points, σ = 0.3, and a test set.
func DefaultFitGen() FitGen { return FitGen{N: 10, NTest: 20, Sigma: 0.3, Seed: 1} }

// FitLab is the state of the curve-fitting window.
type FitLab struct {
	// Points holds the training and test points in the order placed.
	Points []FitPoint
	// Gen is the generator's setting (resampling uses it); Truth reports
	// that the points are still the generator's, unedited.
	Gen   FitGen
	Truth bool
	// Name names the data: an example, a file or the generator's spec;
	// "" once the points are edited.
	Name string
	// M is the degree and LnLambda is ln λ; LnLambda ≤ FitMinLnLambda
	// stands for λ = 0.
	M        int
	LnLambda float64
	// ShowTruth and ShowResiduals toggle the true curve and the residuals.
	ShowTruth, ShowResiduals bool
	// CV is the cross-validation setting and Step its stepper.
	CV   CVSetting
	Step CVStepper
}

// NewFitLab returns a lab holding the default generator's points, M = 3,
// λ = 0, the true curve shown.
func NewFitLab() *FitLab {
	l := &FitLab{M: 3, LnLambda: FitMinLnLambda, ShowTruth: true, CV: DefaultCVSetting()}
	l.Generate(DefaultFitGen())
	return l
}

// Lambda returns λ: 0 at the slider's left end, e^LnLambda elsewhere.
func (l *FitLab) Lambda() float64 {
	if l.LnLambda <= FitMinLnLambda {
		return 0
	}
	return math.Exp(l.LnLambda)
}

// Generate replaces the points with g's.
func (l *FitLab) Generate(g FitGen) {
	train := dataset.Sin(g.N, g.Sigma, g.Seed)
	l.Points = l.Points[:0]
	for i := range train.X {
		l.Points = append(l.Points, FitPoint{X: train.X[i], T: train.T[i]})
	}
	if g.NTest > 0 {
		test := dataset.Sin(g.NTest, g.Sigma, g.Seed+1)
		for i := range test.X {
			l.Points = append(l.Points, FitPoint{X: test.X[i], T: test.T[i], Test: true})
		}
	}
	l.Gen, l.Truth, l.Name = g, true, train.Name
	l.Step = CVStepper{}
}

// Load replaces the points with r's training points (and test's, when not
// nil, as test points).
func (l *FitLab) Load(r, test *dataset.RegressionSet) {
	l.Points = l.Points[:0]
	for i := range r.X {
		l.Points = append(l.Points, FitPoint{X: r.X[i], T: r.T[i]})
	}
	if test != nil {
		for i := range test.X {
			l.Points = append(l.Points, FitPoint{X: test.X[i], T: test.T[i], Test: true})
		}
	}
	l.Truth, l.Name = false, r.Name
	l.Step = CVStepper{}
}

// ErrTooManyPoints is returned by Add when the lab is full.
var ErrTooManyPoints = errors.New("too many points")

// Add places a point.
func (l *FitLab) Add(p FitPoint) error {
	if len(l.Points) >= FitMaxPoints {
		return ErrTooManyPoints
	}
	l.Points = append(l.Points, p)
	l.edited()
	return nil
}

// Move moves point i to (x, t).
func (l *FitLab) Move(i int, x, t float64) {
	if i < 0 || i >= len(l.Points) {
		return
	}
	l.Points[i].X, l.Points[i].T = x, t
	l.edited()
}

// Delete removes point i.
func (l *FitLab) Delete(i int) {
	if i < 0 || i >= len(l.Points) {
		return
	}
	l.Points = slices.Delete(l.Points, i, i+1)
	l.edited()
}

// ToggleTest makes point i a test point, or a training point again.
func (l *FitLab) ToggleTest(i int) {
	if i >= 0 && i < len(l.Points) {
		l.Points[i].Test = !l.Points[i].Test
		l.edited()
	}
}

// edited forgets what no longer holds after an edit of the points: that
// they are the generator's or an example's (a link must now carry them)
// and the stepper.
func (l *FitLab) edited() {
	l.Truth, l.Name = false, ""
	l.Step = CVStepper{}
}

// Train returns the training points' x and t, and the indices into Points
// they came from.
func (l *FitLab) Train() (x, t []float64, idx []int) { return l.part(false) }

// Test returns the test points' x and t, and their indices into Points.
func (l *FitLab) Test() (x, t []float64, idx []int) { return l.part(true) }

func (l *FitLab) part(test bool) (x, t []float64, idx []int) {
	for i, p := range l.Points {
		if p.Test == test {
			x, t, idx = append(x, p.X), append(t, p.T), append(idx, i)
		}
	}
	return x, t, idx
}

// FitResult is the current fit with its errors; TestRMSE is NaN without
// test points.
type FitResult struct {
	Poly                *selection.Poly
	TrainRMSE, TestRMSE float64
}

// Fit fits degree M with the current λ to the training points.
func (l *FitLab) Fit() (FitResult, error) { return l.FitAt(l.M, l.Lambda()) }

// FitAt fits degree m with penalty lambda to the training points.
func (l *FitLab) FitAt(m int, lambda float64) (FitResult, error) {
	x, t, _ := l.Train()
	p, err := selection.FitPoly(x, t, m, lambda)
	if err != nil {
		return FitResult{}, err
	}
	r := FitResult{Poly: p, TrainRMSE: p.RMSE(x, t), TestRMSE: math.NaN()}
	if tx, tt, _ := l.Test(); len(tx) > 0 {
		r.TestRMSE = p.RMSE(tx, tt)
	}
	return r, nil
}

// Truth is the curve the generator's points scatter about.
func Truth(x float64) float64 { return math.Sin(2 * math.Pi * x) }
