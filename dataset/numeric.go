package dataset

import "io"

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
// parsed in chunks on every core (GOMAXPROCS), as ReadCSV parses it.
func ReadNumericTable(r io.Reader, name string) (x, y []float64, d int, err error) {
	set, err := readRows(r, name, true)
	if err != nil {
		return nil, nil, 0, err
	}
	return set.X, set.Y, set.D, nil
}
