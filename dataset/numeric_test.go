package dataset

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
)

// viaTable reads in as ReadTable, Floats and LabelFloats do, the slow way
// that ReadNumericTable must agree with.
func viaTable(in string) (x, y []float64, d int, err error) {
	tab, err := ReadTable(strings.NewReader(in), "t.csv")
	if err != nil {
		return nil, nil, 0, err
	}
	if x, err = tab.Floats(); err != nil {
		return nil, nil, 0, err
	}
	if y, err = tab.LabelFloats(); err != nil {
		return nil, nil, 0, err
	}
	return x, y, tab.Dim(), nil
}

// sameFloats reports whether a and b hold the same numbers bit for bit, so
// that -0 and 0 differ.
func sameFloats(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Float64bits(a[i]) != math.Float64bits(b[i]) {
			return false
		}
	}
	return true
}

// numericTables are numeric tables that both readers take.
var numericTables = []struct {
	name, in string
	x, y     []float64
}{
	{"header", "x1,x2,y\n1,2,1\n3,4,-1\n", []float64{1, 2, 3, 4}, []float64{1, -1}},
	{"no header", "1,2,0\n3,4,1\n", []float64{1, 2, 3, 4}, []float64{0, 1}},
	{"labels 0, 1, 2.5", "a,b\n0.5,0\n-1e3,1\n7,2.5\n", []float64{0.5, -1000, 7}, []float64{0, 1, 2.5}},
	{"comments, blanks, spaces, CRLF, BOM", "\ufeff# points\r\n\r\n  x1 , x2 ,y # names\r\n 1 ,\t2, -1\r\n\n3,4,1 # last\r\n",
		[]float64{1, 2, 3, 4}, []float64{-1, 1}},
	{"Unicode minus", "−1.5,−0,−2\n2,3,+1\n", []float64{-1.5, math.Copysign(0, -1), 2, 3}, []float64{-2, 1}},
	{"no final newline, one row", "x,y\n6.02e23,-0.25", []float64{6.02e23}, []float64{-0.25}},
	{"BOM before a header", "\ufeffp,q,r,s\n1,2,3,4\n", []float64{1, 2, 3}, []float64{4}},
	{"tiny and huge", "5e-324,1.7976931348623157e308,1e-7\n", []float64{5e-324, math.MaxFloat64}, []float64{1e-7}},
}

// TestReadNumericTable reads each table with both readers: the same
// numbers, bit for bit, and the expected ones.
func TestReadNumericTable(t *testing.T) {
	for _, tc := range numericTables {
		x, y, d, err := ReadNumericTable(strings.NewReader(tc.in), "t.csv")
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		tx, ty, td, err := viaTable(tc.in)
		if err != nil {
			t.Errorf("%s: ReadTable: %v", tc.name, err)
			continue
		}
		if d != td || !sameFloats(x, tx) || !sameFloats(y, ty) {
			t.Errorf("%s: ReadNumericTable gives d = %d, %v, %v; ReadTable gives d = %d, %v, %v", tc.name, d, x, y, td, tx, ty)
		}
		if !sameFloats(x, tc.x) || !sameFloats(y, tc.y) || d*len(y) != len(x) {
			t.Errorf("%s: got d = %d, x %v, y %v; want x %v, y %v", tc.name, d, x, y, tc.x, tc.y)
		}
	}
}

// TestReadNumericTableErrors wants a *ParseError naming the file and the
// line, for inputs that ReadTable, Floats or LabelFloats refuse too.
func TestReadNumericTableErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"x1,x2,y\n1,2,1\n\n3,abc,0\n", `t.csv:4: column 2: "abc" is not a number`},
		{"1,2,yes\n", `t.csv:1: label "yes" is not a number`},
		{"# c\n1,2,inf\n", `t.csv:2: label "inf" is not a finite number`},
		{"1,2,1e999\n", `t.csv:1: label "1e999" is out of range for a float64`},
		{"x1,,y\n1,2,3\n", "t.csv:1: column 2 is empty"},
		{"1,,3\n", `t.csv:1: column 2: empty field, want a number`},
		{"1,2,3\n4,5\n", "t.csv:2: 2 columns, expected 3 as on line 1"},
		{"x1,x2,y\n1,2\n", "t.csv:2: 2 columns, but the header on line 1 has 3"},
		{"x\n1\n", "t.csv:2: need at least 2 columns (x1,…,xd,y), got 1"},
		{"x1,x2,y\n", "t.csv: no points"},
		{"", "t.csv: no points"},
		{"sunny,weak,no\nrain,strong,no\n", `t.csv:2: column 1: "rain" is not a number`},
	} {
		_, _, _, err := ReadNumericTable(strings.NewReader(c.in), "t.csv")
		var perr *ParseError
		if !errors.As(err, &perr) || err.Error() != c.want {
			t.Errorf("%q: error %v, want the *ParseError %q", c.in, err, c.want)
		}
		if _, _, _, err := viaTable(c.in); err == nil {
			t.Errorf("%q: ReadTable, Floats and LabelFloats take it; ReadNumericTable must too", c.in)
		}
	}
}

// randomTable returns a small random input built from troublesome pieces.
func randomTable(rnd *rand.Rand) string {
	pieces := []string{"1", "-1", "2.5", "−3", "0", "-0", "1e3", "x", "y", "", " ", "\t", ",", ",", ",",
		"\n", "\n", "\r\n", "#", "inf", "nan", "\ufeff", "1,2,1\n", "3,4,0\n", "5,6,1\n"}
	var sb strings.Builder
	for range 1 + rnd.IntN(20) {
		sb.WriteString(pieces[rnd.IntN(len(pieces))])
	}
	return sb.String()
}

// TestReadNumericTableRandom checks, on many small random inputs, that
// ReadNumericTable gives points exactly when ReadTable, Floats and
// LabelFloats do, and the same ones.
func TestReadNumericTableRandom(t *testing.T) {
	rnd := rand.New(rand.NewPCG(7, 3))
	agreed := 0
	for range 20000 {
		in := randomTable(rnd)
		x, y, d, err := ReadNumericTable(strings.NewReader(in), "t.csv")
		tx, ty, td, terr := viaTable(in)
		if (err == nil) != (terr == nil) {
			t.Fatalf("%q: ReadNumericTable error %v, ReadTable way %v", in, err, terr)
		}
		if err == nil {
			agreed++
			if d != td || !sameFloats(x, tx) || !sameFloats(y, ty) {
				t.Fatalf("%q: d = %d, %v, %v; ReadTable way d = %d, %v, %v", in, d, x, y, td, tx, ty)
			}
		}
	}
	if agreed < 100 {
		t.Errorf("only %d of the random inputs were tables; the test is too weak", agreed)
	}
}

// readInChunks reads in as ReadNumericTable does on more than one core,
// in chunks of size bytes on workers goroutines, whatever in's size.
func readInChunks(in []byte, workers, size int) (*Set, error) {
	p := &csvParser{name: "t.csv", set: &Set{}, size: int64(len(in)), anyLabel: true}
	src, err := p.readChunks(newBounded(bytes.NewReader(in), false), workers, size)
	if err != nil {
		return nil, err
	}
	if p, err = p.readLines(src); err != nil {
		return nil, err
	}
	return p.set, nil
}

// TestReadInChunks reads the tables, and random inputs, in chunks of 4 to
// 67 bytes on 1 to 4 goroutines: the same points and the same error as
// readRows, which reads line by line.
func TestReadInChunks(t *testing.T) {
	rnd := rand.New(rand.NewPCG(8, 5))
	for i := range 40000 {
		in := randomTable(rnd)
		if i < len(numericTables) {
			in = numericTables[i].in
		}
		want, werr := readRows(strings.NewReader(in), "t.csv", true)
		workers, size := 1+rnd.IntN(4), 4+rnd.IntN(64)
		got, err := readInChunks([]byte(in), workers, size)
		if fmt.Sprint(err) != fmt.Sprint(werr) {
			t.Fatalf("%q in chunks of %d on %d: error %v, want %v", in, size, workers, err, werr)
		}
		if err == nil && (got.D != want.D || !sameFloats(got.X, want.X) || !sameFloats(got.Y, want.Y)) {
			t.Fatalf("%q in chunks of %d on %d: %+v, want %+v", in, size, workers, got, want)
		}
	}
}

// FuzzReadNumericTable checks on any input that ReadNumericTable gives
// points exactly when ReadTable, Floats and LabelFloats do, the same ones,
// and that parsing in chunks gives what reading line by line gives.
func FuzzReadNumericTable(f *testing.F) {
	for _, tc := range numericTables {
		f.Add(tc.in, 2)
	}
	for _, tc := range tableTests {
		f.Add(tc.in, 3)
	}
	f.Add("1,2,1\n3,4,0\n5,6,2.5\r\n#c\n7,8,1", 4)
	f.Fuzz(func(t *testing.T, in string, parts int) {
		x, y, d, err := ReadNumericTable(strings.NewReader(in), "t.csv")
		tx, ty, td, terr := viaTable(in)
		if (err == nil) != (terr == nil) && !strings.Contains(fmt.Sprint(err), "features are supported") {
			t.Fatalf("ReadNumericTable error %v, ReadTable way %v", err, terr)
		}
		if err == nil && (d != td || !sameFloats(x, tx) || !sameFloats(y, ty)) {
			t.Fatalf("d = %d, %v, %v; ReadTable way d = %d, %v, %v", d, x, y, td, tx, ty)
		}
		got, perr := readInChunks([]byte(in), 1+min(max(parts, 0), 7), 4+min(max(parts, 0), 60))
		if fmt.Sprint(perr) != fmt.Sprint(err) || err == nil && (got.D != d || !sameFloats(got.X, x) || !sameFloats(got.Y, y)) {
			t.Fatalf("in chunks: %v, %v; line by line: %v", got, perr, err)
		}
	})
}

// TestReadNumericTableLarge reads 40 000 rows, more than the size from
// which the input is parsed in chunks: the points of ReadTable, and an
// error in the last part with its line.
func TestReadNumericTableLarge(t *testing.T) {
	data := tableBenchData(40_000, true)
	if len(data) < parallelMin {
		t.Fatalf("%d bytes: too few to parse in chunks", len(data))
	}
	x, y, d, err := ReadNumericTable(bytes.NewReader(data), "t.csv")
	tx, ty, td, terr := viaTable(string(data))
	if err != nil || terr != nil || d != td || !sameFloats(x, tx) || !sameFloats(y, ty) {
		t.Errorf("%d rows, d = %d, %v; ReadTable way %d rows, d = %d, %v", len(y), d, err, len(ty), td, terr)
	}
	// A size that is wrong (the file grew or shrank) and a read error.
	for _, size := range []int64{int64(len(data)) / 2, 2 * int64(len(data))} {
		p := &csvParser{name: "t.csv", set: &Set{}, size: size, anyLabel: true}
		src, err := p.readChunks(bytes.NewReader(data), 3, 1<<16)
		if err == nil {
			p, err = p.readLines(src)
		}
		if err != nil || !sameFloats(p.set.X, x) || !sameFloats(p.set.Y, y) {
			t.Errorf("size %d of %d: %v, or other points", size, len(data), err)
		}
	}
	errDisk := errors.New("disk on fire")
	_, err = readRows(io.MultiReader(bytes.NewReader(data[:1000]), iotest.ErrReader(errDisk)), "t.csv", true)
	if !errors.Is(err, errDisk) || err.Error() != "t.csv: disk on fire" {
		t.Errorf("read error: %v", err)
	}
	_, err = readInChunks(append(data[:1<<16:1<<16], data[1<<16:]...), 2, 1000)
	if err != nil {
		t.Errorf("in chunks: %v", err)
	}
	p := &csvParser{name: "t.csv", set: &Set{}, size: int64(len(data)), anyLabel: true}
	_, err = p.readChunks(io.MultiReader(bytes.NewReader(data[:5000]), iotest.ErrReader(errDisk)), 2, 1000)
	if err == nil {
		_, err = p.readLines(errReader{errDisk})
	}
	if !errors.Is(err, errDisk) || err.Error() != "t.csv: disk on fire" {
		t.Errorf("read error in chunks: %v", err)
	}
	lines := bytes.SplitAfter(data, []byte("\n"))
	for _, line := range []int{100, 39_001} { // in the head, in the last part
		bad := slices.Clone(lines)
		bad[line-1] = []byte("1,zz,1\n")
		_, _, _, err = ReadNumericTable(bytes.NewReader(bytes.Join(bad, nil)), "t.csv")
		if want := fmt.Sprintf(`t.csv:%d: column 2: "zz" is not a number`, line); fmt.Sprint(err) != want {
			t.Errorf("error %v, want %s", err, want)
		}
	}
}

// BenchmarkReadNumericTable1e6 reads the 10⁶ 2-D rows that
// BenchmarkReadTable1e6/floats reads: line by line, and in chunks on every
// core (GOMAXPROCS), as ReadNumericTable does on more than one core.
func BenchmarkReadNumericTable1e6(b *testing.B) {
	data := tableBenchData(1_000_000, true)
	for _, parts := range []int{0, runtime.GOMAXPROCS(0)} {
		b.Run(map[bool]string{false: "lines", true: "chunks"}[parts > 0], func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				var err error
				if parts > 0 {
					_, err = readRows(bytes.NewReader(data), "bench.csv", true)
				} else {
					p := &csvParser{name: "bench.csv", set: &Set{}, size: int64(len(data)), anyLabel: true}
					_, err = p.readLines(bytes.NewReader(data))
				}
				if err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
