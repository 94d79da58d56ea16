package dataset

import (
	"bufio"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"perceptronlab/fileio"
)

// LoadFile reads a data file: JSON when its name ends in .json, CSV
// otherwise. Errors name the file as path spells it.
func LoadFile(path string) (*Set, error) {
	return LoadFileWaiting(path, nil)
}

// LoadFileWaiting is LoadFile that says to waiting when the file gives
// nothing for a while (see OpenData).
func LoadFileWaiting(path string, waiting io.Writer) (*Set, error) {
	f, err := OpenData(path, waiting)
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
		return fileio.WriteAtomic(path, func(w io.Writer) error { return WriteJSON(w, s) })
	}
	return SaveCSV(path, s)
}

// SaveCSV writes s to path as CSV. It writes a temporary file in the same
// directory and renames it, so a crash never leaves half a file behind.
func SaveCSV(path string, s *Set) error {
	return fileio.WriteAtomic(path, func(w io.Writer) error { return WriteCSV(w, s) })
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

func isJSON(path string) bool { return strings.EqualFold(filepath.Ext(path), ".json") }
