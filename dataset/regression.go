package dataset

import (
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
)

// RegressionSet is a data set of points (xᵢ, tᵢ) with real targets, the input
// of curve fitting (Li Hang §1.4.2, PRML §1.1).
type RegressionSet struct {
	// Name is the file name, or the generator's spec, used in messages.
	Name string
	// X and T hold the inputs and the targets.
	X, T []float64
	// Sigma is the noise's standard deviation when the set came from Sin,
	// whose truth is sin(2πx); it is negative for a set read from a file.
	Sigma float64
}

// Len returns the number of points.
func (r *RegressionSet) Len() int { return len(r.X) }

// Generated reports whether the set came from Sin, so that its truth
// sin(2πx) is known.
func (r *RegressionSet) Generated() bool { return r.Sigma >= 0 }

// ReadRegression reads rows x,t with any finite t (a header row such as
// "x,t", comments and the other conveniences of ReadCSV are fine). It
// refuses a file with more than one input column and a classification
// file, whose every target is +1 or −1, with one line naming the file.
func ReadRegression(r io.Reader, name string) (*RegressionSet, error) {
	x, t, d, err := ReadNumericTable(r, name)
	if err != nil {
		return nil, err
	}
	if d != 1 {
		return nil, &ParseError{File: name, Err: fmt.Errorf("%d columns, want two, x,t (one input and its real target)", d+1)}
	}
	if allLabels(t) {
		return nil, &ParseError{File: name, Err: errors.New("every target is +1 or -1: a classification file, want x,t with real targets t")}
	}
	return &RegressionSet{Name: name, X: x, T: t, Sigma: -1}, nil
}

// allLabels reports whether every t is ±1.
func allLabels(t []float64) bool {
	for _, v := range t {
		if v != 1 && v != -1 {
			return false
		}
	}
	return true
}

// SinPrefix starts a generator spec, "sin:N[:σ[:seed]]", which
// OpenRegression reads as Sin(N, σ, seed) in place of a file.
const SinPrefix = "sin:"

// MaxGenerated bounds N in a generator spec.
const MaxGenerated = 1_000_000

// OpenRegression reads the regression file at path, or, when path is a
// spec "sin:N[:σ[:seed]]" (σ 0.3 and seed 1 by default), generates it.
func OpenRegression(path string) (*RegressionSet, error) {
	return OpenRegressionWaiting(path, nil)
}

// OpenRegressionWaiting is OpenRegression that says to waiting when the
// file gives nothing for a while, as LoadFileWaiting does (see OpenData).
func OpenRegressionWaiting(path string, waiting io.Writer) (*RegressionSet, error) {
	if spec, ok := strings.CutPrefix(path, SinPrefix); ok {
		if _, err := os.Stat(path); err != nil {
			return parseSin(path, spec)
		}
	}
	f, err := OpenData(path, waiting)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadRegression(f, path)
}

// parseSin reads "N[:σ[:seed]]".
func parseSin(name, spec string) (*RegressionSet, error) {
	parts := strings.Split(spec, ":")
	bad := func(what string) error {
		return fmt.Errorf("%s: %s; want sin:N[:σ[:seed]], e.g. sin:10:0.3:1", name, what)
	}
	if len(parts) > 3 {
		return nil, bad("too many fields")
	}
	n, err := strconv.Atoi(parts[0])
	if err != nil || n < 1 || n > MaxGenerated {
		return nil, bad(fmt.Sprintf("N must be a whole number in 1…%d", MaxGenerated))
	}
	sigma, seed := 0.3, uint64(1)
	if len(parts) > 1 {
		if sigma, err = strconv.ParseFloat(parts[1], 64); err != nil || !(sigma >= 0) || math.IsInf(sigma, 0) {
			return nil, bad("σ must be a number ≥ 0")
		}
	}
	if len(parts) > 2 {
		if seed, err = strconv.ParseUint(parts[2], 10, 64); err != nil {
			return nil, bad("the seed must be a whole number ≥ 0")
		}
	}
	r := Sin(n, sigma, seed)
	r.Name = name
	return r, nil
}

// Sin returns N points of PRML §1.1 and Li Hang §1.4.2: xᵢ evenly spaced
// on [0, 1] (xᵢ = i/(N−1); 0 for N = 1) and tᵢ = sin(2πxᵢ) + ε, ε normal
// with mean 0 and standard deviation σ, from the seed alone.
func Sin(n int, sigma float64, seed uint64) *RegressionSet {
	r := newRand(seed)
	s := &RegressionSet{Name: fmt.Sprintf("%s%d:%g:%d", SinPrefix, n, sigma, seed), X: make([]float64, n), T: make([]float64, n), Sigma: sigma}
	for i := range n {
		if n > 1 {
			s.X[i] = float64(i) / float64(n-1)
		}
		s.T[i] = math.Sin(2*math.Pi*s.X[i]) + sigma*r.NormFloat64()
	}
	return s
}

// WriteRegression writes r as CSV rows x,t under a header "x,t", each
// number in the shortest form that reads back exactly.
func WriteRegression(w io.Writer, r *RegressionSet) error {
	var b strings.Builder
	b.WriteString("x,t\n")
	for i := range r.X {
		b.WriteString(strconv.FormatFloat(r.X[i], 'g', -1, 64))
		b.WriteByte(',')
		b.WriteString(strconv.FormatFloat(r.T[i], 'g', -1, 64))
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}
