package dataset

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
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

// wide encodes ASCII s as UTF-16 or UTF-32, little- or big-endian, with
// a byte-order mark or without.
func wide(s string, size int, big, bom bool) []byte {
	var out []byte
	if bom {
		s = "\ufeff" + s
	}
	for _, r := range s {
		unit := make([]byte, size)
		if big {
			unit[size-1], unit[size-2] = byte(r), byte(r>>8)
		} else {
			unit[0], unit[1] = byte(r), byte(r>>8)
		}
		out = append(out, unit...)
	}
	return out
}

// A UTF-16 or UTF-32 file is refused in one line that says so, by every
// reader. Before, ReadCSV said `"\x000\x00" is not a number`.
func TestWideEncodings(t *testing.T) {
	const csv = "x1,x2,y\n3,3,1\n1,1,-1\n"
	const json = `{"d":2,"points":[{"x":[3,3],"y":1},{"x":[1,1],"y":-1}]}`
	for _, size := range []int{2, 4} {
		for _, big := range []bool{false, true} {
			for _, bom := range []bool{false, true} {
				want := fmt.Sprintf("in.csv: the file is UTF-%d text; save it as UTF-8 and load it again", 8*size)
				for name, read := range readers {
					in := csv
					if name == "ReadJSON" {
						in = json
					}
					if err := read(bytes.NewReader(wide(in, size, big, bom))); fmt.Sprint(err) != want {
						t.Errorf("%s, UTF-%d big-endian %v, BOM %v: %v", name, 8*size, big, bom, err)
					}
				}
			}
		}
	}
	big := wide(strings.Repeat("0.25,0.5,1\n", 200_000), 2, false, true)
	if _, err := ReadCSV(bytes.NewReader(big), "in.csv"); err == nil || !strings.Contains(err.Error(), "UTF-16") {
		t.Errorf("a large UTF-16 file: %v", err)
	}
	path := filepath.Join(t.TempDir(), "s.json")
	if err := os.WriteFile(path, wide(json, 2, false, true), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadWhole(path); err == nil || err.Error() != path+": the file is UTF-16 text; save it as UTF-8 and load it again" {
		t.Errorf("ReadWhole: %v", err)
	}
	// UTF-8 text, with or without a byte-order mark, and Chinese in a
	// header, are not taken for UTF-16.
	for _, in := range []string{csv, "\ufeff" + csv, "横,纵,类\n3,3,1\n1,1,-1\n"} {
		if _, err := ReadCSV(strings.NewReader(in), "in.csv"); err != nil {
			t.Errorf("%q: %v", in, err)
		}
	}
}
