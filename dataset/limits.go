package dataset

import (
	"bytes"
	"fmt"
	"io"
)

// MaxLineBytes bounds one line of a CSV or table file: a longer line is an
// error naming the file and the line, found after reading at most that
// much of it, so that a file with no line breaks (/dev/zero, a binary file
// given by mistake) never fills memory. JSON files have no line limit: a
// JSON writer may put a whole file on one line.
const MaxLineBytes = 1 << 20

// MaxFileBytes bounds a data file of any format: reading stops with an
// error past it. A point costs at most 4 bytes of memory per byte of the
// file (two bytes "0," per coordinate, eight bytes per float64), and the
// readers of numbers hold a few chunks of the file, never all of it, so a
// file at the limit keeps memory near half a GB, and an endless input
// (/dev/zero, a device) ends with an error instead of growing.
const MaxFileBytes = 128 << 20

// maxLineBytes and maxFileBytes are the limits; tests lower them.
var (
	maxLineBytes       = MaxLineBytes
	maxFileBytes int64 = MaxFileBytes
)

// limitError is a reader's limit passed: a file larger than maxFileBytes,
// or a line longer than maxLineBytes.
type limitError struct {
	line bool // a line's limit, else the file's
}

func (e *limitError) Error() string {
	if e.line {
		return fmt.Sprintf("line longer than %s; a line may hold at most %s", mib(int64(maxLineBytes)), mib(int64(maxLineBytes)))
	}
	return fmt.Sprintf("file larger than %s; a data file may hold at most %s", mib(maxFileBytes), mib(maxFileBytes))
}

// mib writes a size in MiB, or in bytes below 1 MiB (tests' limits).
func mib(n int64) string {
	if n >= 1<<20 && n%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%d bytes", n)
}

// boundedReader passes on r's bytes and fails with a *limitError past
// maxFileBytes, and, when lines is set, past a line of maxLineBytes. It
// passes on every byte before the limit, then the error, so that a reader
// parses every whole line before it and the error names the line that
// passed the limit. It counts the lines it has passed on.
type boundedReader struct {
	r       io.Reader
	read    int64 // bytes passed on
	lines   bool  // check line lengths
	line    int   // 1-based line of the next byte
	lineLen int   // bytes of that line passed on
	err     error // the limit passed, once it has been
}

// newBounded returns a boundedReader of r; lines asks for the line limit.
func newBounded(r io.Reader, lines bool) *boundedReader {
	return &boundedReader{r: r, lines: lines, line: 1}
}

// Read reads from r, at most one byte past the file's limit.
func (b *boundedReader) Read(p []byte) (int, error) {
	if b.err != nil {
		return 0, b.err
	}
	if rest := maxFileBytes - b.read; int64(len(p)) > rest+1 {
		p = p[:rest+1]
	}
	n, err := b.r.Read(p)
	if b.read+int64(n) > maxFileBytes {
		n, b.err = int(maxFileBytes-b.read), &limitError{}
	}
	if b.lines {
		if k, ok := b.countLines(p[:n]); !ok {
			n, b.err = k, &limitError{line: true}
		}
	}
	b.read += int64(n)
	switch {
	case b.err != nil && n > 0:
		return n, nil // the error comes with the next call
	case b.err != nil:
		return 0, b.err
	}
	return n, err
}

// countLines follows the line count over chunk. When a line passes
// maxLineBytes it returns false and how many bytes of chunk come before
// the byte that passed it. It is linear in the chunk.
func (b *boundedReader) countLines(chunk []byte) (int, bool) {
	done := 0
	for {
		i := bytes.IndexByte(chunk[done:], '\n')
		if i < 0 {
			i = len(chunk) - done
		}
		if b.lineLen+i > maxLineBytes {
			k := done + maxLineBytes - b.lineLen
			b.lineLen = maxLineBytes
			return k, false
		}
		if done+i == len(chunk) {
			b.lineLen += i
			return len(chunk), true
		}
		b.line, b.lineLen, done = b.line+1, 0, done+i+1
	}
}
