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
// file (two bytes "0," per coordinate, eight bytes per float64), so a file
// at the limit keeps memory near half a GB, and an endless input
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
// counts the lines it has passed on, so that an error can name the line
// being read.
type boundedReader struct {
	r       io.Reader
	read    int64 // bytes passed on
	lines   bool  // check line lengths
	line    int   // 1-based line of the next byte
	lineLen int   // bytes of that line passed on
}

// newBounded returns a boundedReader of r; lines asks for the line limit.
func newBounded(r io.Reader, lines bool) *boundedReader {
	return &boundedReader{r: r, lines: lines, line: 1}
}

// Read reads from r. On a limit it returns 0 bytes and the error, so that
// no caller parses the cut line as if it were whole.
func (b *boundedReader) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	if b.read += int64(n); b.read > maxFileBytes {
		return 0, &limitError{}
	}
	if b.lines && !b.countLines(p[:n]) {
		return 0, &limitError{line: true}
	}
	return n, err
}

// countLines follows the line count over chunk and reports whether every
// line stays within maxLineBytes. It is linear in the chunk.
func (b *boundedReader) countLines(chunk []byte) bool {
	for {
		i := bytes.IndexByte(chunk, '\n')
		if i < 0 {
			b.lineLen += len(chunk)
			return b.lineLen <= maxLineBytes
		}
		if b.lineLen+i > maxLineBytes {
			b.lineLen += i
			return false
		}
		b.line, b.lineLen, chunk = b.line+1, 0, chunk[i+1:]
	}
}
