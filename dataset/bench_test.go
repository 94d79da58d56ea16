package dataset

import (
	"bytes"
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
