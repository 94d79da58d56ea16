package cli

import (
	"encoding/csv"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"perceptronlab/algo"
)

// TraceTable is a run's updates laid out like Li Hang's Table 2.1 (primal
// form: k, misclassified point, w, b, w·x+b) or Table 2.2 (dual form: k,
// misclassified point, α₁…α_N, b). The GUI's Trace tab writes the same tables.
type TraceTable struct {
	// Lang is "en" or "zh": the language of the column headers.
	Lang string
	// W0 and B0 are the state before the first update: row 0.
	W0 []float64
	B0 float64
	// Alpha0 is the dual start; non-nil marks the dual form.
	Alpha0 []float64
	// Events are the updates, in order.
	Events []algo.Event
}

// tableRow is one row of a trace table; point is −1 in row 0.
type tableRow struct {
	k, point int
	w        []float64
	b        float64
	alpha    []float64
}

// rows replays the events from the start into one row per state.
func (t TraceTable) rows() []tableRow {
	alpha := slices.Clone(t.Alpha0)
	out := []tableRow{{k: 0, point: -1, w: t.W0, b: t.B0, alpha: slices.Clone(alpha)}}
	for _, ev := range t.Events {
		if alpha != nil {
			alpha[ev.I] = ev.Alpha
		}
		out = append(out, tableRow{k: ev.K, point: ev.I, w: ev.W, b: ev.B, alpha: slices.Clone(alpha)})
	}
	return out
}

// TableFormats lists the formats Write knows.
var TableFormats = []string{"csv", "markdown", "latex"}

// Write writes the table in format: csv, markdown or latex.
func (t TraceTable) Write(w io.Writer, format string) error {
	switch format {
	case "csv":
		return t.writeCSV(w)
	case "markdown":
		return t.writeGrid(w, markdownGrid)
	case "latex":
		return t.writeGrid(w, latexGrid)
	}
	return fmt.Errorf("unknown table format %q (want %s)", format, strings.Join(TableFormats, ", "))
}

// headers names the columns in t.Lang.
func (t TraceTable) headers(math func(string) string) []string {
	k, point := "k", "misclassified point"
	if t.Lang == "zh" {
		k, point = "迭代次数", "误分类点"
	}
	h := []string{k, point}
	if t.Alpha0 == nil {
		return append(h, math("w"), math("b"), math("w·x+b"))
	}
	for i := range t.Alpha0 {
		h = append(h, math(fmt.Sprintf("α%d", i+1)))
	}
	return append(h, math("b"))
}

// grid says how one text table format spells its parts.
type grid struct {
	begin, end  func(cols int) string
	row         func(cells []string) string
	afterHeader func(cols int) string // the rule under the header row
	math        func(string) string   // a symbol or formula in math mode
	vector      func([]float64) string
	formula     func(w []float64, b float64) string
	pointName   func(i int) string
	number      func(float64) string
}

var markdownGrid = grid{
	begin:       func(int) string { return "" },
	end:         func(int) string { return "" },
	row:         func(c []string) string { return "| " + strings.Join(c, " | ") + " |\n" },
	afterHeader: func(cols int) string { return "|" + strings.Repeat(" --- |", cols) + "\n" },
	math:        func(s string) string { return s },
	vector:      func(v []float64) string { return algo.FormatVectorUnicode(v, ", ") + "ᵀ" },
	formula:     algo.FormulaUnicode,
	pointName:   func(i int) string { return "x" + strconv.Itoa(i+1) },
	number:      algo.FormatNumberUnicode,
}

var latexGrid = grid{
	begin: func(cols int) string {
		return "\\begin{tabular}{" + strings.Repeat("c", cols) + "}\n\\hline\n"
	},
	end:         func(int) string { return "\\hline\n\\end{tabular}\n" },
	row:         func(c []string) string { return strings.Join(c, " & ") + " \\\\\n" },
	afterHeader: func(int) string { return "\\hline\n" },
	math:        latexMath,
	vector:      func(v []float64) string { return "$" + algo.FormatVectorUnicode(v, ",") + "^{\\mathrm{T}}$" },
	formula:     func(w []float64, b float64) string { return "$" + latexFormula(w, b) + "$" },
	pointName:   func(i int) string { return "$x_{" + strconv.Itoa(i+1) + "}$" },
	number:      func(v float64) string { return "$" + algo.FormatNumber(v) + "$" },
}

// writeGrid writes the table as Markdown or LaTeX.
func (t TraceTable) writeGrid(w io.Writer, g grid) error {
	head := t.headers(g.math)
	var sb strings.Builder
	sb.WriteString(g.begin(len(head)))
	sb.WriteString(g.row(head))
	sb.WriteString(g.afterHeader(len(head)))
	for _, r := range t.rows() {
		sb.WriteString(g.row(t.cells(r, g)))
	}
	sb.WriteString(g.end(len(head)))
	_, err := io.WriteString(w, sb.String())
	return err
}

// cells writes one row's cells in grid g's notation.
func (t TraceTable) cells(r tableRow, g grid) []string {
	point := ""
	if r.point >= 0 {
		point = g.pointName(r.point)
	}
	c := []string{strconv.Itoa(r.k), point}
	if t.Alpha0 == nil {
		return append(c, g.vector(r.w), g.number(r.b), g.formula(r.w, r.b))
	}
	for _, a := range r.alpha {
		c = append(c, g.number(a))
	}
	return append(c, g.number(r.b))
}

// writeCSV writes one row per state, with plain numbers: k, i (1-based,
// empty in row 0), then w₁…w_d and b, or α₁…α_N and b.
func (t TraceTable) writeCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	head := []string{"k", "point"}
	rows := t.rows()
	vec := func(r tableRow) []float64 { return append(slices.Clone(r.w), r.b) }
	names := func(p string, n int) {
		for j := range n {
			head = append(head, p+strconv.Itoa(j+1))
		}
	}
	if t.Alpha0 == nil {
		names("w", len(t.W0))
	} else {
		names("alpha", len(t.Alpha0))
		vec = func(r tableRow) []float64 { return append(slices.Clone(r.alpha), r.b) }
	}
	_ = cw.Write(append(head, "b"))
	for _, r := range rows {
		rec := []string{strconv.Itoa(r.k), ""}
		if r.point >= 0 {
			rec[1] = strconv.Itoa(r.point + 1)
		}
		for _, v := range vec(r) {
			rec = append(rec, strconv.FormatFloat(v, 'g', -1, 64))
		}
		_ = cw.Write(rec)
	}
	cw.Flush()
	return cw.Error()
}

var latexSymbols = strings.NewReplacer("·", "\\cdot ", "α", "\\alpha_")

// latexMath writes a header symbol such as "w·x+b" or "α3" in math mode.
func latexMath(s string) string {
	return "$" + latexSymbols.Replace(s) + "$"
}

var coordRE = regexp.MustCompile(`x\((\d+)\)`)

// latexFormula writes w·x+b in LaTeX: "x^{(1)}+x^{(2)}-3".
func latexFormula(w []float64, b float64) string {
	f := coordRE.ReplaceAllString(algo.Formula(w, b), "x^{($1)}")
	return strings.ReplaceAll(strings.ReplaceAll(f, " ", ""), "*", "\\cdot ")
}

func init() {
	for _, name := range TableFormats {
		formats[name] = func(w io.Writer, r *report) error { return r.traceTable().Write(w, name) }
	}
}

// traceTable lays out a report's trace as a table.
func (r *report) traceTable() TraceTable {
	t := TraceTable{Lang: r.lang, W0: r.start.w, B0: r.start.b, Alpha0: r.start.alpha}
	for _, row := range r.Trace {
		ev := algo.Event{K: row.K, I: row.I, W: row.W, B: row.B}
		if row.Alpha != nil {
			ev.Alpha = row.Alpha[row.I]
		}
		t.Events = append(t.Events, ev)
	}
	return t
}
