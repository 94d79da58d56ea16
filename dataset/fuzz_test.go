package dataset

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"
)

// FuzzJSONPoints reads JSON files (issue 13, item 13). The fuzzer picks a
// "d" of any size and a coordinate of any magnitude, by its bits, for a
// one-point file whose verdict is known: it reads, with the very same
// bits, when d is 0 or 2, and fails otherwise. It also feeds arbitrary
// text: no input panics, every error is a one-line *ParseError, no input
// allocates more than a small multiple of its size (a huge "d" allocated
// 8·d bytes before the fix), and what reads round-trips exactly.
func FuzzJSONPoints(f *testing.F) {
	for _, tc := range hostileJSON {
		f.Add(int64(2), math.Float64bits(3), []byte(tc.text))
	}
	f.Add(int64(1_000_000_000_000), math.Float64bits(-0.5), []byte(`{"d":2,"points":[{"x":[3,3],"y":1}]}`))
	f.Add(int64(1)<<62, math.Float64bits(math.MaxFloat64), []byte(nil))
	f.Add(int64(0), math.Float64bits(math.SmallestNonzeroFloat64), []byte(`{"points":[{"x":[3,3],"y":1},{"x":[1,1],"y":-1}]}`))
	f.Add(int64(-1), math.Float64bits(math.Copysign(0, -1)), []byte(`{"d":1000,"points":[]}`))
	f.Fuzz(func(t *testing.T, d int64, bits uint64, text []byte) {
		if v := math.Float64frombits(bits); !math.IsNaN(v) && !math.IsInf(v, 0) {
			fuzzOnePoint(t, d, v)
		}
		var s *Set
		var err error
		alloc := hostileAllocated(func() { s, err = ReadJSON(bytes.NewReader(text), "fuzz.json") })
		if limit := uint64(64*len(text) + 64<<10); alloc > limit {
			t.Fatalf("%d bytes allocated for %d bytes of input", alloc, len(text))
		}
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("bad error %q", err)
			}
			return
		}
		var buf bytes.Buffer
		if err := WriteJSON(&buf, s); err != nil {
			t.Fatalf("ReadJSON returned a set WriteJSON refuses: %v", err)
		}
		back, err := ReadJSON(&buf, "back.json")
		if err != nil || !sameSet(back, s) {
			t.Fatalf("round trip: err %v, got %v, want %v", err, back, s)
		}
	})
}

// fuzzOnePoint reads {"d":d,"points":[{"x":[v,v],"y":-1}]}.
func fuzzOnePoint(t *testing.T, d int64, v float64) {
	num := strconv.FormatFloat(v, 'g', -1, 64)
	doc := fmt.Sprintf(`{"d":%d,"points":[{"x":[%s,%s],"y":-1}]}`, d, num, num)
	s, err := ReadJSON(strings.NewReader(doc), "one.json")
	switch {
	case d != 0 && d != 2:
		if err == nil {
			t.Fatalf("%s: read as %v, want an error", doc, s)
		}
	case err != nil:
		t.Fatalf("%s: %v", doc, err)
	case s.D != 2 || s.Len() != 1 || !sameBits(s.X[0], v) || !sameBits(s.X[1], v) || s.Y[0] != -1:
		t.Fatalf("%s: read as %v", doc, s)
	}
}
