// Package fileio writes files so that a crash or a failed write never
// leaves half a file: the one place that knows how (WriteAtomic). The data
// files, the session, the figures and the GIFs all save through it.
package fileio

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// WriteAtomic writes through write into a temporary file beside path, then
// renames it over path, so a crash or a failed write never leaves half a
// file and never loses the old one. The file keeps path's old mode, or 0644.
//
// Errors name path, never the temporary file. The temporary file is
// ".<name>.tmp<digits>" in path's directory; one left behind by a writer
// that was killed is removed by the next WriteAtomic to the same path once
// it is staleTempAge old (a younger one may belong to a writer still at
// work).
func WriteAtomic(path string, write func(io.Writer) error) error {
	target, err := linkTarget(path) // a link stays a link: its file is written
	if err != nil {
		return err
	}
	shown := path // what errors name
	if target != path {
		shown = path + " (a link to " + target + ")"
	}
	mode := os.FileMode(0o644)
	if st, err := os.Stat(target); err == nil {
		if st.IsDir() { // a rename over it says "file exists"
			return &fs.PathError{Op: "write", Path: shown, Err: errIsFolder}
		}
		if !st.Mode().IsRegular() {
			return writeDevice(path, target, write)
		}
		mode = st.Mode().Perm()
	}
	dir, base := filepath.Dir(target), filepath.Base(target)
	tmp, err := os.CreateTemp(dir, tempPrefix(base)+"*")
	if err != nil {
		return renamePathError(err, target, shown)
	}
	name := tmp.Name()
	defer os.Remove(name) // fails harmlessly after the rename
	err = writeTemp(tmp, mode, write)
	if err == nil {
		err = os.Rename(name, target)
	}
	if err != nil {
		return renamePathError(err, target, shown)
	}
	removeStaleTemps(dir, base, time.Now())
	return nil
}

// errIsFolder is the cause of an error writing over a folder.
var errIsFolder = errors.New("it is a folder; name a file")

// maxLinks is how many links linkTarget follows before it gives up, as
// Linux's path resolution does (40).
const maxLinks = 40

// linkTarget follows path while it is a symbolic link and returns the path
// it ends at, which need not exist: a link to a file not yet written
// (a dangling link) gets that file, never replaced by a file of its own.
// A link's relative target is read from the link's directory. A loop is
// an error naming path.
func linkTarget(path string) (string, error) {
	target := path
	for range maxLinks {
		fi, err := os.Lstat(target)
		if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
			return target, nil
		}
		dest, err := os.Readlink(target)
		if err != nil {
			return "", &fs.PathError{Op: "read link", Path: path, Err: errors.Unwrap(err)}
		}
		if !filepath.IsAbs(dest) {
			dest = filepath.Join(filepath.Dir(target), dest)
		}
		target = dest
	}
	return "", &fs.PathError{Op: "follow the links of", Path: path, Err: errors.New("they form a loop or a chain of more than 40")}
}

// writeDevice writes to target, which is no regular file (a device such
// as /dev/full or /dev/stdout, a FIFO), in place: it cannot be renamed
// over, and a temporary file renamed over a link to it replaced the link
// and reported success for data that never reached the device. A failed
// write or close is an error naming path.
func writeDevice(path, target string, write func(io.Writer) error) error {
	f, err := os.OpenFile(target, os.O_WRONLY|os.O_TRUNC, 0)
	if err != nil {
		return &fs.PathError{Op: "open", Path: path, Err: errors.Unwrap(err)}
	}
	err = write(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return &fs.PathError{Op: pe.Op, Path: path, Err: pe.Err}
	}
	return err
}

// writeTemp writes, sets the mode, syncs and closes the temporary file.
func writeTemp(tmp *os.File, mode os.FileMode, write func(io.Writer) error) error {
	err := write(tmp)
	if err == nil {
		err = tmp.Chmod(mode)
	}
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	return err
}

// staleTempAge is how old a leftover temporary file must be before
// WriteAtomic removes it.
const staleTempAge = time.Minute

// tempPrefix is the start of the temporary files' names for base.
func tempPrefix(base string) string { return "." + base + ".tmp" }

// removeStaleTemps removes the temporary files of base in dir that a killed
// writer left: named tempPrefix(base) and digits, as os.CreateTemp makes
// them, and last changed before now − staleTempAge. It is best effort.
func removeStaleTemps(dir, base string, now time.Time) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	prefix := tempPrefix(base)
	for _, e := range entries {
		rest, ok := strings.CutPrefix(e.Name(), prefix)
		if !ok || rest == "" || strings.Trim(rest, "0123456789") != "" || !e.Type().IsRegular() {
			continue
		}
		if info, err := e.Info(); err == nil && now.Sub(info.ModTime()) >= staleTempAge {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

// renamePathError rewrites an error about the temporary file so that it
// names path, the file the user asked for, keeping the cause (for
// errors.Is): "write points.csv: no space left on device". Other errors,
// such as a write callback's own, pass unchanged.
func renamePathError(err error, target, path string) error {
	temp := func(name string) bool {
		return strings.HasPrefix(filepath.Base(name), tempPrefix(filepath.Base(target)))
	}
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &le) && temp(le.Old):
		return &fs.PathError{Op: "save", Path: path, Err: le.Err}
	case errors.As(err, &pe) && temp(pe.Path):
		op := pe.Op
		if op == "createtemp" || op == "open" { // opening the temporary file creates it
			op = "create"
		}
		return &fs.PathError{Op: op, Path: path, Err: pe.Err}
	}
	return err
}
