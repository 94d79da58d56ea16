package dataset

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// goodFiles are files ReadCSV must accept, with the set each one holds.
var goodFiles = []struct {
	name, text string
	want       *Set
}{
	{"plain", "3,3,1\n4,3,1\n1,1,-1\n", LiHang21()},
	{"header and comments", "# Li Hang, Example 2.1\nx1,x2,y\n3,3,+1 # x1\n4,3,1\n\n1,1,-1\n", LiHang21()},
	{"CRLF and spaces", "x1, x2, y\r\n 3 ,\t3, 1\r\n4,3,1\r\n1,1,-1", LiHang21()},
	{"BOM", "\uFEFFx1,x2,y\n3,3,1\n4,3,1\n1,1,-1\n", LiHang21()},
	{"label spellings", "1,1.0\n2,+1e0\n3,-1.0\n4,−1\n", Bias1D()},
	{"unicode minus in x", "−2,1\n", &Set{D: 1, X: []float64{-2}, Y: []float64{1}}},
	{"one point", "0.5,-0.25,1e-3,1", &Set{D: 3, X: []float64{0.5, -0.25, 1e-3}, Y: []float64{1}}},
}

// badFiles are files ReadCSV must reject, with the line and a piece of the
// cause the error must show.
var badFiles = []struct {
	name, text string
	line       int
	cause      string
}{
	{"empty", "", 0, "no points"},
	{"only comments", "# nothing\n\n   \n", 0, "no points"},
	{"only header", "x1,x2,y\n", 0, "no points"},
	{"non-number", "3,3,1\n4,x,1\n", 2, `column 2: "x" is not a number`},
	{"empty field", "3,,1\n", 1, "column 2: empty field"},
	{"NaN", "# c\n3,NaN,1\n", 2, `"NaN" is not a finite number`},
	{"Inf", "inf,3,1\n", 1, `"inf" is not a finite number`},
	{"out of range", "1e999,3,1\n", 1, "out of range"},
	{"label word", "3,3,yes\n", 1, `label "yes" is not a number`},
	{"one column", "1\n", 1, "need at least 2 columns"},
	{"mixed dimensions", "x,y,z\n3,3,1\n4,3,1\n1,1,1,-1\n", 4, "4 columns, expected 3 as on line 2"},
	{"header mismatch", "x1,y\n3,3,1\n", 2, "3 columns, but the header on line 1 has 2"},
	{"half a header", "x1,3,y\n", 1, `column 1: "x1" is not a number`},
	{"CRLF line count", "3,3,1\r\n\r\n4,3,q\r\n", 3, `label "q" is not a number`},
}

func TestReadCSVGood(t *testing.T) {
	for _, tc := range goodFiles {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ReadCSV(strings.NewReader(tc.text), "f.csv")
			if err != nil {
				t.Fatalf("ReadCSV: %v", err)
			}
			if !sameSet(got, tc.want) {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}

func TestReadCSVBad(t *testing.T) {
	for _, tc := range badFiles {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadCSV(strings.NewReader(tc.text), "points.csv")
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("got error %v, want a *ParseError", err)
			}
			if pe.File != "points.csv" || pe.Line != tc.line {
				t.Errorf("error at %s:%d, want points.csv:%d", pe.File, pe.Line, tc.line)
			}
			if !strings.Contains(err.Error(), tc.cause) {
				t.Errorf("error %q does not say %q", err, tc.cause)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("error %q spans lines", err)
			}
		})
	}
}

func TestParseErrorFormat(t *testing.T) {
	tests := []struct {
		err  *ParseError
		want string
	}{
		{&ParseError{"points.csv", 12, errors.New("label must be +1 or -1, got 2")}, "points.csv:12: label must be +1 or -1, got 2"},
		{&ParseError{"a.csv", 0, ErrNoPoints}, "a.csv: no points"},
	}
	for _, tc := range tests {
		if got := tc.err.Error(); got != tc.want {
			t.Errorf("Error() = %q, want %q", got, tc.want)
		}
	}
	if !errors.Is(tests[1].err, ErrNoPoints) {
		t.Error("errors.Is(err, ErrNoPoints) is false")
	}
}

// TestReadCSVLongLine checks a line longer than the reader's buffer: MaxDim
// fields padded with spaces.
func TestReadCSVLongLine(t *testing.T) {
	const d = MaxDim
	pad := strings.Repeat(" ", 300) // 1000 × 304 bytes is 304 kB, more than readBufSize
	text := strings.Repeat(pad+"0.5,", d) + "1\n" + strings.Repeat(pad+"0.25,", d) + "-1\n"
	s, err := ReadCSV(strings.NewReader(text), "wide.csv")
	if err != nil {
		t.Fatal(err)
	}
	if s.D != d || s.Len() != 2 || s.X[d-1] != 0.5 || s.X[d] != 0.25 {
		t.Errorf("got D=%d N=%d, want D=%d N=2", s.D, s.Len(), d)
	}
}

// FuzzReadCSV checks that no input panics, that every error is a one-line
// *ParseError, and that whatever reads also round-trips exactly.
func FuzzReadCSV(f *testing.F) {
	for _, tc := range goodFiles {
		f.Add([]byte(tc.text))
	}
	for _, tc := range badFiles {
		f.Add([]byte(tc.text))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ReadCSV(bytes.NewReader(data), "fuzz.csv")
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("bad error %q", err)
			}
			return
		}
		if err := s.Validate(); err != nil {
			t.Fatalf("ReadCSV returned an invalid set: %v", err)
		}
		var buf bytes.Buffer
		if err := WriteCSV(&buf, s); err != nil {
			t.Fatal(err)
		}
		back, err := ReadCSV(&buf, "back.csv")
		if err != nil || !sameSet(back, s) {
			t.Fatalf("round trip: err %v, got %v, want %v", err, back, s)
		}
	})
}

// sameSet reports whether a and b hold bit-for-bit the same numbers
// (so that −0 and 0 differ).
func sameSet(a, b *Set) bool {
	if a.D != b.D || len(a.X) != len(b.X) || len(a.Y) != len(b.Y) {
		return false
	}
	for i := range a.X {
		if !sameBits(a.X[i], b.X[i]) {
			return false
		}
	}
	for i := range a.Y {
		if a.Y[i] != b.Y[i] {
			return false
		}
	}
	return true
}
