package dataset

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
)

// jsonSet is the JSON form of a Set: {"d":2,"points":[{"x":[3,3],"y":1}]}.
type jsonSet struct {
	D      int         `json:"d"`
	Task   string      `json:"task,omitempty"` // "regression", or absent
	Points []jsonPoint `json:"points"`
}

type jsonPoint struct {
	X []float64 `json:"x"`
	Y float64   `json:"y"`
}

// MarshalJSON encodes s as {"d":…,"points":[{"x":[…],"y":±1},…]}, with
// "task":"regression" for regression data.
func (s *Set) MarshalJSON() ([]byte, error) {
	js := jsonSet{D: s.D, Points: make([]jsonPoint, s.Len())}
	if s.Task == Regression {
		js.Task = Regression.String()
	}
	for i := range js.Points {
		js.Points[i] = jsonPoint{X: s.Point(i), Y: s.Y[i]}
	}
	return json.Marshal(js)
}

// UnmarshalJSON decodes the form MarshalJSON writes and validates it. A
// missing or zero "d" is taken from the first point. Errors name the point
// and the field in the file's terms, as in `point 3: field "x" must be a
// list of numbers`, and nothing is allocated for "d" or for a point before
// it has been checked against MaxDim. On error s is unchanged.
func (s *Set) UnmarshalJSON(data []byte) error {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		if isSyntaxError(err) {
			return err
		}
		return errors.New(`the file must hold a JSON object like {"d":2,"points":[{"x":[3,3],"y":1}]}`)
	}
	d, err := jsonDim(top["d"])
	if err != nil {
		return err
	}
	var points []json.RawMessage
	if raw, ok := top["points"]; ok && json.Unmarshal(raw, &points) != nil {
		return errors.New(`field "points" must be a list of points like {"x":[3,3],"y":1}`)
	}
	out, err := jsonPoints(points, d, len(data))
	if err != nil {
		return err
	}
	out.detect(string(top["task"]) == `"regression"`)
	*s = *out
	return nil
}

// isSyntaxError reports whether err says that the input is not JSON at all.
func isSyntaxError(err error) bool {
	var se *json.SyntaxError
	return errors.As(err, &se)
}

// jsonDim reads "d": absent (0), or a whole number from 0 to MaxDim.
func jsonDim(raw json.RawMessage) (int, error) {
	if raw == nil {
		return 0, nil
	}
	v, err := strconv.ParseFloat(string(raw), 64)
	big := errors.Is(err, strconv.ErrRange) && len(raw) > 0 && raw[0] != '-'
	switch {
	case big || (err == nil && v > MaxDim && v == math.Trunc(v)):
		return 0, fmt.Errorf(`field "d" is %s; at most %d features are supported`, quoteJSON(raw), MaxDim)
	case err != nil || v != math.Trunc(v) || v < 0 || v > MaxDim:
		return 0, fmt.Errorf(`field "d" must be a whole number from 1 to %d, got %s`, MaxDim, quoteJSON(raw))
	}
	return int(v), nil
}

// jsonPoints checks the points and builds the set. A zero d is taken from
// the first point. size, the input's length, bounds the memory reserved.
func jsonPoints(points []json.RawMessage, d, size int) (*Set, error) {
	s := &Set{D: d}
	for i, raw := range points {
		x, y, err := readJSONPoint(raw)
		if err != nil {
			return nil, fmt.Errorf("point %d: %w", i+1, err)
		}
		if s.D == 0 {
			if s.D = len(x); s.D == 0 {
				return nil, fmt.Errorf(`point %d: field "x" is empty; a point needs at least one coordinate`, i+1)
			}
		}
		if len(x) != s.D {
			return nil, fmt.Errorf("point %d: x has %d values, want d = %d", i+1, len(x), s.D)
		}
		if s.X == nil {
			// Every number takes at least two bytes of the input.
			s.X = make([]float64, 0, min(s.D*len(points), size/2))
			s.Y = make([]float64, 0, len(points))
		}
		s.Add(x, y)
	}
	return s, nil
}

// readJSONPoint reads one point {"x":[…],"y":…}, y any number. Its errors do not name
// the point; the caller adds it.
func readJSONPoint(raw json.RawMessage) (x []float64, y float64, err error) {
	var p map[string]json.RawMessage
	if json.Unmarshal(raw, &p) != nil {
		return nil, 0, errors.New(`must be an object like {"x":[3,3],"y":1}`)
	}
	if x, err = jsonCoords(p["x"]); err != nil {
		return nil, 0, err
	}
	rawY, ok := p["y"]
	if !ok {
		return nil, 0, errors.New(`field "y" is missing`)
	}
	if y, err = jsonNumber(rawY); err != nil {
		return nil, 0, fmt.Errorf(`field "y" must be a number, got %s`, quoteJSON(rawY))
	}
	return x, y, nil
}

// jsonCoords reads "x", a list of at most MaxDim numbers.
func jsonCoords(raw json.RawMessage) ([]float64, error) {
	if raw == nil {
		return nil, errors.New(`field "x" is missing`)
	}
	var list []json.RawMessage
	if json.Unmarshal(raw, &list) != nil {
		return nil, errors.New(`field "x" must be a list of numbers`)
	}
	if len(list) > MaxDim {
		return nil, fmt.Errorf(`field "x" has %d numbers; at most %d features are supported`, len(list), MaxDim)
	}
	x := make([]float64, len(list))
	for k, v := range list {
		f, err := jsonNumber(v)
		switch {
		case errors.Is(err, strconv.ErrRange):
			return nil, fmt.Errorf(`field "x": %s is out of range for a float64`, quoteJSON(v))
		case err != nil:
			return nil, errors.New(`field "x" must be a list of numbers`)
		}
		x[k] = f
	}
	return x, nil
}

// jsonNumber parses a JSON number. A number too large for a float64 gives
// an error wrapping strconv.ErrRange; one too small to tell from 0 reads
// as 0, as encoding/json reads it.
func jsonNumber(raw json.RawMessage) (float64, error) {
	if len(raw) == 0 || !(raw[0] == '-' || (raw[0] >= '0' && raw[0] <= '9')) {
		return 0, errors.New("not a number")
	}
	v, err := strconv.ParseFloat(string(raw), 64)
	if errors.Is(err, strconv.ErrRange) && v == 0 {
		return 0, nil
	}
	return v, err
}

// quoteJSON shows a JSON value in an error message, shortened when long.
func quoteJSON(raw json.RawMessage) string {
	const maxLen = 24
	if len(raw) > maxLen {
		return string(raw[:maxLen]) + "…"
	}
	return string(raw)
}

// WriteJSON writes s as indented JSON followed by a newline.
func WriteJSON(w io.Writer, s *Set) error {
	if err := s.Validate(); err != nil {
		return fmt.Errorf("dataset: %w", err)
	}
	b, err := s.MarshalJSON()
	if err != nil {
		return err
	}
	var out bytes.Buffer
	if err := json.Indent(&out, b, "", " "); err != nil {
		return err
	}
	out.WriteByte('\n')
	_, err = out.WriteTo(w)
	return err
}

// ReadJSON reads a Set in JSON form. name is the file name used in errors;
// every error is a *ParseError, with a line number for syntax errors. A
// UTF-8 byte-order mark at the start is skipped, as ReadCSV skips it; the
// file may hold at most MaxFileBytes.
func ReadJSON(r io.Reader, name string) (*Set, error) {
	data, err := io.ReadAll(newBounded(r, false))
	if limit := (*limitError)(nil); errors.As(err, &limit) {
		return nil, &ParseError{File: name, Line: 1 + bytes.Count(data, newline), Err: limit}
	}
	if err != nil {
		return nil, &ParseError{File: name, Err: err}
	}
	if err := checkEncoding(data); err != nil {
		return nil, &ParseError{File: name, Err: err}
	}
	data = bytes.TrimPrefix(data, utf8BOM)
	var s Set
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, &ParseError{File: name, Line: JSONErrorLine(data, err), Err: jsonSyntax(err)}
	}
	if s.Len() == 0 {
		return nil, &ParseError{File: name, Err: ErrNoPoints}
	}
	return &s, nil
}

// jsonSyntax words a syntax error for a person: "not valid JSON: …".
func jsonSyntax(err error) error {
	if isSyntaxError(err) {
		return fmt.Errorf("not valid JSON: %w", err)
	}
	return err
}

// JSONErrorLine returns the 1-based line of data on which a JSON syntax or
// type error from decoding data happened, or 0 for any other error.
func JSONErrorLine(data []byte, err error) int {
	var off int64
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		off = se.Offset
	case errors.As(err, &te):
		off = te.Offset
	default:
		return 0
	}
	off = min(max(off, 0), int64(len(data)))
	return 1 + bytes.Count(data[:off], []byte{'\n'})
}
