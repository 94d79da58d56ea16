package perceptron

import (
	"fmt"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/numeric"
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
	case param.MaxEpochs.CheckInt(s.MaxEpochs) != nil:
		return &SettingsError{"MaxEpochs", param.MaxEpochs.CheckInt(s.MaxEpochs).Error()}
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

// The chapter's files share these short names for the checks in package
// numeric.

func checkLabels(y []float64, n int) error { return numeric.CheckLabels(y, n) }

func rowMajor(x *mat.Dense) (data []float64, n, d int, err error) { return numeric.RowMajor(x) }

func isFinite(v float64) bool { return numeric.IsFinite(v) }

func allFinite(v []float64) bool { return numeric.AllFinite(v) }
