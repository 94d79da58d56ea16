package fileio

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// isLink reports whether path is a symbolic link to want.
func isLink(t *testing.T, path, want string) bool {
	t.Helper()
	dest, err := os.Readlink(path)
	return err == nil && dest == want
}

func writeString(s string) func(io.Writer) error {
	return func(w io.Writer) error { _, err := io.WriteString(w, s); return err }
}

// A link to a file not yet written (a dangling link) gets that file
// written, and the link stays (it used to be replaced by a new file). A
// chain of relative links is followed from each link's directory.
func TestWriteAtomicDanglingLink(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.png")
	if err := os.Symlink("sub/mid.png", out); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("final.png", filepath.Join(dir, "sub", "mid.png")); err != nil {
		t.Fatal(err)
	}
	if err := WriteAtomic(out, writeString("PNG")); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dir, "sub", "final.png"))
	if err != nil || string(b) != "PNG" {
		t.Errorf("the link's file holds %q, %v; want PNG", b, err)
	}
	if !isLink(t, out, "sub/mid.png") || !isLink(t, filepath.Join(dir, "sub", "mid.png"), "final.png") {
		t.Error("a link was replaced")
	}
	if err := WriteAtomic(out, writeString("PNG2")); err != nil { // now it exists
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "sub", "final.png")); string(b) != "PNG2" || !isLink(t, out, "sub/mid.png") {
		t.Errorf("second write: %q", b)
	}
}

// A link into a folder that does not exist, and a loop of links, are
// errors naming the path; the links stay as they were.
func TestWriteAtomicBadLinks(t *testing.T) {
	dir := t.TempDir()
	nowhere := filepath.Join(dir, "no", "such", "dir", "x.png")
	out := filepath.Join(dir, "out.png")
	if err := os.Symlink(nowhere, out); err != nil {
		t.Fatal(err)
	}
	err := WriteAtomic(out, writeString("PNG"))
	if err == nil || !strings.Contains(err.Error(), out+" (a link to "+nowhere+")") || !isLink(t, out, nowhere) {
		t.Errorf("link into a missing folder: %v", err)
	}
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	if err := os.Symlink("b", a); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("a", b); err != nil {
		t.Fatal(err)
	}
	err = WriteAtomic(a, writeString("x"))
	if err == nil || !strings.Contains(err.Error(), a) || !strings.Contains(err.Error(), "loop") || !isLink(t, a, "b") || !isLink(t, b, "a") {
		t.Errorf("a loop of links: %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 3 {
		t.Errorf("%d entries left in the folder, want the 3 links", len(entries))
	}
}

// Writing over a folder is an error that says so (a rename over it said
// "file exists"); the folder stays.
func TestWriteAtomicOverFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out.png")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	err := WriteAtomic(dir, writeString("PNG"))
	if err == nil || !strings.Contains(err.Error(), dir+": it is a folder") {
		t.Errorf("got %v, want an error naming the folder", err)
	}
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		t.Errorf("the folder: %v, %v", fi, err)
	}
}
