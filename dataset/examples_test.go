package dataset

import (
	"testing"

	"perceptronlab/assets"
)

// TestEmbeddedExamples checks that the shipped files read and hold the same
// points as the generators the GUI uses.
func TestEmbeddedExamples(t *testing.T) {
	for name, want := range map[string]*Set{
		"examples/lihang21.csv": LiHang21(),
		"examples/bias1d.csv":   Bias1D(),
		"examples/xor.csv":      XOR(),
	} {
		f, err := assets.Examples.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		got, err := ReadCSV(f, name)
		f.Close()
		if err != nil || !sameSet(got, want) {
			t.Errorf("%s: got %v (err %v), want %v", name, got, err, want)
		}
	}
}
