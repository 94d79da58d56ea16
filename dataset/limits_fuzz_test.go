package dataset

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

// FuzzReaderLimits feeds the four readers arbitrary bytes under small
// limits (a line of 32 bytes, a file of 512), from a pipe that gives them
// in chunks of any size (issue 21, item 6). No input panics; every error
// is a one-line *ParseError; a limit's error names the line that passed
// it, as the test counts it; and an input that reads has no line and no
// size past the limits.
func FuzzReaderLimits(f *testing.F) {
	f.Add([]byte("x1,x2,y\n3,3,1\n4,3,1\n1,1,-1\n"), uint8(7))
	f.Add([]byte("1,1\n"+strings.Repeat("2", 40)+",1\n"), uint8(0))
	f.Add([]byte(strings.Repeat("0,0,1\n", 100)), uint8(13))
	f.Add([]byte("\uFEFF"+`{"d":2,"points":[{"x":[3,3],"y":1},{"x":[1,1],"y":-1}]}`), uint8(3))
	f.Add([]byte("# "+strings.Repeat(",", 40)+"\n1,1\n"), uint8(1))
	f.Add(bytes.Repeat([]byte{0}, 600), uint8(255))
	f.Fuzz(func(t *testing.T, text []byte, chunk uint8) {
		oldLine, oldFile := maxLineBytes, maxFileBytes
		maxLineBytes, maxFileBytes = 32, 512
		defer func() { maxLineBytes, maxFileBytes = oldLine, oldFile }()
		longLine, fileLine := limitLines(text)
		for name, read := range readers {
			var r io.Reader = bytes.NewReader(text)
			if chunk > 0 {
				r = &chunkReader{text: text, n: int(chunk)}
			} else {
				r = iotest.OneByteReader(r)
			}
			err := read(r)
			if err == nil {
				if len(text) > int(maxFileBytes) || (name != "ReadJSON" && longLine > 0) {
					t.Fatalf("%s read %d bytes with a long line at %d", name, len(text), longLine)
				}
				continue
			}
			var pe *ParseError
			if !errors.As(err, &pe) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("%s: bad error %q", name, err)
			}
			var le *limitError
			if !errors.As(err, &le) {
				continue
			}
			switch {
			case le.line && (name == "ReadJSON" || pe.Line != longLine):
				t.Fatalf("%s: %q, want the line limit at line %d", name, err, longLine)
			case !le.line && pe.Line != fileLine:
				t.Fatalf("%s: %q, want the file limit at line %d", name, err, fileLine)
			}
		}
	})
}

// limitLines returns the first line longer than maxLineBytes (0: none)
// and the line of the byte that passes maxFileBytes (0: none).
func limitLines(text []byte) (longLine, fileLine int) {
	for i, l := range bytes.Split(text, []byte{'\n'}) {
		if len(l) > maxLineBytes {
			longLine = i + 1
			break
		}
	}
	if len(text) > int(maxFileBytes) {
		fileLine = 1 + bytes.Count(text[:maxFileBytes], []byte{'\n'})
	}
	return longLine, fileLine
}

// chunkReader gives text n bytes at a time, as a pipe may, and hides its
// size from the readers.
type chunkReader struct {
	text []byte
	n    int
}

func (c *chunkReader) Read(p []byte) (int, error) {
	if len(c.text) == 0 {
		return 0, io.EOF
	}
	k := copy(p[:min(len(p), c.n)], c.text)
	c.text = c.text[k:]
	return k, nil
}
