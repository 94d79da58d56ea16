package dataset

import (
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// Tests for hostile files (issue 13, items 5, 10 and 12).

// hostileWide returns a CSV row of cols columns: cols−1 coordinates and a
// label.
func hostileWide(cols int) string {
	return strings.Repeat("0,", cols-1) + "1\n"
}

// hostileAllocated returns the bytes allocated while f runs.
func hostileAllocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// More than MaxDim features are refused with the count, before anything
// is allocated for them. Before the fix a row of 10⁶ columns was read,
// and analyze then ran out of memory.
func TestReadCSVTooWide(t *testing.T) {
	comment := "1,1 # " + strings.Repeat(",", 1_000_000) + "\n" + hostileWide(1_000_001)
	for _, tc := range []struct {
		name, text, want string
		// limit bounds the bytes allocated: the reader's buffer and one
		// buffer-long line, never the 2 MB rows. A long comment line is
		// read whole, and the set reserved for the file (csvParser.reserve)
		// takes up to 4 bytes per byte of input.
		limit int
	}{
		{"1001 features", hostileWide(MaxDim + 2), "points.csv:1: 1002 columns; at most 1000 features are supported", 4 * readBufSize},
		{"header", "# wide\n" + strings.Repeat("x,", MaxDim+1) + "y\n", "points.csv:2: 1002 columns; at most 1000 features are supported", 4 * readBufSize},
		{"second row", "1,2,1\n" + hostileWide(5000), "points.csv:2: 5000 columns; at most 1000 features are supported", 4 * readBufSize},
		{"10⁶ features", hostileWide(1_000_001) + hostileWide(1_000_001), "points.csv:1: 1000001 columns; at most 1000 features are supported", 4 * readBufSize},
		{"10⁶ features after a comment", comment, "points.csv:2: 1000001 columns; at most 1000 features are supported", 6 * len(comment)},
	} {
		var err error
		alloc := hostileAllocated(func() { _, err = ReadCSV(strings.NewReader(tc.text), "points.csv") })
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: got %v, want %q", tc.name, err, tc.want)
		}
		if alloc > uint64(tc.limit) {
			t.Errorf("%s: %d bytes allocated, want at most %d", tc.name, alloc, tc.limit)
		}
	}
	s, err := ReadCSV(strings.NewReader(hostileWide(MaxDim+1)), "points.csv")
	if err != nil || s.D != MaxDim {
		t.Errorf("MaxDim features: D = %v, %v", s, err)
	}
}

// hostileJSON are JSON files ReadJSON must refuse, with the message,
// which names the file, the point and the field in the file's own terms.
var hostileJSON = []struct {
	name, text, want string
}{
	{"d 10¹²", `{"d":1000000000000,"points":[{"x":[3,3],"y":1}]}`, `data.json: field "d" is 1000000000000; at most 1000 features are supported`},
	{"d 2⁶²", `{"d":4611686018427387904,"points":[{"x":[3,3],"y":1}]}`, `data.json: field "d" is 4611686018427387904; at most 1000 features are supported`},
	{"d 1e400", `{"d":1e400,"points":[]}`, `data.json: field "d" is 1e400; at most 1000 features are supported`},
	{"d negative", `{"d":-2,"points":[{"x":[3,3],"y":1}]}`, `data.json: field "d" must be a whole number from 1 to 1000, got -2`},
	{"d fraction", `{"d":2.5,"points":[{"x":[3,3],"y":1}]}`, `data.json: field "d" must be a whole number from 1 to 1000, got 2.5`},
	{"d string", `{"d":"2","points":[{"x":[3,3],"y":1}]}`, `data.json: field "d" must be a whole number from 1 to 1000, got "2"`},
	{"d vs points", `{"d":1000,"points":[{"x":[3,3],"y":1},{"x":[3,3],"y":1}]}`, `data.json: point 1: x has 2 values, want d = 1000`},
	{"not an object", `[1,2,3]`, `data.json: the file must hold a JSON object like {"d":2,"points":[{"x":[3,3],"y":1}]}`},
	{"points not a list", `{"d":2,"points":{"x":[3,3]}}`, `data.json: field "points" must be a list of points like {"x":[3,3],"y":1}`},
	{"point not an object", `{"points":[{"x":[3,3],"y":1},{"x":[1,1],"y":-1},7]}`, `data.json: point 3: must be an object like {"x":[3,3],"y":1}`},
	{"x a string", `{"points":[{"x":[3,3],"y":1},{"x":[1,1],"y":-1},{"x":"3,3","y":1}]}`, `data.json: point 3: field "x" must be a list of numbers`},
	{"x holds a string", `{"points":[{"x":[3,"3"],"y":1}]}`, `data.json: point 1: field "x" must be a list of numbers`},
	{"x holds null", `{"points":[{"x":[3,null],"y":1}]}`, `data.json: point 1: field "x" must be a list of numbers`},
	{"x out of range", `{"points":[{"x":[3,1e400],"y":1}]}`, `data.json: point 1: field "x": 1e400 is out of range for a float64`},
	{"x missing", `{"points":[{"y":1}]}`, `data.json: point 1: field "x" is missing`},
	{"x empty", `{"points":[{"x":[],"y":1}]}`, `data.json: point 1: field "x" is empty; a point needs at least one coordinate`},
	{"x too long", `{"points":[{"x":[` + strings.Repeat("0,", MaxDim) + `0],"y":1}]}`, `data.json: point 1: field "x" has 1001 numbers; at most 1000 features are supported`},
	{"y missing", `{"points":[{"x":[3,3]}]}`, `data.json: point 1: field "y" is missing`},
	{"y a string", `{"points":[{"x":[3,3],"y":"+1"}]}`, `data.json: point 1: field "y" must be a number, got "+1"`},
	{"syntax", "{\"d\":2,\n\"points\":[}", `data.json:2: not valid JSON: invalid character '}' looking for beginning of value`},
}

// Before the fix "d" was trusted: 10¹² ran out of memory, 2⁶² panicked,
// and type errors read "json: cannot unmarshal string into Go struct field
// jsonPoint.points.x of type float64".
func TestReadJSONHostile(t *testing.T) {
	for _, tc := range hostileJSON {
		var err error
		alloc := hostileAllocated(func() { _, err = ReadJSON(strings.NewReader(tc.text), "data.json") })
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: got %v\nwant %s", tc.name, err, tc.want)
		}
		if limit := uint64(64*len(tc.text) + 64<<10); alloc > limit {
			t.Errorf("%s: %d bytes allocated for %d bytes of input", tc.name, alloc, len(tc.text))
		}
	}
}

// A bare file name is written in the working directory, its temporary file
// beside it (os.CreateTemp("", …) would put it in /tmp, and the rename
// could cross file systems).
func TestWriteAtomicBareName(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	if err := SaveCSV("p.csv", LiHang21()); err != nil {
		t.Fatal(err)
	}
	if got, err := LoadFile(filepath.Join(dir, "p.csv")); err != nil || !sameSet(got, LiHang21()) {
		t.Errorf("p.csv: %v, %v", got, err)
	}
}
