package lab

// LastEdit returns an id of the latest edit still done (0 when there is
// none): it changes with every new edit, Undo and Redo, and the same edit
// keeps its id when redone. The window keys what it keeps beside an edit
// (the view an example replaced) by it.
func (s *Session) LastEdit() int { return s.hist.top() }

// PointsEdited reports whether the points were edited since the session
// was last saved or opened (settings aside, which Dirty counts too).
func (s *Session) PointsEdited() bool { return s.hist.top() != s.savedID }
