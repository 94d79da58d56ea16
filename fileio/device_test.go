package fileio

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// Writing through a link to a device writes to the device, and a failed
// write is an error naming the path the user gave (issue 21, item 10:
// plot -o a link to /dev/full replaced the link with a file and reported
// success). A link to a regular file stays a link; its file is replaced.
func TestWriteAtomicDeviceAndLink(t *testing.T) {
	dir := t.TempDir()
	full := filepath.Join(dir, "full.png")
	if err := os.Symlink("/dev/full", full); err != nil {
		t.Fatal(err)
	}
	err := WriteAtomic(full, func(w io.Writer) error { _, err := w.Write([]byte("PNG")); return err })
	if err == nil || !errors.Is(err, syscall.ENOSPC) || !strings.Contains(err.Error(), full) {
		t.Errorf("link to /dev/full: got %v, want no space left naming %s", err, full)
	}
	if fi, err := os.Lstat(full); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced: %v, %v", fi.Mode(), err)
	}
	if err := WriteAtomic("/dev/full", func(w io.Writer) error { _, err := w.Write([]byte("x")); return err }); !errors.Is(err, syscall.ENOSPC) {
		t.Errorf("/dev/full: got %v", err)
	}
	real, link := filepath.Join(dir, "real.csv"), filepath.Join(dir, "link.csv")
	if err := os.WriteFile(real, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	if err := WriteAtomic(link, func(w io.Writer) error { _, err := io.WriteString(w, "new"); return err }); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(real)
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 || string(b) != "new" {
		t.Errorf("link to a file: link kept %v, file holds %q", err == nil && fi.Mode()&os.ModeSymlink != 0, b)
	}
	if fi, _ := os.Stat(real); fi.Mode().Perm() != 0o600 {
		t.Errorf("the file's mode became %v", fi.Mode().Perm())
	}
}
