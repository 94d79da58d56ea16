//go:build js

package ui

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"path/filepath"
	"perceptronlab/ui/browser"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/dataset"
	"perceptronlab/figure"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// Files in the browser: Open uses the browser's file picker; Save and the
// exports ask only for a file name and download the file, which the
// browser puts where its downloads go. A path here is just that name.

// onOpen shows the browser's file picker.
func (kp *keeper) onOpen() {
	kit.PickFile(".csv,.json", func(name string, data []byte, err error) {
		fyne.Do(func() { kp.openData(name, data, err) })
	})
}

// openData opens the file the picker read, as openPath opens a file.
func (kp *keeper) openData(name string, data []byte, err error) {
	kp.Run().Stop()
	if err == nil && !isSessionName(name) {
		var set *dataset.Set
		if set, err = dataset.ReadCSV(bytes.NewReader(data), name); err == nil {
			kp.openSet(name, name, set) // x,t points open curve fitting
			kp.rememberData(name, data, set)
			return
		}
	}
	if err == nil {
		err = kp.Session().OpenData(name, data)
	}
	if err != nil {
		kit.ShowProblem(i18n.T("Could not open the file"), err, i18n.T("Your points are unchanged."), kp.Window())
		return
	}
	kp.opened(name)
}

// rememberData keeps the layout of the CSV file name, read from data as
// set, unless curve fitting took it.
func (kp *keeper) rememberData(name string, data []byte, set *dataset.Set) {
	if kp.Session().Path == name {
		l, _ := dataset.ScanCSVLayout(data, set)
		kp.Session().Disk = lab.DiskFile{Path: name, Layout: l}
	}
}

// checkDisk runs next: in the browser a save is a download, which
// overwrites nothing.
func (kp *keeper) checkDisk(_ string, _, next func()) { next() }

// saveFile downloads the session as path: a CSV file in layout l when l
// is not nil.
func (kp *keeper) saveFile(path string, l *dataset.CSVLayout) error {
	if l == nil {
		kp.Session().Disk = lab.DiskFile{}
		return kp.saveSession(path)
	}
	var buf bytes.Buffer
	err := dataset.WriteCSVLayout(&buf, kp.Session().Set(), l)
	if err == nil {
		err = browser.Download(path, buf.Bytes())
	}
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	kp.Session().SavedAs(path)
	nl, _ := dataset.ScanCSVLayout(buf.Bytes(), kp.Session().Set())
	if nl != nil {
		nl.Task, nl.Labels = l.Task, l.Labels
	}
	kp.Session().Disk = lab.DiskFile{Path: path, Layout: nl}
	return nil
}

// askDownload stands in for the save dialog: it asks for the name of the
// file to download, with one of the extensions exts, and calls then with it.
func (kp *keeper) askDownload(name string, exts []string, then func(path string)) {
	entry := widget.NewEntry()
	entry.SetText(name)
	items := []*widget.FormItem{{Text: i18n.T("File name"), Widget: entry,
		HintText: fmt.Sprintf(i18n.T("ends in %s; the browser saves it with your downloads"), strings.Join(exts, ", "))}}
	d := dialog.NewForm(i18n.T("Download"), i18n.T("Download"), i18n.T("Cancel"), items, func(ok bool) {
		if name := filepath.Base(strings.TrimSpace(entry.Text)); ok && name != "." && name != "/" {
			then(name)
		}
	}, kp.Window())
	entry.OnSubmitted = func(string) { d.Submit() }
	d.Show()
	kp.Window().Canvas().Focus(entry)
}

// saveSession downloads the session as path: the points as CSV, or the
// whole session as JSON.
func (kp *keeper) saveSession(path string) error {
	data, err := kp.Session().Encode(path)
	if err == nil {
		err = browser.Download(path, data)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	kp.Session().SavedAs(path)
	return nil
}

// saveFigureFile downloads a figure in the format path's extension names.
func saveFigureFile(path string, in scene.Input, v scene.View, o figure.FigureOptions) error {
	format := strings.TrimPrefix(strings.ToLower(filepath.Ext(path)), ".")
	return writeFileAtomic(path, func(w io.Writer) error { return figure.WriteFigure(w, format, in, v, o) })
}

// saveAnimationFile downloads an animation as a GIF.
func saveAnimationFile(ctx context.Context, a *figure.Animation, path string) error {
	return writeFileAtomic(path, func(w io.Writer) error { return a.Write(ctx, w) })
}

// writeFileAtomic downloads the file write makes, once it is complete.
func writeFileAtomic(path string, write func(io.Writer) error) error {
	var buf bytes.Buffer
	err := write(&buf)
	if err == nil {
		err = browser.Download(filepath.Base(path), buf.Bytes())
	}
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// rememberCSV keeps nothing: the browser opens files through openData.
func (kp *keeper) rememberCSV(string, *dataset.Set) {}

// rememberFile keeps nothing: the browser opens files through openData.
func (kp *keeper) rememberFile(string) {}
