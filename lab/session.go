package lab

import (
	"fmt"

	"slices"

	"perceptronlab/algo/numeric"
	"perceptronlab/dataset"
	"perceptronlab/typeset"
)

// Session is the model behind the window: the points, the training
// settings, the undo history and the file, with the training run on them
// (Training) and the curve-fitting lab (Fit). It imports no Fyne, so it
// can be tested without a window; the window calls its methods and then
// redraws from it. It is not safe for concurrent use.
type Session struct {
	set      *dataset.Set
	settings TrainSettings
	run      Training // the training on set with settings (training.go)

	hist          history
	savedID       int // hist.top() when last saved
	settingsDirty bool
	selected      int
	moveFrom      []float64  // where the point being dragged started
	version       int        // counts changes to the data or the settings
	fit           *FitLab    // the curve-fitting lab, nil for none (sessionfit.go)
	fitFold       int        // the fold the file that gave fit showed, from 1; 0 for none
	fitEdits      fitHistory // fit's undo history (history.go)

	// Path is the file the session was opened from or last saved to; "" for
	// a new session.
	Path string
	// View is the visible rectangle stored in a session file, or nil.
	View *ViewRect
	// Disk is what the window knows of a file it opened or saved: see
	// DiskOf.
	Disk DiskFile
}

// DiskFile is what a session remembers of the file it was opened from or
// last saved to: its stamp, to notice that another window or program
// wrote it since, and, for a CSV file, its layout (header names,
// comments, label values), to keep them when saving over it.
type DiskFile struct {
	// Path is the file described.
	Path string
	// Stamp is the file's stamp when it was read or written; Stamped says
	// that there is one (the web edition has none).
	Stamp   dataset.Stamp
	Stamped bool
	// Layout is a CSV file's layout, or nil.
	Layout *dataset.CSVLayout
}

// DiskOf returns what the session knows of the file at path: only of the
// file the session was opened from or last saved to, and only while Path
// still names it (New, an example or a link leave no file to keep).
func (s *Session) DiskOf(path string) (DiskFile, bool) {
	if path == "" || s.Path != path || s.Disk.Path != path {
		return DiskFile{}, false
	}
	return s.Disk, true
}

// ViewRect is the visible part of the plane, as a session file stores it.
type ViewRect struct {
	XMin float64 `json:"xmin"`
	XMax float64 `json:"xmax"`
	YMin float64 `json:"ymin"`
	YMax float64 `json:"ymax"`
}

// check refuses a view that cannot be drawn (an end not finite, the ends
// out of order, wider than float64 holds) and widens one too narrow for
// float64 to divide at its magnitude, as the window's own zoom stops
// there: the link's view=1e15,1.0000000000000002e15,0,1 once made the
// ticks loop without end.
func (v *ViewRect) check() error {
	if v == nil {
		return nil
	}
	x0, x1, okx := numeric.WidenExtent(v.XMin, v.XMax)
	y0, y1, oky := numeric.WidenExtent(v.YMin, v.YMax)
	if !okx || !oky {
		return fmt.Errorf(tr("view must be xmin,xmax,ymin,ymax: finite, with xmin < xmax and ymin < ymax, got %s"),
			typeset.FormatVector([]float64{v.XMin, v.XMax, v.YMin, v.YMax}))
	}
	*v = ViewRect{x0, x1, y0, y1}
	return nil
}

// NewSession returns an empty 2-D session with the default settings.
func NewSession() *Session { return newSession(&dataset.Set{D: 2}, DefaultSettings()) }

// newSession returns a session of set with ts, its training at the start.
func newSession(set *dataset.Set, ts TrainSettings) *Session {
	s := &Session{set: set, settings: ts, selected: -1}
	s.run.sess = s
	s.run.Reset()
	return s
}

// Training returns the training run on the session's points: where it
// stands, stepping, stepping back and running to the end.
func (s *Session) Training() *Training { return &s.run }

// Set returns the points. The caller must not change them.
func (s *Session) Set() *dataset.Set { return s.set }

// Settings returns a copy of the training settings.
func (s *Session) Settings() TrainSettings { return s.settings.clone() }

// Selected returns the selected point, or −1.
func (s *Session) Selected() int { return s.selected }

// Select selects point i; −1 clears the selection.
func (s *Session) Select(i int) {
	if i < -1 || i >= s.set.Len() {
		i = -1
	}
	s.selected = i
}

// Version counts the changes to the data and the settings, so a result
// computed in the background can tell whether it is still current.
func (s *Session) Version() int { return s.version }

// Dirty reports whether the session has changes that are not saved.
func (s *Session) Dirty() bool {
	return s.hist.top() != s.savedID || s.settingsDirty || s.fitDirty()
}

// MarkSaved records that the session as it is now has been saved.
func (s *Session) MarkSaved() {
	s.savedID = s.hist.top()
	s.settingsDirty = false
	s.markFitSaved()
}

// CanUndo reports whether there is an edit to undo.
func (s *Session) CanUndo() bool { return len(s.hist.done) > 0 }

// SetSettings replaces the training settings and resets the training, which
// must start again for new settings to mean anything.
func (s *Session) SetSettings(ts TrainSettings) {
	s.settings = ts.clone()
	s.settingsDirty = true
	s.version++
	s.run.Reset()
}

// snapshot returns the state a replacing edit keeps.
func (s *Session) snapshot() snapshot {
	return snapshot{set: s.set.Clone(), settings: s.settings.clone(), state: s.run.st.clone()}
}

// restore puts back a snapshot.
func (s *Session) restore(sn snapshot) {
	s.set = sn.set.Clone()
	s.settings = sn.settings.clone()
	s.run.restart(sn.state.clone())
	s.selected = -1
	s.version++
}

// dataChanged is called after every change to the points: the trainer is
// rebuilt from the current state on the next step, and in the dual form w
// follows α.
func (s *Session) dataChanged() {
	s.version++
	s.run.dataChanged()
}

// dualW returns w = Σ αᵢyᵢxᵢ.
func dualW(set *dataset.Set, alpha []float64) []float64 {
	w := make([]float64, set.D)
	for i, a := range alpha {
		for j, v := range set.Point(i) {
			w[j] += a * set.Y[i] * v
		}
	}
	return w
}

// insertPoint puts a point at index i with the given α.
func (s *Session) insertPoint(i int, x []float64, y, alpha float64) {
	d := s.set.D
	s.set.X = slices.Insert(s.set.X, i*d, x...)
	s.set.Y = slices.Insert(s.set.Y, i, y)
	s.run.st.Alpha = slices.Insert(s.run.st.Alpha, i, alpha)
	s.run.st.Updated = shiftIndex(s.run.st.Updated, i, +1)
	s.selected = shiftIndex(s.selected, i, +1)
}

// deletePoint removes point i.
func (s *Session) deletePoint(i int) {
	d := s.set.D
	s.set.X = slices.Delete(s.set.X, i*d, (i+1)*d)
	s.set.Y = slices.Delete(s.set.Y, i, i+1)
	s.run.st.Alpha = slices.Delete(s.run.st.Alpha, i, i+1)
	s.run.st.Updated = shiftIndex(s.run.st.Updated, i, -1)
	s.selected = shiftIndex(s.selected, i, -1)
}

// shiftIndex moves an index j past an insertion (+1) or a deletion (−1) at
// i; an index that is deleted becomes −1.
func shiftIndex(j, i, delta int) int {
	switch {
	case j < 0 || j < i:
		return j
	case delta < 0 && j == i:
		return -1
	}
	return j + delta
}
