package ui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

func TestErrorDialogKeepsFileNames(t *testing.T) {
	// Issue 21: Fyne's dialog.ShowError capitalised the first letter, so
	// "existing.txt: …" read as "Existing.txt: …", another file.
	e := newTestExplorer(t)
	kit.ShowError(errors.New("existing.txt: line 2: want 3 fields, got 1"), e.win)
	top := e.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog")
	}
	got := overlayText(top)
	if !strings.Contains(got, "existing.txt: line 2") || strings.Contains(got, "Existing.txt") {
		t.Errorf("dialog text %q, want the message as written", got)
	}
	for _, o := range test.LaidOutObjects(top) {
		if b, ok := o.(*widget.Button); ok && b.Text == lang.L("OK") {
			test.Tap(b)
		}
	}
	if e.win.Canvas().Overlays().Top() != nil {
		t.Error("OK did not close the dialog")
	}
}

// badSession is a session file with a stray x on line 3.
const badSession = "{\n \"version\": 1,\n x\n}\n"

func TestErrorDialogSaysTheCauseInTheLabsWords(t *testing.T) {
	// Issue 25: the dialog showed the JSON decoder's "invalid character
	// 'x' looking for beginning of value", and the whole path.
	for _, tc := range []struct{ name, text, want string }{
		{"lab.json", badSession, "lab.json: line 3: not a session file: unexpected 'x'"},
		{"cut.json", "{\n \"version\": 1,\n", "cut.json: line 3: not a session file: it ends too soon"},
		{"quote.json", "{\n '", "quote.json: line 2: not a session file: unexpected '\\''"},
	} {
		e := newTestExplorer(t)
		dir := filepath.Join(t.TempDir(), "a", "deep", "folder")
		os.MkdirAll(dir, 0o755)
		path := filepath.Join(dir, tc.name)
		if err := os.WriteFile(path, []byte(tc.text), 0o644); err != nil {
			t.Fatal(err)
		}
		e.keep.openPath(path)
		top := e.win.Canvas().Overlays().Top()
		if top == nil {
			t.Fatalf("%s: no dialog", tc.name)
		}
		got := overlayText(top)
		if !strings.Contains(got, tc.want+"\n") || strings.Contains(got, "invalid character") || strings.Contains(got, dir) {
			t.Errorf("%s: dialog says\n%s\nwant the line %q", tc.name, got, tc.want)
		}
		if !strings.Contains(got, i18n.T("Your points are unchanged.")) {
			t.Errorf("%s: the dialog does not say that the points are unchanged:\n%s", tc.name, got)
		}
	}
	e := newTestExplorer(t)
	e.keep.openPath(filepath.Join(t.TempDir(), "gone.csv"))
	if got := overlayText(e.win.Canvas().Overlays().Top()); !strings.Contains(got, "gone.csv: there is no such file\n") {
		t.Errorf("a missing file: %s", got)
	}
}

// longName is the name of a file in a deep folder, as a teacher's are.
const longName = "statistical-learning-2026-week-03-perceptron-lab-session-with-a-very-long-name.json"

func TestErrorDialogTextFitsInside(t *testing.T) {
	// Issue 25: the dialog clipped the file name and drew OK over its last
	// line, worst in projector mode and after switching it on.
	e := newTestExplorer(t)
	t.Cleanup(func() { e.looks.SetProjector(false) })
	path := filepath.Join(t.TempDir(), longName)
	if err := os.WriteFile(path, []byte(badSession), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, size := range []fyne.Size{{Width: 1024, Height: 768}, {Width: 1280, Height: 720}, {Width: 1920, Height: 1080}} {
		for _, projector := range []bool{false, true} {
			for _, l := range []string{"en", "zh"} {
				name := fmt.Sprintf("%vx%v projector %v %s", size.Width, size.Height, projector, l)
				e.win.Resize(size)
				e.looks.SetProjector(projector)
				withLanguage(t, l, func() { e.keep.openPath(path) })
				checkDialogFits(t, name, e)
				e.looks.SetProjector(!projector) // the look changed under the open dialog
				checkDialogFits(t, name+" switched", e)
				e.win.Canvas().Overlays().Top().Hide()
			}
		}
	}
}

// checkDialogFits checks that the top dialog's labels show all their text
// inside the dialog, and that its buttons lie below them.
func checkDialogFits(t *testing.T, name string, e *explorer) {
	t.Helper()
	top := e.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatalf("%s: no dialog", name)
	}
	d := fyne.CurrentApp().Driver()
	var box fyne.CanvasObject // the dialog's frame
	var labels []*widget.Label
	var buttons []*widget.Button
	for _, o := range test.LaidOutObjects(top) {
		switch v := o.(type) {
		case *widget.Label:
			labels = append(labels, v)
		case *widget.Button:
			buttons = append(buttons, v)
		case *fyne.Container:
			if fmt.Sprintf("%T", v.Layout) == "*dialog.dialogLayout" {
				box = v
			}
		}
	}
	if box == nil {
		t.Fatalf("%s: no dialog frame", name)
	}
	bp, bs := d.AbsolutePositionForObject(box), box.Size()
	// Fyne's dialog leaves its title label unsized (its text is drawn
	// anyway); it must only be no wider than the dialog.
	title := box.(*fyne.Container).Objects[4].(*widget.Label)
	if w := title.MinSize().Width; w > bs.Width {
		t.Errorf("%s: the title %q is %v wide, the dialog %v", name, title.Text, w, bs.Width)
	}
	labels = slices.DeleteFunc(labels, func(l *widget.Label) bool { return l == title })
	for _, l := range labels {
		p, s := d.AbsolutePositionForObject(l), l.Size()
		if l.MinSize().Height > s.Height+0.5 || l.MinSize().Width > s.Width+0.5 {
			t.Errorf("%s: %q needs %v, has %v: clipped", name, l.Text, l.MinSize(), s)
		}
		if p.X < bp.X-0.5 || p.X+s.Width > bp.X+bs.Width+0.5 || p.Y+s.Height > bp.Y+bs.Height+0.5 {
			t.Errorf("%s: %q at %v+%v lies outside the dialog at %v+%v", name, l.Text, p, s, bp, bs)
		}
		for _, b := range buttons {
			if bt := d.AbsolutePositionForObject(b); bt.Y < p.Y+s.Height-0.5 && bt.Y+b.Size().Height > p.Y {
				t.Errorf("%s: the button %q at y %v covers %q (y %v to %v)", name, b.Text, bt.Y, l.Text, p.Y, p.Y+s.Height)
			}
		}
	}
}
