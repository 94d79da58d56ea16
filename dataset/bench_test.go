package dataset

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkReadCSV1e6 reads a 10⁶-row 2-D CSV written by WriteCSV, so the
// coordinates carry the full 15–17 significant digits of random floats.
// Target (issue 2): ≥ 100 MB/s.
func BenchmarkReadCSV1e6(b *testing.B) {
	var buf bytes.Buffer
	if err := WriteCSV(&buf, Separable(1_000_000, 2, 1, 1)); err != nil {
		b.Fatal(err)
	}
	data := buf.Bytes()
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ReadCSV(bytes.NewReader(data), "bench.csv"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkWriteCSV1e6 writes the same file.
func BenchmarkWriteCSV1e6(b *testing.B) {
	s := Separable(1_000_000, 2, 1, 1)
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		if err := WriteCSV(&buf, s); err != nil {
			b.Fatal(err)
		}
	}
	b.SetBytes(int64(buf.Len()))
}

// benchFile writes data to a file in a temporary directory.
func benchFile(b *testing.B, name string, data []byte) string {
	path := filepath.Join(b.TempDir(), name)
	if err := os.WriteFile(path, data, 0o600); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	return path
}

// BenchmarkLoadFile1e6 loads the 10⁶ points of BenchmarkReadCSV1e6 from
// a file, as train, knn, kdtree and analyze load theirs: in chunks on
// every core.
func BenchmarkLoadFile1e6(b *testing.B) {
	var buf bytes.Buffer
	if err := WriteCSV(&buf, Separable(1_000_000, 2, 1, 1)); err != nil {
		b.Fatal(err)
	}
	path := benchFile(b, "points.csv", buf.Bytes())
	for b.Loop() {
		if _, err := LoadFile(path); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOpenRegression1e6 loads 10⁶ points x,t of Sin from a file, as
// fit and cv load theirs.
func BenchmarkOpenRegression1e6(b *testing.B) {
	var buf bytes.Buffer
	if err := WriteRegression(&buf, Sin(1_000_000, 0.3, 1)); err != nil {
		b.Fatal(err)
	}
	path := benchFile(b, "xt.csv", buf.Bytes())
	for b.Loop() {
		if _, err := OpenRegression(path); err != nil {
			b.Fatal(err)
		}
	}
}
