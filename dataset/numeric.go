package dataset

import (
	"bytes"
	"errors"
	"io"
	"runtime"
	"sync"
)

// ReadNumericTable reads a table whose every cell is a finite number: rows
// x1,…,xd,y with d ≥ 1 and any finite label y, such as 0, 1 or 2.5. It
// returns the features row-major (len(x) = len(y)·d) and the labels. name
// is the file name used in errors; every error is a *ParseError naming the
// file and, for a problem in a row, its line.
//
// It reads a numeric table as ReadTable followed by Floats and LabelFloats
// does, but several times faster and without a string per cell: the same
// comments, blank lines, CRLF line ends, byte-order mark, spaces and
// Unicode minus, and a first row that is a header when none of its cells
// is a number (every header cell must be non-empty, as ReadTable wants).
// Where those three give points, ReadNumericTable gives the same ones,
// unless a row has more than MaxDim features; where they give an error, so
// does ReadNumericTable, though not always the same one: a caller that
// wants ReadTable's messages falls back to it on error.
//
// An input of a known size (a file, a bytes.Reader) of at least 1 MiB is
// read whole and parsed in parts, one per core (GOMAXPROCS).
func ReadNumericTable(r io.Reader, name string) (x, y []float64, d int, err error) {
	var set *Set
	if size := sizeOf(r); size >= parallelMin && runtime.GOMAXPROCS(0) > 1 {
		set, err = readInParts(r, name, size, runtime.GOMAXPROCS(0))
	} else {
		set, err = readRows(r, name, true)
	}
	if err != nil {
		return nil, nil, 0, err
	}
	return set.X, set.Y, set.D, nil
}

// parallelMin is the input size from which ReadNumericTable parses parts of
// the input at once.
const parallelMin = 1 << 20

// readInParts reads the table in r, of about size bytes, whole, and
// parses it in parts at once, as readRows would parse it. It parses the
// lines of the first headSize bytes first: a file that is no numeric table,
// such as a categorical one, fails there, before it is read whole.
func readInParts(r io.Reader, name string, size int64, parts int) (*Set, error) {
	if size > maxFileBytes {
		return nil, &ParseError{File: name, Err: &limitError{}}
	}
	r = newBounded(r, false)     // the file may grow while it is read
	text := make([]byte, size+1) // a byte more shows that the input grew
	n, err := io.ReadFull(r, text[:min(headSize, len(text))])
	if err == nil {
		if err := checkHead(text[:n], name); err != nil {
			return nil, err
		}
		var more int
		more, err = io.ReadFull(r, text[n:])
		n += more
	}
	text = text[:n]
	if err == nil {
		var rest []byte
		rest, err = io.ReadAll(r)
		text = append(text, rest...)
	}
	if limit := (*limitError)(nil); errors.As(err, &limit) {
		return nil, &ParseError{File: name, Line: 1 + bytes.Count(text, newline), Err: limit}
	}
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return nil, &ParseError{File: name, Err: err}
	}
	return parseInParts(text, name, parts)
}

// headSize is the size of the start of the input that readInParts parses
// before it reads the rest.
const headSize = 64 << 10

// checkHead parses the whole lines of head, the start of the input, and
// returns the error readRows gives for the first bad one, if any.
func checkHead(head []byte, name string) error {
	p := &csvParser{name: name, set: &Set{}, anyLabel: true}
	if err := p.parseText(head[:bytes.LastIndexByte(head, '\n')+1]); err != nil {
		return &ParseError{File: name, Line: p.line, Err: err}
	}
	return nil
}

// parseInParts parses text as readRows would. parseParts does it, unless
// there is a problem, which sends it back to readRows: that finds the first
// one and its line as it always does.
func parseInParts(text []byte, name string, parts int) (*Set, error) {
	if set := parseParts(text, name, parts); set != nil {
		return set, nil
	}
	return readRows(bytes.NewReader(text), name, true)
}

// parseParts cuts text into parts at line ends and parses each in a
// goroutine. It returns the points, or nil on any problem (see joinParts).
func parseParts(text []byte, name string, parts int) *Set {
	ps := make([]*csvParser, parts)
	var wg sync.WaitGroup
	for i := range ps {
		// Every part but the first follows other lines: no byte-order
		// mark (line 1), no header (seenRow), and its columns are checked
		// by joinParts. Its line numbers, only for errors, are not kept.
		p := &csvParser{name: name, set: &Set{}, anyLabel: true, seenRow: i > 0, line: min(i, 1)}
		part := text[lineStart(text, len(text)*i/parts):lineStart(text, len(text)*(i+1)/parts)]
		p.size, ps[i] = int64(len(part)), p
		wg.Go(func() { p.err = p.parseText(part) })
	}
	wg.Wait()
	return joinParts(ps)
}

// lineStart returns the start of the line after the one holding
// text[i-1], or len(text): i itself when i is 0 or follows a '\n'.
func lineStart(text []byte, i int) int {
	if i == 0 {
		return 0
	}
	j := bytes.IndexByte(text[i-1:], '\n')
	if j < 0 {
		return len(text)
	}
	return i + j
}

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

// joinParts joins the points of the parts, or returns nil when a part
// failed, the first part holds no point, or a part's rows have another
// number of columns than the first's.
func joinParts(ps []*csvParser) *Set {
	first := ps[0]
	if first.err != nil || first.set.Len() == 0 {
		return nil
	}
	rows := 0
	for _, p := range ps {
		if p.err != nil || (p.set.Len() > 0 && p.cols != first.cols) {
			return nil
		}
		rows += p.set.Len()
	}
	set := &Set{D: first.set.D, X: make([]float64, 0, rows*first.set.D), Y: make([]float64, 0, rows)}
	for _, p := range ps {
		set.X, set.Y = append(set.X, p.set.X...), append(set.Y, p.set.Y...)
	}
	return set
}
