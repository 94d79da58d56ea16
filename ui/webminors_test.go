package ui

import (
	"os"
	"path/filepath"
	"perceptronlab/ui/side"
	"testing"

	"perceptronlab/ui/i18n"
)

// The note under the Table tab's results names the rows left out, in the
// singular for one row, in both languages.
func TestSkippedNoteGrammar(t *testing.T) {
	defer i18n.SetLanguage(i18n.Language())
	i18n.SetLanguage("en")
	for _, c := range []struct {
		rows []int
		want string
	}{
		{[]int{1}, "Row 1 has an empty cell and is left out."},
		{[]int{1, 3}, "Rows 1, 3 have an empty cell and are left out."},
	} {
		if got := side.SkippedNote(c.rows); got != c.want {
			t.Errorf("side.SkippedNote(%v) = %q, want %q", c.rows, got, c.want)
		}
	}
	i18n.SetLanguage("zh")
	if got, want := side.SkippedNote([]int{2}), "第 2 行有空单元格，未计入。"; got != want {
		t.Errorf("in Chinese, side.SkippedNote([2]) = %q, want %q", got, want)
	}
}

// A name with another ending than .json or .csv is refused with a message,
// and nothing is written: such a file used to be CSV, silently.
func TestSaveRefusesUnknownExtension(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	dir := t.TempDir()
	e.keep.saveTo(filepath.Join(dir, "lab1.txt"), nil)
	if files, _ := os.ReadDir(dir); len(files) != 0 || e.s.Path != "" {
		t.Errorf("saving as lab1.txt wrote %d files (path %q)", len(files), e.s.Path)
	}
	if e.win.Canvas().Overlays().Top() == nil {
		t.Error("no dialog says why lab1.txt was not saved")
	}
	for _, name := range []string{"lab1.json", "points.CSV"} {
		if err := checkSaveName(filepath.Join(dir, name)); err != nil {
			t.Errorf("%s refused: %v", name, err)
		}
	}
}
