package dataset

import (
	"bytes"
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// Tests of reading in chunks on several cores (issue 28).

// onCores runs f with GOMAXPROCS at least n, as on a machine of n cores.
func onCores(t *testing.T, n int) {
	old := runtime.GOMAXPROCS(max(n, runtime.GOMAXPROCS(0)))
	t.Cleanup(func() { runtime.GOMAXPROCS(old) })
}

// largeCSV returns rows of full-precision floats, more than parallelMin
// bytes, with a header and labels 0 and 1, and a line to change.
func largeCSV(header string) []byte {
	data := tableBenchData(60_000, true)
	data = bytes.ReplaceAll(data, []byte(",-1\n"), []byte(",0\n"))
	return append([]byte(header), data[bytes.IndexByte(data, '\n')+1:]...)
}

// ReadCSV reads a large input in chunks: the same set, task, labels and
// errors as line by line, which readLines does alone.
func TestReadCSVInChunks(t *testing.T) {
	onCores(t, 4)
	classes, targets := largeCSV("x1,x2,y\n"), largeCSV("a,b,t\n")
	lines := bytes.SplitAfter(classes, newline)
	bad := func(line int, row string) []byte {
		b := append([][]byte(nil), lines...)
		b[line-1] = []byte(row)
		return bytes.Join(b, nil)
	}
	for name, in := range map[string][]byte{
		"labels 0, 1": classes, "t header": targets,
		"bad number, late":  bad(59_000, "1,zz,1\n"),
		"bad columns, late": bad(40_001, "1,2\n"),
		"third label":       bad(50_000, "1,2,7\n"),
		"wide row, late":    bad(30_000, strings.Repeat("1,", MaxDim+3)+"1\n"),
	} {
		if len(in) < parallelMin {
			t.Fatalf("%s: %d bytes, too few to read in chunks", name, len(in))
		}
		got, err := ReadCSV(bytes.NewReader(in), "big.csv")
		p := &csvParser{name: "big.csv", set: &Set{}}
		want, werr := p.readLines(bytes.NewReader(in))
		if werr == nil {
			want.set.detect(want.targetHeader)
		}
		if fmt.Sprint(err) != fmt.Sprint(werr) {
			t.Errorf("%s: error %v, want %v", name, err, werr)
			continue
		}
		if err == nil && (got.Task != want.set.Task || got.Labels != want.set.Labels || !sameFloats(got.X, want.set.X) || !sameFloats(got.Y, want.set.Y)) {
			t.Errorf("%s: %v %v, %d points; want %v %v, %d", name, got.Task, got.Labels, got.Len(), want.set.Task, want.set.Labels, want.set.Len())
		}
	}
}

// Reading in chunks holds the points and a few chunks, never the whole
// input: before, ReadNumericTable read the input whole, parsed it in
// parts and joined them, allocating 2.2 bytes per byte of this input.
func TestReadNumericTableMemory(t *testing.T) {
	onCores(t, 2)
	in := tableBenchData(200_000, true) // 8.5 MB, 4.8 MB of float64
	var err error
	alloc := hostileAllocated(func() { _, _, _, err = ReadNumericTable(bytes.NewReader(in), "t.csv") })
	points := uint64(200_000 * 3 * 8)
	if limit := points*13/10 + 6<<20; err != nil || alloc > limit {
		t.Errorf("%d bytes allocated for %d bytes of float64 (%v), want at most %d", alloc, points, err, limit)
	}
}
