package dataset

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"perceptronlab/assets"
)

// tableTests are parsed tables and the errors of bad ones. FuzzReadTable
// starts from the same inputs.
var tableTests = []struct {
	name, in   string
	header     []string // nil: not checked
	headerLine int
	rows       [][]string
	labels     []string
	err        string // the whole error, "" for none
}{
	{name: "book header", in: "x1,x2,y\n1,S,-1\n2,M,1\n",
		header: []string{"x1", "x2", "y"}, headerLine: 1,
		rows: [][]string{{"1", "S"}, {"2", "M"}}, labels: []string{"-1", "1"}},
	{name: "no header, numbers", in: "1,2,1\n3,4,-1\n",
		header: []string{"x1", "x2", "y"},
		rows:   [][]string{{"1", "2"}, {"3", "4"}}, labels: []string{"1", "-1"}},
	// "sunny,weak,no" is data: "no" labels a later row.
	{name: "words, no header", in: "sunny,weak,no\nrain,strong,no\novercast,weak,yes\n",
		header: []string{"x1", "x2", "y"},
		rows:   [][]string{{"sunny", "weak"}, {"rain", "strong"}, {"overcast", "weak"}}, labels: []string{"no", "no", "yes"}},
	{name: "words, header", in: "outlook,wind,play\nsunny,weak,no\nrain,strong,yes\n",
		header: []string{"outlook", "wind", "play"}, headerLine: 1,
		rows: [][]string{{"sunny", "weak"}, {"rain", "strong"}}, labels: []string{"no", "yes"}},
	// A number in the first row makes it data even with a new label.
	{name: "number in first row", in: "a,1,c\nb,2,d\n",
		rows: [][]string{{"a", "1"}, {"b", "2"}}, labels: []string{"c", "d"}},
	{name: "comments, blanks, spaces, CRLF, BOM", in: "\ufeff# Table\r\n\r\n  x1 , x2 ,y # names\r\n 1 ,\tS, -1\r\n\n2,M,1 # last\r\n",
		header: []string{"x1", "x2", "y"}, headerLine: 3,
		rows: [][]string{{"1", "S"}, {"2", "M"}}, labels: []string{"-1", "1"}},
	{name: "unicode cells", in: "天气,风,打球\n晴,弱,否\n雨,强,是\n",
		header: []string{"天气", "风", "打球"}, headerLine: 1,
		rows: [][]string{{"晴", "弱"}, {"雨", "强"}}, labels: []string{"否", "是"}},
	{name: "no final newline", in: "x,y\nS,1", headerLine: 1, rows: [][]string{{"S"}}, labels: []string{"1"}},

	{name: "short row", in: "x1,x2,y\n1,S,-1\n\n# c\n2,1\n", err: "t.csv:5: 2 columns, want 3 as on line 1"},
	{name: "long row", in: "1,S,-1\n2,M,1,5,6\n", err: "t.csv:2: 5 columns, want 3 as on line 1"},
	{name: "one column", in: "# c\ny\n", err: "t.csv:2: need at least 2 columns (features, then the label), got 1"},
	{name: "empty cell", in: "x1,x2,y\n1,,-1\n", err: "t.csv:2: column 2 is empty"},
	{name: "empty label", in: "1,S,\n", err: "t.csv:1: column 3 is empty"},
	{name: "header only", in: "x1,x2,y\n", err: "t.csv: no data rows"},
	{name: "empty", in: "# nothing\n\n", err: "t.csv: no data rows"},
}

func TestReadTable(t *testing.T) {
	for _, tc := range tableTests {
		tab, err := ReadTable(strings.NewReader(tc.in), "t.csv")
		if tc.err != "" {
			var pe *ParseError
			if err == nil || err.Error() != tc.err || !errors.As(err, &pe) {
				t.Errorf("%s: error %v, want %q", tc.name, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if (tc.header != nil && !reflect.DeepEqual(tab.Header, tc.header)) || tab.HeaderLine != tc.headerLine ||
			!reflect.DeepEqual(tab.Rows, tc.rows) || !reflect.DeepEqual(tab.Labels, tc.labels) {
			t.Errorf("%s: got header %q (line %d), rows %q, labels %q", tc.name, tab.Header, tab.HeaderLine, tab.Rows, tab.Labels)
		}
	}
}

// Line numbers count every line, comments and blanks too; appending to a
// row does not spill into the next.
func TestTableLines(t *testing.T) {
	tab, err := ReadTable(strings.NewReader("# c\nx,y\n\na,1\n# c\nb,2\n"), "t.csv")
	if err != nil {
		t.Fatal(err)
	}
	if tab.Line(0) != 4 || tab.Line(1) != 6 || tab.Len() != 2 || tab.Dim() != 1 {
		t.Errorf("lines %d, %d, len %d, dim %d; want 4, 6, 2, 1", tab.Line(0), tab.Line(1), tab.Len(), tab.Dim())
	}
	tab.Rows[0] = append(tab.Rows[0], "z")
	if tab.Rows[1][0] != "b" {
		t.Error("a row shares capacity with the next")
	}
}

// Numeric, Floats and LabelFloats, with errors naming file, line and column.
func TestTableNumbers(t *testing.T) {
	tab, err := ReadTable(strings.NewReader("x1,x2,y\n1,−2.5,1\n3,4e1,-1\n"), "n.csv")
	if err != nil {
		t.Fatal(err)
	}
	x, err := tab.Floats()
	if !tab.Numeric() || err != nil || !reflect.DeepEqual(x, []float64{1, -2.5, 3, 40}) {
		t.Errorf("numeric %v, floats %v, %v", tab.Numeric(), x, err)
	}
	if y, err := tab.LabelFloats(); err != nil || !reflect.DeepEqual(y, []float64{1, -1}) {
		t.Errorf("labels %v, %v", y, err)
	}
	tab, err = ReadTable(strings.NewReader("x1,x2,y\n1,2,yes\n\n3,NaN,no\n"), "c.csv")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tab.Floats(); tab.Numeric() || err == nil || err.Error() != `c.csv:4: column 2: "NaN" is not a finite number` {
		t.Errorf("numeric %v, error %v", tab.Numeric(), err)
	}
	if _, err := tab.LabelFloats(); err == nil || err.Error() != `c.csv:2: label "yes" is not a number` {
		t.Errorf("label error %v", err)
	}
}

// The shipped Table 4.1 reads with its header and 15 rows, 9 labelled 1.
func TestTableLiHang41(t *testing.T) {
	f, err := assets.Examples.Open("examples/lihang41.csv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	tab, err := ReadTable(f, "lihang41.csv")
	if err != nil {
		t.Fatal(err)
	}
	pos := strings.Count(strings.Join(tab.Labels, " ")+" ", "-1 ")
	if !reflect.DeepEqual(tab.Header, []string{"x1", "x2", "y"}) || tab.Len() != 15 || pos != 6 || tab.Numeric() {
		t.Errorf("header %q, %d rows, %d labelled -1, numeric %v", tab.Header, tab.Len(), pos, tab.Numeric())
	}
	if !reflect.DeepEqual(tab.Rows[10], []string{"3", "L"}) || tab.Labels[14] != "-1" {
		t.Errorf("row 11 %q, label 15 %q; want [3 L], -1", tab.Rows[10], tab.Labels[14])
	}
}

// FuzzReadTable checks that no input panics, that every error names the
// file and, when a line is given, a line that exists, and that a table
// read has rows of equal length.
func FuzzReadTable(f *testing.F) {
	for _, tc := range tableTests {
		f.Add([]byte(tc.in))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		tab, err := ReadTable(bytes.NewReader(data), "f.csv")
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.File != "f.csv" || pe.Line > bytes.Count(data, []byte("\n"))+1 {
				t.Fatalf("error %v (%#v)", err, pe)
			}
			return
		}
		d := tab.Dim()
		if d < 1 || len(tab.Header) != d+1 || len(tab.Rows) != len(tab.Labels) || len(tab.Rows) == 0 {
			t.Fatalf("header %q, %d rows, %d labels", tab.Header, len(tab.Rows), len(tab.Labels))
		}
		for i, r := range tab.Rows {
			if len(r) != d || tab.Labels[i] == "" || tab.Line(i) < 1 {
				t.Fatalf("row %d: %q, label %q, line %d", i, r, tab.Labels[i], tab.Line(i))
			}
		}
		tab.Numeric()
	})
}

// tableBenchData returns n rows: like Table 4.1's (about 7 bytes) or 2-D
// random floats as WriteCSV prints them (about 40 bytes).
func tableBenchData(n int, floats bool) []byte {
	if floats {
		var buf bytes.Buffer
		if err := WriteCSV(&buf, Separable(n, 2, 1, 1)); err != nil {
			panic(err)
		}
		return buf.Bytes()
	}
	rnd := rand.New(rand.NewPCG(4, 1))
	buf := bytes.NewBufferString("x1,x2,y\n")
	for range n {
		fmt.Fprintf(buf, "%d,%c,%s\n", 1+rnd.IntN(3), "SML"[rnd.IntN(3)], []string{"1", "-1"}[rnd.IntN(2)])
	}
	return buf.Bytes()
}

// BenchmarkReadTable1e6 reads 10⁶ rows. Target: ≥ 50 MB/s.
func BenchmarkReadTable1e6(b *testing.B) {
	for _, floats := range []bool{false, true} {
		data := tableBenchData(1_000_000, floats)
		b.Run(map[bool]string{false: "categorical", true: "floats"}[floats], func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := ReadTable(bytes.NewReader(data), "bench.csv"); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
