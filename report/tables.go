package report

import (
	"encoding/csv"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"perceptronlab/typeset"
)

// Formats lists the formats Write knows.
var Formats = []string{"text", "csv", "markdown", "latex"}

// Write writes the table in format: text, csv, markdown or latex.
func (t Trace) Write(w io.Writer, format string) error {
	switch format {
	case "text":
		return t.writeText(w)
	case "csv":
		return t.writeCSV(w)
	case "markdown":
		return t.writeGrid(w, markdownGrid)
	case "latex":
		return t.writeGrid(w, latexGrid)
	}
	return fmt.Errorf("unknown table format %q (want %s)", format, strings.Join(Formats, ", "))
}

// headers names the columns in t.Lang.
func (t Trace) headers(math func(string) string) []string {
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
	vector:      func(v []float64) string { return typeset.FormatVectorUnicode(v, ", ") + "ᵀ" },
	formula:     typeset.FormulaUnicode,
	pointName:   func(i int) string { return "x" + strconv.Itoa(i+1) },
	number:      typeset.FormatNumberUnicode,
}

var latexGrid = grid{
	begin: func(cols int) string {
		return "\\begin{tabular}{" + strings.Repeat("c", cols) + "}\n\\hline\n"
	},
	end:         func(int) string { return "\\hline\n\\end{tabular}\n" },
	row:         func(c []string) string { return strings.Join(c, " & ") + " \\\\\n" },
	afterHeader: func(int) string { return "\\hline\n" },
	math:        latexMath,
	vector:      func(v []float64) string { return "$" + typeset.FormatVectorUnicode(v, ",") + "^{\\mathrm{T}}$" },
	formula:     func(w []float64, b float64) string { return "$" + latexFormula(w, b) + "$" },
	pointName:   func(i int) string { return "$x_{" + strconv.Itoa(i+1) + "}$" },
	number:      func(v float64) string { return "$" + typeset.FormatNumber(v) + "$" },
}

// writeGrid writes the table as Markdown or LaTeX.
func (t Trace) writeGrid(w io.Writer, g grid) error {
	head := t.headers(g.math)
	var sb strings.Builder
	sb.WriteString(g.begin(len(head)))
	sb.WriteString(g.row(head))
	sb.WriteString(g.afterHeader(len(head)))
	for _, r := range t.Rows() {
		sb.WriteString(g.row(t.cells(r, g)))
	}
	sb.WriteString(g.end(len(head)))
	_, err := io.WriteString(w, sb.String())
	return err
}

// cells writes one row's cells in grid g's notation.
func (t Trace) cells(r Row, g grid) []string {
	point := ""
	if r.Point >= 0 {
		point = g.pointName(r.Point)
	}
	c := []string{strconv.Itoa(r.K), point}
	if t.Alpha0 == nil {
		return append(c, g.vector(r.W), g.number(r.B), g.formula(r.W, r.B))
	}
	for _, a := range r.Alpha {
		c = append(c, g.number(a))
	}
	return append(c, g.number(r.B))
}

// writeCSV writes one row per state, with plain numbers: k, i (1-based,
// empty in row 0), then w₁…w_d and b, or α₁…α_N and b.
func (t Trace) writeCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	head := []string{"k", "point"}
	rows := t.Rows()
	vec := func(r Row) []float64 { return append(slices.Clone(r.W), r.B) }
	names := func(p string, n int) {
		for j := range n {
			head = append(head, p+strconv.Itoa(j+1))
		}
	}
	if t.Alpha0 == nil {
		names("w", len(t.W0))
	} else {
		names("alpha", len(t.Alpha0))
		vec = func(r Row) []float64 { return append(slices.Clone(r.Alpha), r.B) }
	}
	_ = cw.Write(append(head, "b"))
	for _, r := range rows {
		rec := []string{strconv.Itoa(r.K), ""}
		if r.Point >= 0 {
			rec[1] = strconv.Itoa(r.Point + 1)
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
	f := coordRE.ReplaceAllString(typeset.Formula(w, b), "x^{($1)}")
	return strings.ReplaceAll(strings.ReplaceAll(f, " ", ""), "*", "\\cdot ")
}

// writeText writes one row per state for a terminal, as train prints it:
// k, the misclassified point, (α,) w, b and w·x+b. Row 0 is the start.
func (t Trace) writeText(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	head := "k\tpoint\tw\tb\tw·x+b"
	if t.Dual() {
		head = "k\tpoint\tα\tw\tb\tw·x+b"
	}
	fmt.Fprintln(tw, head)
	for _, r := range t.Rows() {
		point := "-"
		if r.Point >= 0 {
			point = "x" + strconv.Itoa(r.Point+1)
		}
		fmt.Fprintf(tw, "%d\t%s\t", r.K, point)
		if t.Dual() {
			fmt.Fprintf(tw, "%s\t", typeset.FormatVector(r.Alpha))
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\n", typeset.FormatVector(r.W), typeset.FormatNumber(r.B), typeset.FormulaUnicode(r.W, r.B))
	}
	return tw.Flush()
}
