package dataset

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"runtime"
	"strconv"
)

// readBufSize is the reader's buffer. 256 KiB keeps ReadSlice from copying
// for any sane line and measured as fast as 1 MiB on a 10⁶-row file.
const readBufSize = 256 << 10

// ReadCSV reads rows x1,…,xd,y from r (see the package documentation for the
// format). name is the file name used in errors. Every error is a
// *ParseError.
// The targets decide the task (see Set.Note): two label values are
// classes, mapped to −1 and +1 in sorted order; more values, or a last
// header cell "t", make regression data.
func ReadCSV(r io.Reader, name string) (*Set, error) {
	p, err := readParsed(r, name, false)
	if err != nil {
		return nil, err
	}
	p.set.detect(p.targetHeader)
	return p.set, nil
}

// readRows reads rows x1,…,xd,y of any finite label from r. strictHeader
// wants non-empty header cells (ReadNumericTable).
func readRows(r io.Reader, name string, strictHeader bool) (*Set, error) {
	p, err := readParsed(r, name, strictHeader)
	if err != nil {
		return nil, err
	}
	return p.set, nil
}

// readParsed reads rows x1,…,xd,y from r and returns the parser's state.
func readParsed(r io.Reader, name string, strictHeader bool) (*csvParser, error) {
	p := &csvParser{name: name, set: &Set{}, size: sizeOf(r), anyLabel: strictHeader}
	src := io.Reader(newBounded(r, false))
	if workers := runtime.GOMAXPROCS(0); p.size >= parallelMin && workers > 1 {
		var err error
		if src, err = p.readChunks(src, workers, chunkSize()); err != nil {
			return nil, err
		}
	}
	return p.readLines(src)
}

// readLines reads the rows of src line by line, after those p has read.
func (p *csvParser) readLines(src io.Reader) (*csvParser, error) {
	size := readBufSize
	if p.size > 0 && p.size < readBufSize {
		size = int(p.size) + 1 // a small input needs no 256 KiB
	}
	br := bufio.NewReaderSize(src, size)
	for {
		line, err := p.readLine(br)
		if len(line) > 0 && (err == nil || err == io.EOF) { // a line cut by an error is not parsed
			p.line++
			if perr := p.parseLine(line); perr != nil {
				return nil, p.lineError(perr)
			}
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, p.readError(err)
		}
	}
	if p.set.Len() == 0 {
		return nil, &ParseError{File: p.name, Err: ErrNoPoints}
	}
	return p, nil
}

// lineError is err, the cause of a problem on the current line, as a
// *ParseError: one naming the line, unless the problem is the whole file's
// encoding.
func (p *csvParser) lineError(err error) error {
	if _, ok := err.(*encodingError); ok {
		return &ParseError{File: p.name, Err: err}
	}
	return &ParseError{File: p.name, Line: p.line, Err: err}
}

// readError wraps an error of readLine. It is a function of its own
// because errors.As's target escapes: a variable for it in the loop would
// cost an allocation per line.
func (p *csvParser) readError(err error) error {
	if wide := (*wideRow)(nil); errors.As(err, &wide) {
		return &ParseError{File: p.name, Line: p.line + 1, Err: wide}
	}
	if limit := (*limitError)(nil); errors.As(err, &limit) {
		return &ParseError{File: p.name, Line: p.line + 1, Err: limit}
	}
	return &ParseError{File: p.name, Err: err}
}

// csvParser holds the state of one ReadCSV or ReadNumericTable call.
type csvParser struct {
	name         string
	anyLabel     bool // no empty header cell (ReadNumericTable)
	targetHeader bool // the header's last cell is "t": regression data
	set          *Set
	line         int      // current 1-based line
	seenRow      bool     // a non-blank, non-comment row has been read
	headerLine   int      // line of the header row, 0 if none
	headerCols   int      // columns in the header row
	cols         int      // columns per data row, fixed by the first one
	colsLine     int      // line that fixed cols
	fields       [][]byte // reused for every row
	err          error    // the cause that stopped a chunk's parseText
	long         []byte   // holds a line longer than the buffer
	size         int64    // the input's size in bytes, or 0 when unknown
}

// readLine returns the next line including its '\n'. The slice is valid
// until the next call. A line longer than the buffer is gathered in p.long;
// once it holds more commas than a row of MaxDim features has, before any
// '#', the rest of the line is only counted, and readLine returns a
// *wideRow, so that a huge row never fills memory. A line that grows past
// maxLineBytes otherwise is a *limitError. Each chunk's commas are counted
// once, so that a long line costs linear time: counting the whole of
// p.long again for every chunk made a 300 MB line quadratic.
func (p *csvParser) readLine(br *bufio.Reader) ([]byte, error) {
	line, err := br.ReadSlice('\n')
	if !errors.Is(err, bufio.ErrBufferFull) {
		return line, err
	}
	p.long = append(p.long[:0], line...)
	commas, comment := 0, false
	for errors.Is(err, bufio.ErrBufferFull) {
		if !comment {
			commas += commasBeforeComment(line)
			comment = bytes.IndexByte(line, '#') >= 0
		}
		if commas > MaxDim {
			return nil, skipWide(br, commas, comment)
		}
		if len(p.long) > maxLineBytes {
			return p.long, &limitError{line: true}
		}
		line, err = br.ReadSlice('\n')
		p.long = append(p.long, line...)
	}
	return p.long, err
}

// wideRow reports a row of more than MaxDim+1 columns.
type wideRow struct{ cols int }

func (e *wideRow) Error() string { return tooWide(e.cols).Error() }

// skipWide reads the rest of a row whose start held commas commas
// (before a '#', if comment), counting its columns, and returns a
// *wideRow, or the reader's error.
func skipWide(br *bufio.Reader, commas int, comment bool) error {
	for {
		chunk, err := br.ReadSlice('\n')
		if !comment {
			comment = bytes.IndexByte(chunk, '#') >= 0
			commas += commasBeforeComment(chunk)
		}
		if err != nil && !errors.Is(err, bufio.ErrBufferFull) && err != io.EOF {
			return err
		}
		if !errors.Is(err, bufio.ErrBufferFull) {
			return &wideRow{cols: commas + 1}
		}
	}
}

// commasBeforeComment counts the commas of line before its first '#'.
func commasBeforeComment(line []byte) int {
	if i := bytes.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	return bytes.Count(line, comma)
}

var comma, newline = []byte{','}, []byte{'\n'}

// tooWide is the error for a row of n columns, more than MaxDim features
// and the label.
func tooWide(n int) error {
	return fmt.Errorf("%d columns; at most %d features are supported", n, MaxDim)
}

// utf8BOM is the byte-order mark some editors put at the start of a file.
var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// parseLine reads one line; the error it returns is the cause only.
func (p *csvParser) parseLine(line []byte) error {
	if len(bytes.TrimSuffix(line, newline)) > maxLineBytes {
		return &limitError{line: true}
	}
	if p.line == 1 {
		line = bytes.TrimPrefix(line, utf8BOM)
		if err := checkEncoding(line[:min(len(line), 64)]); err != nil {
			return err
		}
	}
	if i := bytes.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	line = trimSpace(line)
	if len(line) == 0 {
		return nil
	}
	if n := bytes.Count(line, comma) + 1; n > MaxDim+1 {
		return tooWide(n)
	}
	p.fields = splitFields(p.fields[:0], line)
	if !p.seenRow {
		p.seenRow = true
		if isHeader(p.fields) {
			p.headerLine, p.headerCols = p.line, len(p.fields)
			p.targetHeader = isTargetHeader(p.fields[len(p.fields)-1])
			return p.checkHeader()
		}
	}
	if err := p.checkColumns(len(p.fields)); err != nil {
		return err
	}
	if p.set.Len() == 0 {
		p.reserve(len(line))
	}
	return p.addRow(p.fields)
}

// checkHeader refuses, for ReadNumericTable, an empty header cell, which
// ReadTable refuses.
func (p *csvParser) checkHeader() error {
	if !p.anyLabel {
		return nil
	}
	for j, f := range p.fields {
		if len(f) == 0 {
			return fmt.Errorf("column %d is empty", j+1)
		}
	}
	return nil
}

// reserve sizes the set for the rows the input probably holds, guessing
// from the first data row's length. Growing by append instead costs a third
// of the reading time on 10⁶ rows. A row has at least 2 bytes per column,
// which bounds a bad guess to 4 bytes of memory per byte of input.
func (p *csvParser) reserve(rowLen int) {
	if p.size <= 0 {
		return
	}
	rows := min(p.size/int64(rowLen+1)*11/10+16, p.size/int64(2*p.cols)+1)
	p.set.X = make([]float64, 0, int(rows)*p.set.D)
	p.set.Y = make([]float64, 0, int(rows))
}

// sizeOf returns the number of bytes r will give, when it can tell.
func sizeOf(r io.Reader) int64 {
	switch v := r.(type) {
	case interface{ Len() int }: // bytes.Reader, strings.Reader, bytes.Buffer
		return int64(v.Len())
	case interface{ Stat() (fs.FileInfo, error) }: // os.File, embed and fs files
		if st, err := v.Stat(); err == nil && st.Mode().IsRegular() {
			return st.Size()
		}
	}
	return 0
}

// checkColumns checks a data row's column count against the first row's.
func (p *csvParser) checkColumns(n int) error {
	if p.cols == 0 {
		if n < 2 {
			return fmt.Errorf("need at least 2 columns (x1,…,xd,y), got %d", n)
		}
		if p.headerLine > 0 && n != p.headerCols {
			return fmt.Errorf("%d columns, but the header on line %d has %d", n, p.headerLine, p.headerCols)
		}
		p.cols, p.colsLine, p.set.D = n, p.line, n-1
		return nil
	}
	if n != p.cols {
		return fmt.Errorf("%d columns, expected %d as on line %d", n, p.cols, p.colsLine)
	}
	return nil
}

// addRow parses the coordinates and the label and appends the point.
func (p *csvParser) addRow(fields [][]byte) error {
	d := len(fields) - 1
	for j, f := range fields[:d] {
		v, err := parseNumber(f)
		if err != nil {
			return fmt.Errorf("column %d: %w", j+1, err)
		}
		p.set.X = append(p.set.X, v)
	}
	y, err := p.parseLabel(fields[d])
	if err != nil {
		return err
	}
	p.set.Y = append(p.set.Y, y)
	return nil
}

// parseLabel reads a label or target, any finite number, with a fast path
// for the usual spellings of ±1. Which labels make classes is decided once
// the file is read (Set.detect).
func (p *csvParser) parseLabel(f []byte) (float64, error) {
	switch string(f) { // no allocation: the compiler compares in place
	case "1", "+1":
		return 1, nil
	case "-1":
		return -1, nil
	}
	y, err := parseNumber(f)
	if err != nil {
		return 0, fmt.Errorf("label %w", err)
	}
	return y, nil
}

// unicodeMinus is U+2212 MINUS SIGN, which books print and people paste.
var unicodeMinus = []byte("−")

// parseNumber reads one finite float64.
func parseNumber(f []byte) (float64, error) {
	if len(f) == 0 {
		return 0, errors.New("empty field, want a number")
	}
	// string(f) does not allocate here: ParseFloat does not keep its
	// argument, and BenchmarkReadCSV1e6 reports the allocations.
	v, err := strconv.ParseFloat(string(f), 64)
	if err != nil && bytes.HasPrefix(f, unicodeMinus) {
		v, err = strconv.ParseFloat("-"+string(f[len(unicodeMinus):]), 64)
	}
	switch {
	case errors.Is(err, strconv.ErrRange):
		return 0, fmt.Errorf("%s is out of range for a float64", quote(f))
	case err != nil:
		return 0, fmt.Errorf("%s is not a number", quote(f))
	case math.IsNaN(v) || math.IsInf(v, 0):
		return 0, fmt.Errorf("%s is not a finite number", quote(f))
	}
	return v, nil
}

// quote quotes a field for an error message, shortening a long one.
func quote(f []byte) string {
	const maxLen = 24
	if len(f) > maxLen {
		return strconv.Quote(string(f[:maxLen]) + "…")
	}
	return strconv.Quote(string(f))
}

// isHeader reports whether a first row is a header: no field is a number.
func isHeader(fields [][]byte) bool {
	for _, f := range fields {
		if _, err := parseNumber(f); err == nil {
			return false
		}
	}
	return true
}

// splitFields appends the comma-separated, space-trimmed fields of line.
func splitFields(dst [][]byte, line []byte) [][]byte {
	for {
		i := bytes.IndexByte(line, ',')
		if i < 0 {
			return append(dst, trimSpace(line))
		}
		dst = append(dst, trimSpace(line[:i]))
		line = line[i+1:]
	}
}

// trimSpace trims ASCII spaces, tabs and line ends; it is cheaper than
// bytes.TrimSpace, which also handles Unicode spaces.
func trimSpace(b []byte) []byte {
	for len(b) > 0 && isSpace(b[0]) {
		b = b[1:]
	}
	for len(b) > 0 && isSpace(b[len(b)-1]) {
		b = b[:len(b)-1]
	}
	return b
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// parseText parses the lines of text.
func (p *csvParser) parseText(text []byte) error {
	for len(text) > 0 {
		p.line++
		i := bytes.IndexByte(text, '\n') + 1
		if i == 0 {
			i = len(text)
		}
		if err := p.parseLine(text[:i]); err != nil {
			return err
		}
		text = text[i:]
	}
	return nil
}
