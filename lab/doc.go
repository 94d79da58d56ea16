// Package lab is the state of one lab session, without a window: the
// points, the training settings, the undo history and the session file
// (Session); the trainer, where the training stands, the trace of every
// update and stepping back (Training, which a Session holds); the
// curve-fitting lab (FitLab, which a session file may hold too). The
// window (package ui) holds one Session, calls its methods and redraws
// from it; the methods are plain Go, so a test drives a session as a user
// would without Fyne. A Session is not safe for concurrent use: a run to
// the end takes a BackgroundRun (a copy of the points) to another
// goroutine and hands its result back with Training.FinishRun.
//
// Package lab imports no Fyne.
package lab

// Translate puts the messages of errors a user sees into the interface's
// language. The window sets it; it defaults to English as written.
var Translate = func(s string) string { return s }

// tr translates s with Translate.
func tr(s string) string { return Translate(s) }

// Moving reports whether a point is being dragged (between BeginMove and
// EndMove).
func (s *Session) Moving() bool { return s.moveFrom != nil }

// MarkUnsaved marks the session as changed since it was saved, as work
// restored from an autosave is.
func (s *Session) MarkUnsaved() { s.savedID = -1 }
