package lab

import (
	"bytes"
	"encoding/json"
	"strconv"
)

// fieldError is a session file's value that is out of its limits, with
// where it is: the path of keys (and array indices, in decimal) from the
// file's top, so that the error can name the line.
type fieldError struct {
	path []string
	err  error
}

// Error returns the cause; the line is the reader's to add.
func (e *fieldError) Error() string { return e.err.Error() }

// Unwrap returns the cause.
func (e *fieldError) Unwrap() error { return e.err }

// at returns err as a fieldError at path, or nil for a nil err.
func at(err error, path ...string) error {
	if err == nil {
		return nil
	}
	return &fieldError{path: path, err: err}
}

// jsonLine returns the 1-based line of data on which the value at path
// starts (a key's line for an object's member), or of the deepest part
// of path that data holds; 0 when data holds none of it or is not JSON.
func jsonLine(data []byte, path ...string) int {
	w := jsonWalker{dec: json.NewDecoder(bytes.NewReader(data)), limit: len(path)}
	line, depth := 0, -1
	for {
		off := w.dec.InputOffset()
		cur, ok := w.next()
		if !ok {
			return line
		}
		if len(cur) > 0 && len(cur) > depth && isPrefix(cur, path) {
			line, depth = lineAt(data, off), len(cur)
			if depth == len(path) {
				return line
			}
		}
	}
}

// jsonWalker walks a JSON document token by token, knowing the path of
// each value it meets.
type jsonWalker struct {
	dec   *json.Decoder
	stack []jsonFrame
	limit int // the deepest path wanted: a value deeper has none, which keeps a deep document linear
}

// jsonFrame is an object or array being walked: an object's latest key,
// an array's index, and whether an object waits for a key.
type jsonFrame struct {
	obj     bool
	key     string
	idx     int
	wantKey bool
}

// next reads one token; it returns the path of a value that starts there
// (nil for a key or a container's end), and false at the end or on an
// error.
func (w *jsonWalker) next() ([]string, bool) {
	tok, err := w.dec.Token()
	if err != nil {
		return nil, false
	}
	if n := len(w.stack); n > 0 && w.stack[n-1].obj && w.stack[n-1].wantKey {
		if k, ok := tok.(string); ok {
			w.stack[n-1].key, w.stack[n-1].wantKey = k, false
			return nil, true
		}
	}
	if d, ok := tok.(json.Delim); ok && (d == '}' || d == ']') {
		w.stack = w.stack[:len(w.stack)-1]
		w.consumed()
		return nil, true
	}
	var path []string
	if len(w.stack) <= w.limit {
		path = w.path()
	}
	if d, ok := tok.(json.Delim); ok {
		w.stack = append(w.stack, jsonFrame{obj: d == '{', wantKey: d == '{'})
	} else {
		w.consumed()
	}
	return path, true
}

// path returns the path of the value about to be read.
func (w *jsonWalker) path() []string {
	p := []string{}
	for _, f := range w.stack {
		if f.obj {
			p = append(p, f.key)
		} else {
			p = append(p, strconv.Itoa(f.idx))
		}
	}
	return p
}

// consumed moves the innermost container past the value just read.
func (w *jsonWalker) consumed() {
	if n := len(w.stack); n > 0 {
		if w.stack[n-1].obj {
			w.stack[n-1].wantKey = true
		} else {
			w.stack[n-1].idx++
		}
	}
}

// isPrefix reports whether p is a prefix of path.
func isPrefix(p, path []string) bool {
	if len(p) > len(path) {
		return false
	}
	for i := range p {
		if p[i] != path[i] {
			return false
		}
	}
	return true
}

// lineAt returns the line of the first byte at or after off that is not
// white space, a colon or a comma: where the value read from off starts.
func lineAt(data []byte, off int64) int {
	i := int(min(max(off, 0), int64(len(data))))
	for i < len(data) && bytes.IndexByte([]byte(" \t\r\n:,"), data[i]) >= 0 {
		i++
	}
	return 1 + bytes.Count(data[:i], []byte{'\n'})
}
