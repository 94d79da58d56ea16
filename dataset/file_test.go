package dataset

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func sameBits(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) }

// awkwardSet returns a set full of numbers that are hard to print exactly:
// random bit patterns, subnormals, −0, and the extremes of float64.
func awkwardSet(n, d int, seed uint64) *Set {
	r := rand.New(rand.NewPCG(seed, 1))
	special := []float64{0, math.Copysign(0, -1), math.SmallestNonzeroFloat64, -math.MaxFloat64, 0.1, 1.0 / 3, 1e21, 5e-324}
	s := &Set{D: d}
	x := make([]float64, d)
	for i := range n {
		for j := range x {
			v := math.Float64frombits(r.Uint64())
			if math.IsNaN(v) || math.IsInf(v, 0) || r.IntN(4) == 0 {
				v = special[r.IntN(len(special))]
			}
			x[j] = v
		}
		s.Add(x, float64(1-2*(i%2)))
	}
	return s
}

// TestRoundTrip writes and reads sets through CSV, JSON and files, and wants
// the very same bits back.
func TestRoundTrip(t *testing.T) {
	dir := t.TempDir()
	for seed := range uint64(20) {
		s := awkwardSet(50, 1+int(seed%4), seed)
		var buf bytes.Buffer
		if err := WriteCSV(&buf, s); err != nil {
			t.Fatal(err)
		}
		back, err := ReadCSV(&buf, "mem.csv")
		if err != nil || !sameSet(back, s) {
			t.Fatalf("seed %d: CSV round trip: err %v", seed, err)
		}
		for _, name := range []string{"s.csv", "s.json"} {
			path := filepath.Join(dir, name)
			if err := SaveFile(path, s); err != nil {
				t.Fatal(err)
			}
			back, err := LoadFile(path)
			if err != nil || !sameSet(back, s) {
				t.Fatalf("seed %d: %s round trip: err %v", seed, name, err)
			}
		}
	}
}

// TestSaveCSVAtomic checks that saving leaves no temporary file and keeps
// the old file when writing fails.
func TestSaveCSVAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "p.csv")
	if err := SaveCSV(path, LiHang21()); err != nil {
		t.Fatal(err)
	}
	bad := &Set{D: 1, X: []float64{1}, Y: []float64{2}} // label 2: WriteCSV refuses
	if err := SaveCSV(path, bad); err == nil {
		t.Fatal("SaveCSV accepted label 2")
	}
	got, err := LoadFile(path)
	if err != nil || !sameSet(got, LiHang21()) {
		t.Errorf("old file damaged: %v", err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("directory holds %d entries, want only p.csv", len(entries))
	}
}

func TestLoadFileErrors(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name, text, want string
	}{
		{"bad.csv", "3,3,1\n3,x,5\n", `bad.csv:2: column 2: "x" is not a number`},
		{"syntax.json", "{\"d\": 2,\n \"points\": [}\n", "syntax.json:2: not valid JSON: invalid character"},
		{"label.json", `{"d":2,"points":[{"x":[3,3],"y":1},{"x":[1,1],"y":null}]}`, `label.json: point 2: field "y" must be a number, got null`},
		{"dim.json", `{"d":2,"points":[{"x":[3],"y":1}]}`, "dim.json: point 1: x has 1 values, want d = 2"},
		{"empty.json", `{"d":2,"points":[]}`, "empty.json: no points"},
		{"type.json", `{"d":2,"points":[{"x":"a","y":1}]}`, `type.json: point 1: field "x" must be a list of numbers`},
	}
	for _, tc := range tests {
		path := filepath.Join(dir, tc.name)
		if err := os.WriteFile(path, []byte(tc.text), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := LoadFile(path)
		if err == nil || !strings.HasPrefix(err.Error(), filepath.Join(dir, tc.want)) {
			t.Errorf("%s: got %v, want %q", tc.name, err, tc.want)
		}
	}
	if _, err := LoadFile(filepath.Join(dir, "missing.csv")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: got %v, want ErrNotExist", err)
	}
}

func TestJSONForm(t *testing.T) {
	b, err := LiHang21().MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"d":2,"points":[{"x":[3,3],"y":1},{"x":[4,3],"y":1},{"x":[1,1],"y":-1}]}`
	if string(b) != want {
		t.Errorf("got %s, want %s", b, want)
	}
	var s Set
	if err := s.UnmarshalJSON([]byte(`{"points":[{"x":[1],"y":1}]}`)); err != nil || s.D != 1 {
		t.Errorf("d not inferred: D=%d err=%v", s.D, err)
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		s    *Set
		want string
	}{
		{LiHang21(), ""},
		{&Set{}, "dimension must be at least 1"},
		{&Set{D: 2, X: []float64{1}, Y: []float64{1}}, "1 coordinates do not make 1 points"},
		{&Set{D: 1, X: []float64{math.NaN()}, Y: []float64{1}}, "point 1: x1 = NaN is not a finite number"},
		{&Set{D: 1, X: []float64{1}, Y: []float64{0.5}}, "point 1: label must be +1 or -1, got 0.5"},
	}
	for _, tc := range tests {
		err := tc.s.Validate()
		if got := fmt.Sprint(err); tc.want == "" && err != nil || tc.want != "" && !strings.Contains(got, tc.want) {
			t.Errorf("Validate(%v) = %v, want %q", tc.s, err, tc.want)
		}
	}
}
