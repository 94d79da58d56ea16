package dataset

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// tumours is a file as a person writes it: comments first, a header of
// their own names, labels 0 and 1, a section comment, a note on a row and
// a comment at the end.
const tumours = `# Two features of six tumours
# source: hand-made for the test

radius,texture,diagnosis
1.5,2,0
2,1,0 # small
# malignant ones
4,4,1
5,3.25,1
# end
`

// layoutOf reads text as ReadCSV does and returns its points and layout.
func layoutOf(t *testing.T, text string) (*Set, *CSVLayout) {
	t.Helper()
	set, err := ReadCSV(strings.NewReader(text), "t.csv")
	if err != nil {
		t.Fatal(err)
	}
	l, err := ScanCSVLayout([]byte(text), set)
	if err != nil {
		t.Fatal(err)
	}
	return set, l
}

// writeLayout writes set in l and returns the text.
func writeLayout(t *testing.T, set *Set, l *CSVLayout) string {
	t.Helper()
	var b bytes.Buffer
	if err := WriteCSVLayout(&b, set, l); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestCSVLayoutUnchangedFileComesBackAsItWas(t *testing.T) {
	for _, text := range []string{
		tumours,
		strings.ReplaceAll(tumours, "\n", "\r\n"),
		"\uFEFFx,y\n1,-1\n2,1\n",
		"1,2,-1\n3,4,1 # no header\n",
		"x,t\n0,0.5\n1,0.25\n2,3\n", // regression
	} {
		set, l := layoutOf(t, text)
		if got := writeLayout(t, set, l); got != text {
			t.Errorf("wrote\n%q\nwant the file as it was\n%q", got, text)
		}
	}
}

func TestCSVLayoutAfterEdits(t *testing.T) {
	set, l := layoutOf(t, tumours)
	if strings.Join(l.Header, ",") != "radius,texture,diagnosis" || l.Labels != (Labels{Neg: 0, Pos: 1}) {
		t.Fatalf("layout: header %q, labels %+v", l.Header, l.Labels)
	}
	// Delete the row with the note (2,1,0), move (5,3.25) to (5,3) and add
	// a point of each class.
	cur := &Set{D: 2, X: []float64{1.5, 2, 4, 4, 5, 3, 6, 6, 0, 0}, Y: []float64{-1, 1, 1, 1, -1}, Labels: set.Labels}
	// The deleted row's note stays where the row was, as a line of its
	// own; (5,3) is a new row, since (5,3.25) is gone, and goes with the
	// added ones after the last kept row, before the closing comment.
	want := `# Two features of six tumours
# source: hand-made for the test

radius,texture,diagnosis
1.5,2,0
# small
# malignant ones
4,4,1
5,3,1
6,6,1
0,0,0
# end
`
	if got := writeLayout(t, cur, l); got != want {
		t.Errorf("wrote\n%s\nwant\n%s", got, want)
	}
}

func TestCSVLayoutNewRowsGoBeforeTheEndComment(t *testing.T) {
	set, l := layoutOf(t, tumours)
	cur := set.Clone()
	cur.Add([]float64{7, 7}, 1)
	got := writeLayout(t, cur, l)
	if !strings.HasSuffix(got, "5,3.25,1\n7,7,1\n# end\n") {
		t.Errorf("an added row is not before the closing comment:\n%s", got)
	}
}

func TestCSVLayoutRefusesWhatItCannotKeep(t *testing.T) {
	_, l := layoutOf(t, tumours)
	oneD := &Set{D: 1, X: []float64{1, 2}, Y: []float64{-1, 1}}
	var b bytes.Buffer
	err := WriteCSVLayout(&b, oneD, l)
	if err == nil || !strings.Contains(err.Error(), "radius,texture,diagnosis") {
		t.Errorf("a 1-D set in a 3-column layout: %v", err)
	}
	reg := &Set{D: 2, X: []float64{1, 2}, Y: []float64{0.5}, Task: Regression}
	if err := l.Fit(reg); err == nil {
		t.Error("real targets fit a file of class labels")
	}
	if b.Len() != 0 {
		t.Errorf("a refused layout wrote %q", b.String())
	}
}

func TestReadCSVLayoutStampsTheFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "t.csv")
	if err := os.WriteFile(path, []byte(tumours), 0o644); err != nil {
		t.Fatal(err)
	}
	set, err := LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	l, st, err := ReadCSVLayout(path, set)
	if err != nil || len(l.Notes) != 3 {
		t.Fatalf("layout %+v, %v", l, err)
	}
	again, err := StampFile(path)
	if err != nil || !again.Same(st) || st.Size != int64(len(tumours)) {
		t.Fatalf("stamps %+v and %+v (%v)", st, again, err)
	}
	if err := os.WriteFile(path, []byte(strings.Replace(tumours, "1.5", "1.6", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if changed, _ := StampFile(path); changed.Same(st) {
		t.Error("a file of the same size with other bytes has the same stamp")
	}
	if _, err := StampFile(t.TempDir()); err == nil {
		t.Error("a folder has a stamp")
	}
}

// FuzzCSVLayout checks that every file ReadCSV reads has a layout, and
// that the set written in it reads back as the same points, task and
// labels. The seeds are the tests' files.
func FuzzCSVLayout(f *testing.F) {
	for _, s := range []string{tumours, strings.ReplaceAll(tumours, "\n", "\r\n"), "\uFEFFx,y\n1,-1\n2,1\n",
		"1,2,-1\n3,4,1 # no header\n", "x,t\n0,0.5\n1,0.25\n2,3\n", "# a\n\n1,0\n#b\n\n2,5 #c\n  # d", "a,b\n1,2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		set, err := ReadCSV(strings.NewReader(text), "f.csv")
		if err != nil {
			return
		}
		l, err := ScanCSVLayout([]byte(text), set)
		if err != nil {
			t.Fatalf("no layout for a file ReadCSV reads: %v\n%q", err, text)
		}
		var b bytes.Buffer
		if err := WriteCSVLayout(&b, set, l); err != nil {
			t.Fatalf("%v\n%q", err, text)
		}
		back, err := ReadCSV(bytes.NewReader(b.Bytes()), "back.csv")
		if err != nil {
			t.Fatalf("the written file does not read: %v\n%q\nwrote\n%q", err, text, b.String())
		}
		if back.D != set.D || back.Task != set.Task || back.Labels != set.Labels || !slices.Equal(back.X, set.X) || !slices.Equal(back.Y, set.Y) {
			t.Fatalf("read back %+v, want %+v\n%q\nwrote\n%q", back, set, text, b.String())
		}
	})
}

// BenchmarkReadCSVLayout1e6 reads the layout and stamp of the 10⁶-row
// file of BenchmarkReadCSV1e6: the pass that opening a CSV file in the
// window adds to parsing it.
func BenchmarkReadCSVLayout1e6(b *testing.B) {
	set := Separable(1_000_000, 2, 1, 1)
	path := filepath.Join(b.TempDir(), "bench.csv")
	if err := SaveCSV(path, set); err != nil {
		b.Fatal(err)
	}
	info, _ := os.Stat(path)
	b.SetBytes(info.Size())
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := ReadCSVLayout(path, set); err != nil {
			b.Fatal(err)
		}
	}
}
