package dataset

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// Tests for the readers' bounds (issue 21, items 6 and 10).

// repeatReader gives unit over and over, n bytes in all, holding nothing
// but unit: an input of any size costs no memory of its own.
type repeatReader struct {
	unit []byte
	n    int64
	at   int
}

func (r *repeatReader) Read(p []byte) (int, error) {
	if r.n <= 0 {
		return 0, io.EOF
	}
	k := 0
	for k < len(p) && int64(k) < r.n {
		p[k] = r.unit[r.at]
		r.at = (r.at + 1) % len(r.unit)
		k++
	}
	r.n -= int64(k)
	return k, nil
}

// readers are the four readers of a data file, each giving only its error.
var readers = map[string]func(io.Reader) error{
	"ReadCSV":  func(r io.Reader) error { _, err := ReadCSV(r, "in.csv"); return err },
	"ReadJSON": func(r io.Reader) error { _, err := ReadJSON(r, "in.csv"); return err },
	"ReadTable": func(r io.Reader) error {
		_, err := ReadTable(r, "in.csv")
		return err
	},
	"ReadNumericTable": func(r io.Reader) error {
		_, _, _, err := ReadNumericTable(r, "in.csv")
		return err
	},
}

// A line with no end, as /dev/zero or a binary file gives, stops at
// MaxLineBytes with an error naming the line. Before the fix ReadCSV read
// the whole input into one line, and on a 300 MB line counted its commas
// again for every 256 KiB read: quadratic (59 s), and it never ended on
// /dev/zero. 8 MiB of input here; the readers may allocate little more
// than a few times one line's limit (the 8 MiB line took 16 MB).
func TestReadLineLimit(t *testing.T) {
	for _, name := range []string{"ReadCSV", "ReadTable", "ReadNumericTable"} {
		for _, unit := range []string{"1", "\x00", " 1 2 3 "} {
			in := &repeatReader{unit: []byte(unit), n: 8 << 20}
			var err error
			alloc := hostileAllocated(func() { err = readers[name](io.MultiReader(strings.NewReader("1,1\n"), in)) })
			want := "in.csv:2: line longer than 1 MiB; a line may hold at most 1 MiB"
			if err == nil || err.Error() != want {
				t.Errorf("%s on %q: got %v, want %s", name, unit, err, want)
			}
			if alloc > 6*MaxLineBytes { // a line's slice grows by append
				t.Errorf("%s on %q: %d bytes allocated, want at most %d", name, unit, alloc, 6*MaxLineBytes)
			}
		}
	}
}

// A line of exactly MaxLineBytes (a comment) is read; one byte more is not.
func TestReadLineLimitEdge(t *testing.T) {
	for _, name := range []string{"ReadCSV", "ReadTable", "ReadNumericTable"} {
		ok := "#" + strings.Repeat("c", MaxLineBytes-1) + "\n1,1\n"
		if err := readers[name](strings.NewReader(ok)); err != nil {
			t.Errorf("%s: a line of MaxLineBytes: %v", name, err)
		}
		long := "#" + strings.Repeat("c", MaxLineBytes) + "\n1,1\n"
		if err := readers[name](strings.NewReader(long)); err == nil || !strings.HasPrefix(err.Error(), "in.csv:1: line longer") {
			t.Errorf("%s: a line of MaxLineBytes+1: got %v", name, err)
		}
	}
}

// /dev/zero ends with an error at once. Before the fix train /dev/zero
// grew to 1.85 GB in 120 s.
func TestLoadDevZero(t *testing.T) {
	for _, name := range []string{"/dev/zero"} {
		_, err := LoadFile(name)
		if want := "/dev/zero:1: line longer than 1 MiB; a line may hold at most 1 MiB"; err == nil || err.Error() != want {
			t.Errorf("LoadFile(%s): got %v, want %s", name, err, want)
		}
	}
}

// withFileLimit lowers maxFileBytes for a test.
func withFileLimit(t *testing.T, n int64) {
	old := maxFileBytes
	maxFileBytes = n
	t.Cleanup(func() { maxFileBytes = old })
}

// A file larger than maxFileBytes stops with an error naming the file and
// the line being read, whatever the format, from a reader of unknown size
// (a pipe) or of known size (bytes.Reader, which ReadNumericTable reads in
// parts). Rows "0,0,1\n" are 6 bytes, so 1 MiB ends in line 174763.
func TestReadFileLimit(t *testing.T) {
	withFileLimit(t, 1<<20)
	rows := strings.Repeat("0,0,1\n", (2<<20)/6)
	jsonDoc := `{"points":[` + strings.Repeat("\n{\"x\":[0,0],\"y\":1},", 100_000) + "\n{\"x\":[0,0],\"y\":1}]}"
	for name, read := range readers {
		in := rows
		if name == "ReadJSON" {
			in = jsonDoc
		}
		suffix := "file larger than 1 MiB; a data file may hold at most 1 MiB"
		if err := read(strings.NewReader(in)); err == nil || !strings.HasPrefix(err.Error(), "in.csv:") || !strings.HasSuffix(err.Error(), suffix) {
			t.Errorf("%s, known size: got %v", name, err)
		}
		// From a pipe, the line that passes the limit: the one holding
		// byte 1 MiB (counted from 0).
		want := fmt.Sprintf("in.csv:%d: %s", 1+strings.Count(in[:1<<20], "\n"), suffix)
		if err := read(io.MultiReader(strings.NewReader(in))); err == nil || err.Error() != want {
			t.Errorf("%s, a pipe: got %v, want %s", name, err, want)
		}
	}
}

// JSON with a UTF-8 byte-order mark reads, as CSV with one does. Before
// the fix it was refused as "not valid JSON".
func TestReadJSONBOM(t *testing.T) {
	s, err := ReadJSON(strings.NewReader("\uFEFF"+`{"d":2,"points":[{"x":[3,3],"y":1},{"x":[1,1],"y":-1}]}`), "bom.json")
	if err != nil || s.Len() != 2 || s.X[0] != 3 || s.Y[1] != -1 {
		t.Fatalf("got %v, %v", s, err)
	}
}

// syncBuffer is a bytes.Buffer safe for the notice's goroutine.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// A FIFO with no writer says, once, that it is waiting, and is read when
// the data comes. Before the fix it waited without a word.
func TestLoadFIFOWaits(t *testing.T) {
	old := waitNote
	waitNote = 20 * time.Millisecond
	t.Cleanup(func() { waitNote = old })
	path := filepath.Join(t.TempDir(), "points.csv")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Fatal(err)
	}
	var note syncBuffer
	type result struct {
		s   *Set
		err error
	}
	done := make(chan result)
	go func() {
		s, err := LoadFileWaiting(path, &note)
		done <- result{s, err}
	}()
	want := "perceptronlab: waiting for data from " + path + "…\n"
	for deadline := time.Now().Add(10 * time.Second); note.String() != want; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no notice; got %q", note.String())
		}
	}
	w, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(50 * time.Millisecond) // the reader waits again, in a read: no second notice
	if _, err := w.WriteString("x1,x2,y\n3,3,1\n1,1,-1\n"); err != nil {
		t.Fatal(err)
	}
	w.Close()
	got := <-done
	if got.err != nil || got.s.Len() != 2 {
		t.Fatalf("got %v, %v", got.s, got.err)
	}
	if note.String() != want {
		t.Errorf("notice %q, want it once: %q", note.String(), want)
	}
}

// A file that gives its data at once says nothing.
func TestLoadFileNoNotice(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p.csv")
	if err := os.WriteFile(path, []byte("3,3,1\n1,1,-1\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	var note syncBuffer
	if _, err := LoadFileWaiting(path, &note); err != nil || note.String() != "" {
		t.Fatalf("err %v, notice %q", err, note.String())
	}
	if _, err := LoadFileWaiting(filepath.Join(t.TempDir(), "none.csv"), &note); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("missing file: %v", err)
	}
}

// ReadWhole, which reads session files, stops at the file limit and drops
// a byte-order mark.
func TestReadWhole(t *testing.T) {
	withFileLimit(t, 1<<20)
	if _, err := ReadWhole("/dev/zero"); err == nil || err.Error() != "/dev/zero:1: file larger than 1 MiB; a data file may hold at most 1 MiB" {
		t.Errorf("/dev/zero: %v", err)
	}
	path := filepath.Join(t.TempDir(), "s.json")
	if err := os.WriteFile(path, []byte("\uFEFF{\"version\":1}"), 0o600); err != nil {
		t.Fatal(err)
	}
	if b, err := ReadWhole(path); err != nil || string(b) != `{"version":1}` {
		t.Errorf("got %q, %v", b, err)
	}
}
