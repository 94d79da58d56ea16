package dataset

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"os"
	"time"
)

// Stamp tells whether a file changed since it was read or written: its
// size, its modification time and the SHA-256 of its bytes. A window
// keeps one for the file it opened, so that a save can see that another
// window or program wrote the file in between.
type Stamp struct {
	Size    int64
	ModTime time.Time
	Sum     [sha256.Size]byte
}

// Same reports whether s and o describe the same bytes: equal size and
// hash. A file only touched (its time changed, its bytes not) is the same,
// since saving over it loses nothing.
func (s Stamp) Same(o Stamp) bool { return s.Size == o.Size && s.Sum == o.Sum }

// StampFile returns the stamp of the regular file at path. It reads the
// file once, and at most MaxFileBytes of it: a larger file can be no file
// this package wrote, and its stamp has the size but the hash of its
// first MaxFileBytes bytes only.
func StampFile(path string) (Stamp, error) {
	f, err := os.Open(path)
	if err != nil {
		return Stamp{}, err
	}
	defer f.Close()
	return stampOf(f, path, nil)
}

// stampOf hashes f, also feeding the bytes to also when it is not nil.
func stampOf(f *os.File, path string, also io.Writer) (Stamp, error) {
	info, err := f.Stat()
	if err != nil {
		return Stamp{}, err
	}
	if !info.Mode().IsRegular() {
		return Stamp{}, fmt.Errorf("%s: %w", path, errNotRegular)
	}
	h := sha256.New()
	w := io.Writer(h)
	if also != nil {
		w = io.MultiWriter(h, also)
	}
	if _, err := io.Copy(w, io.LimitReader(f, MaxFileBytes)); err != nil {
		return Stamp{}, err
	}
	s := Stamp{Size: info.Size(), ModTime: info.ModTime()}
	h.Sum(s.Sum[:0])
	return s, nil
}

// errNotRegular is the cause of a stamp asked of a device, a pipe or a
// folder.
var errNotRegular = errors.New("not a regular file")
