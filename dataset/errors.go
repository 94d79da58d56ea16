package dataset

import (
	"errors"
	"strconv"
)

// ErrNoPoints is the cause reported for a file that holds no data rows.
var ErrNoPoints = errors.New("no points")

// ParseError is a problem found while reading a data file. It prints as
// "file:line: cause", or "file: cause" when the problem has no line
// (an empty file, a JSON point).
type ParseError struct {
	// File is the file's name as the user gave it.
	File string
	// Line is the 1-based line number, or 0 when no line applies.
	Line int
	// Err is the cause.
	Err error
}

// Error returns "file:line: cause".
func (e *ParseError) Error() string {
	if e.Line <= 0 {
		return e.File + ": " + e.Err.Error()
	}
	return e.File + ":" + strconv.Itoa(e.Line) + ": " + e.Err.Error()
}

// Unwrap returns the cause, so errors.Is(err, ErrNoPoints) works.
func (e *ParseError) Unwrap() error { return e.Err }
