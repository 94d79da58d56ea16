package dataset

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"sync"
	"time"
)

// WaitNote is how long opening or reading a data file may give nothing
// before OpenData says that it is waiting.
const WaitNote = 2 * time.Second

// waitNote is WaitNote; tests lower it.
var waitNote = WaitNote

// DataFile is a data file opened by OpenData. Its reads say once, to the
// writer given, when one gives nothing for WaitNote.
type DataFile struct {
	f    *os.File
	note *waitNotice
}

// OpenData opens path for reading. A FIFO with no writer yet, or a device
// or pipe that gives nothing for a while, would wait without a word: when
// opening or a read takes longer than WaitNote, OpenData writes once to
// waiting "perceptronlab: waiting for data from PATH…" and goes on
// waiting; the data, when it comes, is read as usual. A nil waiting says
// nothing.
func OpenData(path string, waiting io.Writer) (*DataFile, error) {
	note := &waitNotice{path: path, w: waiting}
	var f *os.File
	err := note.during(func() (err error) {
		f, err = os.Open(path) // blocks on a FIFO until a writer opens it
		return err
	})
	if err != nil {
		return nil, err
	}
	return &DataFile{f: f, note: note}, nil
}

// Read reads from the file, saying so when it waits long.
func (d *DataFile) Read(p []byte) (n int, err error) {
	err = d.note.during(func() (err error) {
		n, err = d.f.Read(p)
		return err
	})
	return n, err
}

// Stat returns the file's information, which tells the readers its size.
func (d *DataFile) Stat() (fs.FileInfo, error) { return d.f.Stat() }

// Close closes the file.
func (d *DataFile) Close() error { return d.f.Close() }

// waitNotice writes, once, that reading path is waiting.
type waitNotice struct {
	path string
	w    io.Writer
	once sync.Once
	done bool // said, or nothing to say to; read only by during's goroutine
}

// during runs f; when f takes longer than waitNote, the notice is written
// while it goes on.
func (n *waitNotice) during(f func() error) error {
	if n.w == nil || n.done {
		return f()
	}
	t := time.AfterFunc(waitNote, func() {
		n.once.Do(func() {
			fmt.Fprintf(n.w, "perceptronlab: waiting for data from %s…\n", n.path)
		})
	})
	err := f()
	if !t.Stop() {
		n.done = true // the notice ran (or is running): never again
	}
	return err
}

// ReadWhole reads the file at path whole, as a session file is read,
// within MaxFileBytes: a larger file (or /dev/zero) is a *ParseError
// naming the line that passed the limit. A UTF-8 byte-order mark at the
// start is dropped.
func ReadWhole(path string) ([]byte, error) {
	f, err := OpenData(path, nil)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(newBounded(f, false))
	if limit := (*limitError)(nil); errors.As(err, &limit) {
		return nil, &ParseError{File: path, Line: 1 + bytes.Count(data, newline), Err: limit}
	}
	if err != nil {
		return nil, err
	}
	if err := checkEncoding(data); err != nil {
		return nil, &ParseError{File: path, Err: err}
	}
	return TrimBOM(data), nil
}

// TrimBOM drops a UTF-8 byte-order mark from the start of data.
func TrimBOM(data []byte) []byte { return bytes.TrimPrefix(data, utf8BOM) }
