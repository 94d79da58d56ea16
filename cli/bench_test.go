package cli

import (
	"io"
	"path/filepath"
	"testing"

	"perceptronlab/dataset"
)

// BenchmarkTrainCLI1e6 runs "train --json" end to end on a 10⁶-point 2-D
// separable CSV: loading, training, margin, R and output, as the
// scikit-learn comparison (scripts/bench_sklearn.sh) times it.
func BenchmarkTrainCLI1e6(b *testing.B) {
	path := filepath.Join(b.TempDir(), "points.csv")
	if err := dataset.SaveCSV(path, dataset.Separable(1_000_000, 2, 0.1, 1)); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if code := Run([]string{"train", "--json", path}, io.Discard, io.Discard); code != 0 {
			b.Fatal("train failed")
		}
	}
}
