package dataset

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
)

// CSVLayout is what a CSV file holds besides its numbers: the lines before
// its first row (comments, blank lines, the header), the comments among
// and after its rows, its label values and its line ends.
// WriteCSVLayout writes a set in it, so that saving over a file keeps the
// names, notes and labels its author wrote.
type CSVLayout struct {
	// Lead holds the lines before the first data row as written, without
	// their line ends: a byte-order mark, comments, blank lines, the header.
	Lead []string
	// Header holds the header's cells, or nil when the file has none.
	Header []string
	// Cols is the number of columns of a row.
	Cols int
	// Task and Labels are the targets the file held: for classes, the two
	// values it wrote for −1 and +1.
	Task   Task
	Labels Labels
	// Notes are the comments after the first data row, in file order.
	Notes []CSVNote
	// CRLF is set when the file's lines end in "\r\n".
	CRLF bool
	// rows are the points as read, which the notes are anchored to; nil
	// when there are no notes.
	rows *Set
}

// CSVNote is a comment among or after a CSV file's rows: a line of its own
// (a comment or a blank line) before row Row, or, when Inline, the end of
// row Row from the space before its '#'. Row is 0-based; a note after the
// last row has Row = the number of rows.
type CSVNote struct {
	Row    int
	Text   string
	Inline bool
}

// ReadCSVLayout reads the layout of the CSV file at path, whose points
// are set (as ReadCSV read them from the same bytes), and its stamp, in one
// pass over the file. A layout with notes keeps a copy of set's points.
func ReadCSVLayout(path string, set *Set) (*CSVLayout, Stamp, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, Stamp{}, err
	}
	defer f.Close()
	sc := &layoutScanner{l: &CSVLayout{}}
	st, err := stampOf(f, path, sc)
	if err != nil {
		return nil, Stamp{}, err
	}
	l, err := sc.finish(set)
	return l, st, err
}

// ScanCSVLayout returns the layout of the CSV text data, whose points are
// set.
func ScanCSVLayout(data []byte, set *Set) (*CSVLayout, error) {
	sc := &layoutScanner{l: &CSVLayout{}}
	sc.Write(data)
	return sc.finish(set)
}

// layoutScanner reads a CSV file's layout line by line as its bytes are
// written to it.
type layoutScanner struct {
	l       *CSVLayout
	part    []byte // the line begun in the latest Write
	line    int    // lines seen
	rows    int    // data rows seen
	seenRow bool   // a header or a data row has been seen
}

// Write implements io.Writer; it never fails.
func (sc *layoutScanner) Write(p []byte) (int, error) {
	n := len(p)
	for len(p) > 0 {
		i := bytes.IndexByte(p, '\n')
		if i < 0 {
			sc.part = append(sc.part, p...)
			break
		}
		line := p[:i]
		if len(sc.part) > 0 {
			sc.part = append(sc.part, line...)
			line = sc.part
		}
		sc.scanLine(line)
		sc.part = sc.part[:0]
		p = p[i+1:]
	}
	return n, nil
}

// scanLine files one line, without its '\n', as the CSV reader reads it.
func (sc *layoutScanner) scanLine(line []byte) {
	sc.line++
	if sc.line == 1 && bytes.HasSuffix(line, []byte{'\r'}) {
		sc.l.CRLF = true
	}
	line = bytes.TrimSuffix(line, []byte{'\r'})
	body := line
	if sc.line == 1 {
		body = bytes.TrimPrefix(body, utf8BOM)
	}
	note := len(body)
	if i := bytes.IndexByte(body, '#'); i >= 0 {
		note = i
	}
	content := trimSpace(body[:note])
	if len(content) == 0 {
		sc.other(string(line))
		return
	}
	if sc.rows == 0 && sc.firstRow(content, line) { // only the first rows need their fields
		return
	}
	if rest := body[len(bytes.TrimRight(body[:note], " \t")):]; note < len(body) {
		sc.l.Notes = append(sc.l.Notes, CSVNote{Row: sc.rows, Text: string(rest), Inline: true})
	}
	sc.rows++
}

// firstRow files a row before the first data row: the header, which it
// reports, or the first data row, which fixes the columns.
func (sc *layoutScanner) firstRow(content, line []byte) (header bool) {
	fields := splitFields(nil, content)
	if !sc.seenRow {
		sc.seenRow = true
		if isHeader(fields) {
			for _, f := range fields {
				sc.l.Header = append(sc.l.Header, string(f))
			}
			sc.other(string(line))
			return true
		}
	}
	sc.l.Cols = len(fields)
	return false
}

// other files a line that is not a data row: in the lead before the first
// row, a note after it.
func (sc *layoutScanner) other(line string) {
	if sc.rows == 0 {
		sc.l.Lead = append(sc.l.Lead, line)
		return
	}
	sc.l.Notes = append(sc.l.Notes, CSVNote{Row: sc.rows, Text: line})
}

// finish files the last line and checks the rows against set.
func (sc *layoutScanner) finish(set *Set) (*CSVLayout, error) {
	if len(sc.part) > 0 {
		sc.scanLine(sc.part)
	}
	l := sc.l
	if sc.rows != set.Len() || l.Cols != set.D+1 {
		return nil, errors.New("dataset: the file changed while it was read")
	}
	l.Task, l.Labels = set.Task, set.Labels
	if len(l.Notes) > 0 {
		l.rows = set.Clone() // the session edits its set in place
	}
	return l, nil
}

// Fit returns why s cannot be written in l's layout without losing
// something, or nil: the file's columns (its header's names) do not fit
// s's, or it held class labels where s holds real targets, or the other
// way round.
func (l *CSVLayout) Fit(s *Set) error {
	if s.D+1 != l.Cols {
		cols := fmt.Sprint(l.Cols)
		if len(l.Header) > 0 {
			cols += " (" + strings.Join(l.Header, ",") + ")"
		}
		return fmt.Errorf("the file has %s columns, the points %d", cols, s.D+1)
	}
	if s.Task != l.Task {
		return fmt.Errorf("the file holds %s data, the points are %s data", l.Task, s.Task)
	}
	return nil
}

// WriteCSVLayout writes s in the layout l of the file it was read from:
// the file's lines before its first row (comments, the header) as they
// were, its label values for −1 and +1, its line ends, and its notes
// beside the rows they were written beside. A note whose row was deleted
// or moved stays, as a line of its own, where the row was. Rows are
// written as WriteCSV writes them, so "1.50" comes back as "1.5". It
// refuses a set l does not fit (see Fit).
func WriteCSVLayout(w io.Writer, s *Set, l *CSVLayout) error {
	if err := s.Validate(); err != nil {
		return fmt.Errorf("dataset: %w", err)
	}
	if err := l.Fit(s); err != nil {
		return err
	}
	lw := &layoutWriter{w: bufio.NewWriterSize(w, 64<<10), s: s, l: l, eol: "\n"}
	if l.CRLF {
		lw.eol = "\r\n"
	}
	for _, line := range l.Lead {
		lw.text(line)
	}
	lw.rowsAndNotes()
	return lw.w.Flush()
}

// layoutWriter writes a set in a layout.
type layoutWriter struct {
	w    *bufio.Writer
	s    *Set
	l    *CSVLayout
	eol  string
	next int    // the next row of s to write
	buf  []byte // reused for every row
}

// rowsAndNotes writes s's rows and l's notes: each row of the file that s
// still holds, in order, carries the notes before and on it; s's other
// rows go before the next kept row.
func (lw *layoutWriter) rowsAndNotes() {
	notes := lw.l.Notes
	if len(notes) == 0 {
		lw.rowsTo(lw.s.Len())
		return
	}
	old := lw.l.rows
	kept := keptRows(old, lw.s)
	for j := 0; j <= old.Len(); j++ {
		if j == old.Len() || kept[j] < 0 {
			if j == old.Len() {
				lw.rowsTo(lw.s.Len())
			}
			for ; len(notes) > 0 && notes[0].Row == j; notes = notes[1:] {
				lw.text(strings.TrimLeft(notes[0].Text, " \t")) // a row's note outlives its row
			}
			continue
		}
		lw.rowsTo(kept[j])
		inline := ""
		for ; len(notes) > 0 && notes[0].Row == j; notes = notes[1:] {
			if notes[0].Inline {
				inline = notes[0].Text
			} else {
				lw.text(notes[0].Text)
			}
		}
		lw.row(kept[j], inline)
		lw.next = kept[j] + 1
	}
}

// rowsTo writes s's rows from next up to, not including, i.
func (lw *layoutWriter) rowsTo(i int) {
	for ; lw.next < i; lw.next++ {
		lw.row(lw.next, "")
	}
}

// text writes one line as it is.
func (lw *layoutWriter) text(line string) {
	lw.w.WriteString(line)
	lw.w.WriteString(lw.eol)
}

// row writes row i of s with the file's labels, then note.
func (lw *layoutWriter) row(i int, note string) {
	b := lw.buf[:0]
	for _, v := range lw.s.Point(i) {
		b = strconv.AppendFloat(b, v, 'g', -1, 64)
		b = append(b, ',')
	}
	y := lw.s.Y[i]
	if lw.l.Task == Classification {
		y = lw.l.Labels.Decode(y)
	}
	b = strconv.AppendFloat(b, y, 'g', -1, 64)
	b = append(b, note...)
	b = append(b, lw.eol...)
	lw.w.Write(b)
	lw.buf = b
}

// Decode maps an encoded label −1 or +1 back to the file's value.
func (l Labels) Decode(y float64) float64 {
	if l = l.norm(); y < 0 {
		return l.Neg
	}
	return l.Pos
}

// keptRows returns, for each row j of old, the row of cur that is the
// same point with the same target, or −1: a greedy match in order, so that
// kept rows never cross.
func keptRows(old, cur *Set) []int {
	at := make(map[string][]int, cur.Len())
	for i := range cur.Len() {
		k := rowKey(cur, i)
		at[k] = append(at[k], i)
	}
	kept := make([]int, old.Len())
	last := -1
	for j := range kept {
		kept[j] = -1
		k := rowKey(old, j)
		is := at[k]
		for len(is) > 0 && is[0] <= last {
			is = is[1:]
		}
		if len(is) > 0 {
			kept[j], last, is = is[0], is[0], is[1:]
		}
		at[k] = is
	}
	return kept
}

// rowKey is a map key for row i's coordinates and target, bit for bit.
func rowKey(s *Set, i int) string {
	b := make([]byte, 0, 8*(s.D+1))
	for _, v := range s.Point(i) {
		b = strconv.AppendUint(b, math.Float64bits(v), 36)
		b = append(b, ' ')
	}
	return string(strconv.AppendUint(b, math.Float64bits(s.Y[i]), 36))
}
