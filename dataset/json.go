package dataset

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// jsonSet is the JSON form of a Set: {"d":2,"points":[{"x":[3,3],"y":1}]}.
type jsonSet struct {
	D      int         `json:"d"`
	Points []jsonPoint `json:"points"`
}

type jsonPoint struct {
	X []float64 `json:"x"`
	Y float64   `json:"y"`
}

// MarshalJSON encodes s as {"d":…,"points":[{"x":[…],"y":±1},…]}.
func (s *Set) MarshalJSON() ([]byte, error) {
	js := jsonSet{D: s.D, Points: make([]jsonPoint, s.Len())}
	for i := range js.Points {
		js.Points[i] = jsonPoint{X: s.Point(i), Y: s.Y[i]}
	}
	return json.Marshal(js)
}

// UnmarshalJSON decodes the form MarshalJSON writes and validates it. A
// missing or zero "d" is taken from the first point. On error s is
// unchanged.
func (s *Set) UnmarshalJSON(data []byte) error {
	var js jsonSet
	if err := json.Unmarshal(data, &js); err != nil {
		return err
	}
	out, err := js.set()
	if err != nil {
		return err
	}
	*s = *out
	return nil
}

// set validates js and converts it to a Set.
func (js *jsonSet) set() (*Set, error) {
	d := js.D
	if d == 0 && len(js.Points) > 0 {
		d = len(js.Points[0].X)
	}
	if d < 0 || (d == 0 && len(js.Points) > 0) {
		return nil, fmt.Errorf("dimension d must be at least 1, got %d", d)
	}
	s := &Set{D: d, X: make([]float64, 0, d*len(js.Points)), Y: make([]float64, 0, len(js.Points))}
	for i, p := range js.Points {
		if len(p.X) != d {
			return nil, fmt.Errorf("point %d: x has %d values, want d = %d", i+1, len(p.X), d)
		}
		if err := checkLabel(p.Y); err != nil {
			return nil, fmt.Errorf("point %d: %w", i+1, err)
		}
		s.Add(p.X, p.Y)
	}
	return s, nil
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
// every error is a *ParseError, with a line number for syntax errors.
func ReadJSON(r io.Reader, name string) (*Set, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, &ParseError{File: name, Err: err}
	}
	var s Set
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, &ParseError{File: name, Line: JSONErrorLine(data, err), Err: err}
	}
	if s.Len() == 0 {
		return nil, &ParseError{File: name, Err: ErrNoPoints}
	}
	return &s, nil
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
