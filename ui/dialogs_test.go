package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
)

// Fault 9 of issue 19: Save As proposed overwriting the CSV that was
// opened; it proposes a session file of the same name.
func TestSaveAsProposesASessionFile(t *testing.T) {
	e := newTestExplorer(t)
	csv := filepath.Join(t.TempDir(), "points.csv")
	if err := os.WriteFile(csv, []byte("x,y\n2,1\n-2,-1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	e.keep.openPath(csv)
	asked := saveTo(e, filepath.Join(t.TempDir(), "out.json"))
	e.keep.onSaveAs()
	if len(*asked) != 1 || (*asked)[0] != "points.json" {
		t.Errorf("Save As proposed %q, want points.json", *asked)
	}
}

// The file dialogs start in the folder of the file last chosen, also in
// the next window; they used to start in the examples folder each time.
func TestDialogsRememberTheLastFolder(t *testing.T) {
	e := newTestExplorer(t)
	t.Cleanup(func() { e.app.Preferences().RemoveValue(prefLastFolder) })
	dir := t.TempDir()
	w, err := storage.Writer(storage.NewFileURI(filepath.Join(dir, "figure.png")))
	if err != nil {
		t.Fatal(err)
	}
	var got string
	e.keep.chosen(w, nil, func(path string) { got = path }) // the save dialog's answer
	if got == "" || e.keep.dialogFolder() != dir {
		t.Fatalf("after choosing %q the dialogs start in %q, want %q", got, e.keep.dialogFolder(), dir)
	}
	if e2 := secondWindow(t, e); e2.keep.dialogFolder() != dir {
		t.Errorf("a new window's dialogs start in %q, want %q", e2.keep.dialogFolder(), dir)
	}
}

// A 20000×20000 figure passed the export dialog and was refused only after
// the file was chosen: each side is allowed, the area (400 Mpx) is not.
func TestFigureSizeIsCheckedInTheDialog(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	asked := saveTo(e, filepath.Join(t.TempDir(), "fig.png"))
	e.keep.onExportFigure()
	d := e.keep.figureDlg
	d.Width.SetText("20000")
	d.Height.SetText("20000")
	test.Tap(d.ExportButton)
	waitJobs(t, e)
	if len(*asked) != 0 {
		t.Fatalf("the dialog asked for a file for a 20000×20000 figure")
	}
	if _, err := d.Choice(); err == nil || !strings.Contains(err.Error(), "20000 × 20000") {
		t.Errorf("the dialog's check says %v", err)
	}
	d.Width.SetText("4000")
	d.Height.SetText("3000")
	if _, err := d.Choice(); err != nil {
		t.Errorf("4000×3000 refused: %v", err)
	}
}
