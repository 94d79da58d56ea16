package algo

import (
	"errors"
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/dataset"
	"perceptronlab/param"
)

// CheckSettings is the one check of a run's settings, for the trainers,
// the command line and the window alike: η finite and > 0, MaxEpochs ≥ 0
// (0 means DefaultMaxEpochs), B0 finite, and B0 = 0 when NoBias. An
// unknown Order is a programmer error and panics.
func CheckSettings(s Settings) error { return checkSettings(s) }

// checkSettings is CheckSettings, as the trainers call it.
func checkSettings(s Settings) error {
	if s.Order < Cyclic || s.Order > Random {
		panic(fmt.Sprintf("algo: unknown order %d", int(s.Order)))
	}
	switch {
	case param.Eta.Check(s.Eta) != nil:
		return &SettingsError{"Eta", param.Eta.Check(s.Eta).Error()}
	case s.MaxEpochs < 0:
		return &SettingsError{"MaxEpochs", fmt.Sprintf("maximum epochs must be ≥ 0 (0: the default %d), got %d", DefaultMaxEpochs, s.MaxEpochs)}
	case !isFinite(s.B0):
		return &SettingsError{"B0", fmt.Sprintf("start bias b0 must be finite, got %v", s.B0)}
	case s.NoBias && s.B0 != 0:
		return &SettingsError{"B0", fmt.Sprintf("start bias b0 must be 0 without a bias, got %v", s.B0)}
	}
	return nil
}

// SettingsError is a setting that CheckSettings refuses: Field names it as
// Settings spells it, so that the command line can name its flag and the
// window its field.
type SettingsError struct {
	Field, Msg string
}

// Error implements error.
func (e *SettingsError) Error() string { return e.Msg }

// checkLabels checks that there are n labels, each exactly +1 or −1, by
// the one label check (dataset.CheckLabels).
func checkLabels(y []float64, n int) error {
	if len(y) != n {
		return fmt.Errorf("%d labels for %d points", len(y), n)
	}
	return dataset.CheckLabels(y)
}

// checkAlpha0 checks a dual start: nil, or n finite values ≥ 0.
func checkAlpha0(a []float64, n int) error {
	if a == nil {
		return nil
	}
	if len(a) != n {
		return fmt.Errorf("start α0 has %d values for %d points", len(a), n)
	}
	for i, v := range a {
		if !isFinite(v) || v < 0 {
			return fmt.Errorf("start α0[%d] must be finite and ≥ 0, got %v", i, v)
		}
	}
	return nil
}

// rowMajor returns x as a contiguous row-major slice with its shape,
// copying only when x is a strided view. It checks that every value is finite.
func rowMajor(x *mat.Dense) (data []float64, n, d int, err error) {
	if x == nil || x.IsEmpty() {
		return nil, 0, 0, errors.New("no points")
	}
	data, n, d, _ = rowMajorView(x)
	for k, v := range data {
		if !isFinite(v) {
			return nil, 0, 0, fmt.Errorf("point %d: coordinate %d is %v", k/d, k%d+1, v)
		}
	}
	return data, n, d, nil
}

func isFinite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }

func allFinite(v []float64) bool {
	for _, x := range v {
		if !isFinite(x) {
			return false
		}
	}
	return true
}
