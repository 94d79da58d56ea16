package fileio

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Errors of WriteAtomic name the file asked for, never its temporary file,
// and keep their cause.
func TestWriteAtomicErrorsNameTarget(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name, path string
		cause      error
	}{
		{"no such directory", filepath.Join(dir, "missing", "p.csv"), fs.ErrNotExist},
		{"a directory in the way", dir, nil},
	} {
		err := WriteAtomic(tc.path, func(w io.Writer) error { _, err := io.WriteString(w, "x"); return err })
		if err == nil || strings.Contains(err.Error(), ".tmp") || !strings.Contains(err.Error(), tc.path) {
			t.Errorf("%s: got %v, want an error naming %s", tc.name, err, tc.path)
		}
		if tc.cause != nil && !errors.Is(err, tc.cause) {
			t.Errorf("%s: %v is not %v", tc.name, err, tc.cause)
		}
	}
}

// A temporary file left by a writer killed mid-write is removed by the
// next WriteAtomic to the same file once it is old; a young one, another
// file's, or a name os.CreateTemp would not make, is left alone. Before the
// fix every one stayed.
func TestWriteAtomicRemovesStaleTemps(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-2 * staleTempAge)
	files := map[string]bool{ // name → removed
		".x.gif.tmp123":      true,
		".x.gif.tmp4567":     true,
		".x.gif.tmp89":       false, // young: a writer may be at work
		".x.gif.tmpabc":      false,
		".x.gif.tmp":         false,
		".y.gif.tmp1":        false,
		"x.gif.tmp2":         false,
		".x.gif.tmp3.backup": false,
	}
	for name := range files {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte("partial"), 0o644); err != nil {
			t.Fatal(err)
		}
		if name != ".x.gif.tmp89" {
			if err := os.Chtimes(path, old, old); err != nil {
				t.Fatal(err)
			}
		}
	}
	err := WriteAtomic(filepath.Join(dir, "x.gif"), func(w io.Writer) error {
		_, err := w.Write([]byte("GIF89a"))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for name, removed := range files {
		_, err := os.Stat(filepath.Join(dir, name))
		if gone := errors.Is(err, fs.ErrNotExist); gone != removed {
			t.Errorf("%s: removed = %v, want %v", name, gone, removed)
		}
	}
	if b, err := os.ReadFile(filepath.Join(dir, "x.gif")); err != nil || !bytes.Equal(b, []byte("GIF89a")) {
		t.Errorf("x.gif = %q, %v", b, err)
	}
}
