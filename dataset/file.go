package dataset

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// LoadFile reads a data file: JSON when its name ends in .json, CSV
// otherwise. Errors name the file as path spells it.
func LoadFile(path string) (*Set, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if isJSON(path) {
		return ReadJSON(f, path)
	}
	return ReadCSV(f, path)
}

// SaveFile writes s atomically to path: JSON when the name ends in .json,
// CSV otherwise.
func SaveFile(path string, s *Set) error {
	if isJSON(path) {
		return WriteAtomic(path, func(w io.Writer) error { return WriteJSON(w, s) })
	}
	return SaveCSV(path, s)
}

// SaveCSV writes s to path as CSV. It writes a temporary file in the same
// directory and renames it, so a crash never leaves half a file behind.
func SaveCSV(path string, s *Set) error {
	return WriteAtomic(path, func(w io.Writer) error { return WriteCSV(w, s) })
}

// WriteCSV writes a header x1,…,xd,y (x1,…,xd,t for regression data, so
// that it reads back as such) and one row per point. Labels are written
// as −1 and +1, whatever values the file read had. Numbers use the
// shortest form that reads back exactly.
func WriteCSV(w io.Writer, s *Set) error {
	if err := s.Validate(); err != nil {
		return fmt.Errorf("dataset: %w", err)
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	for j := 1; j <= s.D; j++ {
		fmt.Fprintf(bw, "x%d,", j)
	}
	if s.Task == Regression {
		bw.WriteString("t\n")
	} else {
		bw.WriteString("y\n")
	}
	var buf []byte
	for i := range s.Len() {
		buf = buf[:0]
		for _, v := range s.Point(i) {
			buf = strconv.AppendFloat(buf, v, 'g', -1, 64)
			buf = append(buf, ',')
		}
		buf = strconv.AppendFloat(buf, s.Y[i], 'g', -1, 64)
		buf = append(buf, '\n')
		bw.Write(buf)
	}
	return bw.Flush()
}

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
	mode := os.FileMode(0o644)
	if st, err := os.Stat(path); err == nil {
		mode = st.Mode().Perm()
	}
	dir, base := filepath.Dir(path), filepath.Base(path)
	tmp, err := os.CreateTemp(dir, tempPrefix(base)+"*")
	if err != nil {
		return renamePathError(err, path)
	}
	name := tmp.Name()
	defer os.Remove(name) // fails harmlessly after the rename
	err = writeTemp(tmp, mode, write)
	if err == nil {
		err = os.Rename(name, path)
	}
	if err != nil {
		return renamePathError(err, path)
	}
	removeStaleTemps(dir, base, time.Now())
	return nil
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
func renamePathError(err error, path string) error {
	temp := func(name string) bool {
		return strings.HasPrefix(filepath.Base(name), tempPrefix(filepath.Base(path)))
	}
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &le) && temp(le.Old):
		return &fs.PathError{Op: "save", Path: path, Err: le.Err}
	case errors.As(err, &pe) && temp(pe.Path):
		op := pe.Op
		if op == "createtemp" {
			op = "create"
		}
		return &fs.PathError{Op: op, Path: path, Err: pe.Err}
	}
	return err
}

func isJSON(path string) bool { return strings.EqualFold(filepath.Ext(path), ".json") }
