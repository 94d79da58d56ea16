package report

import (
	"strconv"
	"strings"
	"testing"

	"gonum.org/v1/gonum/floats"

	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
)

// bookTable21 is Li Hang's Table 2.1 (Example 2.1, η = 1): for each
// iteration k, the misclassified point (1-based, 0 for none), w and b.
var bookTable21 = []struct {
	point int
	w     [2]float64
	b     float64
	f     string // the book's w·x+b, in our Unicode notation
}{
	{0, [2]float64{0, 0}, 0, "0"},
	{1, [2]float64{3, 3}, 1, "3x⁽¹⁾ + 3x⁽²⁾ + 1"},
	{3, [2]float64{2, 2}, 0, "2x⁽¹⁾ + 2x⁽²⁾"},
	{3, [2]float64{1, 1}, -1, "x⁽¹⁾ + x⁽²⁾ − 1"},
	{3, [2]float64{0, 0}, -2, "−2"},
	{1, [2]float64{3, 3}, -1, "3x⁽¹⁾ + 3x⁽²⁾ − 1"},
	{3, [2]float64{2, 2}, -2, "2x⁽¹⁾ + 2x⁽²⁾ − 2"},
	{3, [2]float64{1, 1}, -3, "x⁽¹⁾ + x⁽²⁾ − 3"},
}

// bookTable22 is Li Hang's Table 2.2 (Example 2.2): α₁, α₂, α₃ and b.
var bookTable22 = [][4]float64{
	{0, 0, 0, 0}, {1, 0, 0, 1}, {1, 0, 1, 0}, {1, 0, 2, -1},
	{1, 0, 3, -2}, {2, 0, 3, -1}, {2, 0, 4, -2}, {2, 0, 5, -3},
}

// exampleTable trains on Example 2.1 in Li Hang's order and returns the table.
func exampleTable(t *testing.T, dual bool) Trace {
	t.Helper()
	set := dataset.LiHang21()
	s := perceptron.Settings{Eta: 1, Order: perceptron.First}
	var tr perceptron.Trainer
	var err error
	tt := Trace{W0: []float64{0, 0}}
	if dual {
		tr, err = perceptron.NewDual(set.Matrix(), set.Y, s)
		tt.Alpha0 = make([]float64, set.Len())
	} else {
		tr, err = perceptron.NewPrimal(set.Matrix(), set.Y, s)
	}
	if err != nil {
		t.Fatal(err)
	}
	for ev, ok := tr.Step(); ok; ev, ok = tr.Step() {
		tt.Events = append(tt.Events, ev)
	}
	return tt
}

// markdownRows parses a Markdown table into its body cells.
func markdownRows(t *testing.T, s string) [][]string {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(s), "\n")
	var out [][]string
	for _, l := range lines[2:] {
		cells := strings.Split(strings.Trim(l, "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		out = append(out, cells)
	}
	return out
}

// num parses a table number, which may use the Unicode minus.
func num(t *testing.T, s string) float64 {
	t.Helper()
	v, err := strconv.ParseFloat(strings.ReplaceAll(strings.Trim(s, "$"), "−", "-"), 64)
	if err != nil {
		t.Fatalf("cell %q is not a number: %v", s, err)
	}
	return v
}

// vec parses "(3, 3)ᵀ".
func vec(t *testing.T, s string) []float64 {
	t.Helper()
	s = strings.TrimSuffix(strings.TrimPrefix(s, "("), ")ᵀ")
	var v []float64
	for _, p := range strings.Split(s, ",") {
		v = append(v, num(t, strings.TrimSpace(p)))
	}
	return v
}

func pointCell(i int) string {
	if i == 0 {
		return ""
	}
	return "x" + strconv.Itoa(i)
}

func TestMarkdownTable21(t *testing.T) {
	var sb strings.Builder
	if err := exampleTable(t, false).Write(&sb, "markdown"); err != nil {
		t.Fatal(err)
	}
	rows := markdownRows(t, sb.String())
	if len(rows) != len(bookTable21) {
		t.Fatalf("%d rows, the book has %d:\n%s", len(rows), len(bookTable21), sb.String())
	}
	for k, want := range bookTable21 {
		r := rows[k]
		if r[0] != strconv.Itoa(k) || r[1] != pointCell(want.point) {
			t.Errorf("row %d: k, point = %q, %q; want %d, %q", k, r[0], r[1], k, pointCell(want.point))
		}
		// Exact: the data and η are integers, so every state is an integer.
		if !floats.Equal(vec(t, r[2]), want.w[:]) || num(t, r[3]) != want.b {
			t.Errorf("row %d: w, b = %s, %s; want %v, %v", k, r[2], r[3], want.w, want.b)
		}
		if r[4] != want.f {
			t.Errorf("row %d: w·x+b = %q, want %q", k, r[4], want.f)
		}
	}
}

func TestMarkdownTable22(t *testing.T) {
	var sb strings.Builder
	if err := exampleTable(t, true).Write(&sb, "markdown"); err != nil {
		t.Fatal(err)
	}
	rows := markdownRows(t, sb.String())
	if len(rows) != len(bookTable22) {
		t.Fatalf("%d rows, the book has %d:\n%s", len(rows), len(bookTable22), sb.String())
	}
	for k, want := range bookTable22 {
		r := rows[k]
		if r[1] != pointCell(bookTable21[k].point) {
			t.Errorf("row %d: point %q, want %q", k, r[1], pointCell(bookTable21[k].point))
		}
		for j := range 4 {
			if got := num(t, r[2+j]); got != want[j] {
				t.Errorf("row %d column %d: %v, want %v", k, 2+j, got, want[j])
			}
		}
	}
}

// latexCells splits the body rows of a tabular.
func latexCells(s string) [][]string {
	var out [][]string
	for _, l := range strings.Split(s, "\n") {
		if !strings.HasSuffix(l, `\\`) {
			continue
		}
		cells := strings.Split(strings.TrimSuffix(l, `\\`), "&")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		out = append(out, cells)
	}
	return out[1:]
}

func TestLatexTables(t *testing.T) {
	var p, d strings.Builder
	if err := exampleTable(t, false).Write(&p, "latex"); err != nil {
		t.Fatal(err)
	}
	if err := exampleTable(t, true).Write(&d, "latex"); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{p.String(), d.String()} {
		if !strings.HasPrefix(s, `\begin{tabular}`) || !strings.HasSuffix(s, "\\end{tabular}\n") {
			t.Errorf("not a tabular:\n%s", s)
		}
	}
	prows, drows := latexCells(p.String()), latexCells(d.String())
	if len(prows) != 8 || len(drows) != 8 {
		t.Fatalf("rows: primal %d, dual %d; the book has 8", len(prows), len(drows))
	}
	// Row 5 of Table 2.1: x1, (3,3)ᵀ, −1, 3x⁽¹⁾+3x⁽²⁾−1.
	want := []string{"5", "$x_{1}$", `$(3,3)^{\mathrm{T}}$`, "$-1$", "$3x^{(1)}+3x^{(2)}-1$"}
	if strings.Join(prows[5], "|") != strings.Join(want, "|") {
		t.Errorf("Table 2.1 row 5 = %q, want %q", prows[5], want)
	}
	for k, w := range bookTable22 {
		for j := range 4 {
			if got := num(t, drows[k][2+j]); got != w[j] {
				t.Errorf("Table 2.2 row %d column %d: %v, want %v", k, 2+j, got, w[j])
			}
		}
	}
}

func TestCSVTableAndHeaders(t *testing.T) {
	var sb strings.Builder
	tt := exampleTable(t, false)
	tt.Lang = "zh"
	if err := tt.Write(&sb, "csv"); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(sb.String()), "\n")
	if lines[0] != "k,point,w1,w2,b" || lines[8] != "7,3,1,1,-3" {
		t.Errorf("csv = %q", lines)
	}
	sb.Reset()
	if err := tt.Write(&sb, "markdown"); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(sb.String(), "| 迭代次数 | 误分类点 |") {
		t.Errorf("zh headers: %q", strings.SplitN(sb.String(), "\n", 2)[0])
	}
	if err := tt.Write(&sb, "docx"); err == nil {
		t.Error("unknown format: no error")
	}
}
