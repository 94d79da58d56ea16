package dataset

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// ErrNoRows is the cause reported for a table file that holds no data rows.
var ErrNoRows = errors.New("no data rows")

// Table is a labelled table whose cells are strings, such as Li Hang's
// Table 4.1 for naive Bayes: each row holds d feature values and, in its
// last column, a class label.
//
// Every string of a table read by ReadTable is a substring of one copy of
// the input: reading makes a few large allocations, none per row or cell,
// and the table keeps that copy alive.
type Table struct {
	// Name is the file name used in errors.
	Name string
	// Header holds the d+1 column names, features first and the label
	// last. When the file has no header they are x1, …, xd, y.
	Header []string
	// HeaderLine is the file line of the header row, or 0 when Header was
	// generated.
	HeaderLine int
	// Rows holds the feature values of each data row.
	Rows [][]string
	// Labels holds the label of each data row.
	Labels []string

	lines []int // file line of each row
}

// Len returns the number of data rows.
func (t *Table) Len() int { return len(t.Labels) }

// Dim returns the number of features d.
func (t *Table) Dim() int { return len(t.Header) - 1 }

// Line returns the file line of data row i, or 0 for a table not read by
// ReadTable.
func (t *Table) Line(i int) int {
	if i < len(t.lines) {
		return t.lines[i]
	}
	return 0
}

// Numeric reports whether every feature cell is a finite number, so that
// the features can be taken as points in Rᵈ rather than as categories.
// Labels are not looked at.
func (t *Table) Numeric() bool {
	for _, row := range t.Rows {
		for _, c := range row {
			if _, ok := cellNumber(c); !ok {
				return false
			}
		}
	}
	return true
}

// Floats returns the features as a row-major slice of len(Rows)·d numbers,
// or a *ParseError naming the first cell that is not a finite number.
func (t *Table) Floats() ([]float64, error) {
	x := make([]float64, 0, t.Len()*t.Dim())
	for i, row := range t.Rows {
		for j, c := range row {
			v, ok := cellNumber(c)
			if !ok {
				_, err := parseNumber([]byte(c))
				return nil, &ParseError{File: t.Name, Line: t.Line(i), Err: fmt.Errorf("column %d: %w", j+1, err)}
			}
			x = append(x, v)
		}
	}
	return x, nil
}

// LabelFloats returns the labels as numbers, or a *ParseError naming the
// first label that is not a finite number.
func (t *Table) LabelFloats() ([]float64, error) {
	y := make([]float64, len(t.Labels))
	for i, c := range t.Labels {
		v, ok := cellNumber(c)
		if !ok {
			_, err := parseNumber([]byte(c))
			return nil, &ParseError{File: t.Name, Line: t.Line(i), Err: fmt.Errorf("label %w", err)}
		}
		y[i] = v
	}
	return y, nil
}

// cellNumber reads a finite float64, accepting the Unicode minus sign.
func cellNumber(s string) (float64, bool) {
	v, err := strconv.ParseFloat(s, 64)
	if err != nil && strings.HasPrefix(s, "−") {
		v, err = strconv.ParseFloat("-"+s[len("−"):], 64)
	}
	return v, err == nil && !isInfOrNaN(v)
}

func isInfOrNaN(v float64) bool { return v-v != 0 }

// ReadTable reads a table from r. name is the file name used in errors.
//
// Each row is x1,…,xd,y with d ≥ 1: comma-separated cells, the label last.
// A cell is any non-empty text without a comma, '#' or line break; spaces
// around it are trimmed and there is no quoting. '#' starts a comment, on
// a line of its own or after a row; blank lines, CRLF line ends and a
// UTF-8 byte-order mark are fine. Every row has as many cells as the first.
//
// A header row is optional. The first row is a header when none of its
// cells is a number and its last cell is not the label of any later row:
// "x1,x2,y" over rows labelled 1 and -1, or "outlook,wind,play" over rows
// labelled yes and no, are headers; "sunny,weak,no" followed by other rows
// labelled no is data. A file whose only row looks like a header has no
// data rows.
//
// Every error is a *ParseError naming the file and, for a problem in a
// row, its line: "table.csv:7: 2 columns, want 3 as on line 1".
func ReadTable(r io.Reader, name string) (*Table, error) {
	return readTable(r, name, false)
}

// ReadCoordinates is ReadTable for a table of coordinates with no label
// column, such as kdtree --no-labels reads: a single column is enough. The
// table's last column (Labels) is then its last coordinate, not a label.
func ReadCoordinates(r io.Reader, name string) (*Table, error) {
	return readTable(r, name, true)
}

// readTable is ReadTable; oneColumn allows rows of a single cell.
func readTable(r io.Reader, name string, oneColumn bool) (*Table, error) {
	br := newBounded(r, true)
	text, err := readAllString(br)
	if limit := (*limitError)(nil); errors.As(err, &limit) {
		return nil, &ParseError{File: name, Line: br.line, Err: limit}
	}
	if err == nil {
		err = checkEncoding(firstLine(text)) // as ReadCSV checks it
	}
	if err != nil {
		return nil, &ParseError{File: name, Err: err}
	}
	p := tableParser{t: &Table{Name: name}, text: text, oneColumn: oneColumn}
	p.reserve()
	for line := 1; p.pos < len(text); line++ {
		if err := p.parseLine(line); err != nil {
			return nil, &ParseError{File: name, Line: line, Err: err}
		}
	}
	return p.finish()
}

// readAllString reads r, a *boundedReader, into one string, copying the
// bytes once.
func readAllString(r *boundedReader) (string, error) {
	var sb strings.Builder
	if n := sizeOf(r.r); n > 0 && n <= maxFileBytes {
		sb.Grow(int(n))
	}
	_, err := io.Copy(&sb, r)
	return strings.TrimPrefix(sb.String(), string(utf8BOM)), err
}

// firstLine returns the first line of text, with its '\n', or its first
// 64 bytes, whichever is shorter.
func firstLine(text string) []byte {
	text = text[:min(len(text), 64)]
	if i := strings.IndexByte(text, '\n'); i >= 0 {
		text = text[:i+1]
	}
	return []byte(text)
}

// tableParser holds the state of one ReadTable call.
type tableParser struct {
	t     *Table
	text  string   // the whole input
	pos   int      // start of the next line in text
	cols  int      // columns per row, fixed by the first row
	first int      // line of the first row
	cells []string // feature cells of every row, row-major
	rows  int      // bound on the number of rows, for reserving

	oneColumn bool // rows of one cell are allowed (ReadCoordinates)
}

// reserve sizes the slices for the most rows text can hold.
func (p *tableParser) reserve() {
	p.rows = strings.Count(p.text, "\n") + 1
	p.t.Labels = make([]string, 0, p.rows)
	p.t.lines = make([]int, 0, p.rows)
}

// special marks the bytes that end a cell.
var special = [256]bool{',': true, '#': true, '\n': true}

// parseLine reads the line at p.pos and moves p.pos past it. One scan finds
// the cells: on short rows that is several times faster than a search per
// separator. The error it returns is the cause only.
func (p *tableParser) parseLine(line int) error {
	text, start, n := p.text, p.pos, 0
	i := start
	for {
		for i < len(text) && !special[text[i]] {
			i++
		}
		if i == len(text) || text[i] != ',' {
			break
		}
		cell := trimCell(text[start:i])
		if cell == "" || (p.cols != 0 && n+1 >= p.cols) {
			return p.featureError(cell, n)
		}
		p.cells = append(p.cells, cell)
		n, i, start = n+1, i+1, i+1
	}
	last := trimCell(text[start:i])
	lineStart := p.pos
	p.pos = nextLine(text, i)
	if n == 0 && last == "" {
		return nil // blank or comment
	}
	if err := p.addLabel(last, n, line); err != nil {
		return err
	}
	if n+1 != p.cols {
		return p.columnsError(lineStart)
	}
	return nil
}

// featureError says what is wrong with feature cell n of a row.
func (p *tableParser) featureError(cell string, n int) error {
	if cell == "" {
		return fmt.Errorf("column %d is empty", n+1)
	}
	return p.columnsError(p.pos)
}

// addLabel appends the label, cell n of a row; the first row fixes the
// number of columns.
func (p *tableParser) addLabel(cell string, n, line int) error {
	if cell == "" {
		return fmt.Errorf("column %d is empty", n+1)
	}
	if p.cols == 0 {
		if n == 0 && !p.oneColumn {
			return errors.New("need at least 2 columns (features, then the label), got 1")
		}
		p.cols, p.first = n+1, line
		p.cells = append(make([]string, 0, p.rows*n), p.cells...)
	}
	p.t.Labels = append(p.t.Labels, cell)
	p.t.lines = append(p.t.lines, line)
	return nil
}

// columnsError reports a row, starting at text[start], with the wrong
// number of columns.
func (p *tableParser) columnsError(start int) error {
	row := p.text[start:]
	if i := strings.IndexAny(row, "#\n"); i >= 0 {
		row = row[:i]
	}
	return fmt.Errorf("%d columns, want %d as on line %d", strings.Count(row, ",")+1, p.cols, p.first)
}

// nextLine returns the start of the line after the one whose cells end at
// text[i], which is '\n', '#' or the end.
func nextLine(text string, i int) int {
	if i < len(text) && text[i] == '#' {
		j := strings.IndexByte(text[i:], '\n')
		if j < 0 {
			return len(text)
		}
		return i + j + 1
	}
	return min(i+1, len(text))
}

// finish takes the header off and slices the cells into rows.
func (p *tableParser) finish() (*Table, error) {
	t, d := p.t, p.cols-1
	if p.isHeader() {
		t.Header = append(p.cells[:d:d], t.Labels[0])
		t.HeaderLine = p.first
		p.cells, t.Labels, t.lines = p.cells[d:], t.Labels[1:], t.lines[1:]
	}
	if len(t.Labels) == 0 {
		return nil, &ParseError{File: t.Name, Err: ErrNoRows}
	}
	if t.Header == nil {
		t.Header = make([]string, d+1)
		for j := range d {
			t.Header[j] = "x" + strconv.Itoa(j+1)
		}
		t.Header[d] = "y"
	}
	t.Rows = make([][]string, len(t.Labels))
	for i := range t.Rows {
		t.Rows[i] = p.cells[i*d : (i+1)*d : (i+1)*d]
	}
	return t, nil
}

// isHeader reports whether the first row is a header: none of its cells is
// a number, and its last cell is not the label of any later row.
func (p *tableParser) isHeader() bool {
	if len(p.t.Labels) == 0 {
		return false
	}
	first := append(p.cells[:p.cols-1:p.cols-1], p.t.Labels[0])
	for _, c := range first {
		if _, ok := cellNumber(c); ok {
			return false
		}
	}
	for _, y := range p.t.Labels[1:] {
		if y == first[len(first)-1] {
			return false
		}
	}
	return true
}

// trimCell trims ASCII spaces, tabs and line ends.
func trimCell(s string) string {
	for len(s) > 0 && isSpace(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && isSpace(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s
}
