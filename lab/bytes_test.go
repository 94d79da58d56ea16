package lab

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"perceptronlab/dataset"
)

func TestEncodeIsWhatSaveWrites(t *testing.T) {
	s := liHangAt(t, 7)
	for _, name := range []string{"lab.json", "points.csv"} {
		path := filepath.Join(t.TempDir(), name)
		if err := s.Save(path); err != nil {
			t.Fatal(err)
		}
		want, _ := os.ReadFile(path)
		got, err := s.Encode(name)
		if err != nil || string(got) != string(want) {
			t.Errorf("Encode(%q) = %q, %v; Save wrote %q", name, got, err, want)
		}
	}
}

func TestOpenDataReadsWhatEncodeWrites(t *testing.T) {
	s := liHangAt(t, 7)
	for _, name := range []string{"lab.json", "points.csv"} {
		data, err := s.Encode(name)
		if err != nil {
			t.Fatal(err)
		}
		got := NewSession()
		if err := got.OpenData(name, data); err != nil {
			t.Fatalf("OpenData(%q): %v", name, err)
		}
		if !slices.Equal(got.Set().X, s.Set().X) || got.Path != name || got.Dirty() {
			t.Errorf("%s: points %v, path %q, dirty %v", name, got.Set().X, got.Path, got.Dirty())
		}
		if wantK := map[string]int{"lab.json": 7, "points.csv": 0}[name]; got.Training().State().K != wantK {
			t.Errorf("%s: k = %d, want %d", name, got.Training().State().K, wantK)
		}
	}
	if err := NewSession().OpenData("bad.csv", []byte("1,x,5\n")); err == nil {
		t.Error("OpenData read a coordinate x")
	}
	// One target 5 is no label: regression data, which the perceptron refuses.
	reg := NewSession()
	if err := reg.OpenData("t.csv", []byte("1,2,5\n")); err != nil || reg.Set().Task != dataset.Regression {
		t.Fatalf("t.csv: task %v, error %v; want regression", reg.Set().Task, err)
	}
	if _, err := reg.Training().Step(); err == nil {
		t.Error("the perceptron stepped on regression data")
	}
}
