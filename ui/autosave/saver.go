package autosave

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"

	"perceptronlab/ui/i18n"
)

// autosaveDelay is how long after the latest edit or training step the
// session is autosaved: long enough not to write on every move of a drag,
// short enough to lose little in a crash.
const autosaveDelay = 500 * time.Millisecond

// Schedule saves the session a little after the latest change.
func (a *Saver) Schedule() {
	if !a.Enabled || !a.writes() || a.pending {
		return
	}
	a.pending = true
	time.AfterFunc(autosaveDelay, func() {
		fyne.Do(func() {
			a.pending = false
			a.Save()
		})
	})
}

// Save writes the session now if it has changes not yet saved: an edit,
// or training steps. A failure is said in the status bar, once.
func (a *Saver) Save() {
	s := a.r.Session()
	if !a.writes() || (!s.Dirty() && s.Training().State().K == a.savedK) {
		return
	}
	if err := a.write(s); err != nil {
		if msg := err.Error(); msg != a.lastErr {
			a.lastErr = msg
			a.r.Message(fmt.Sprintf(i18n.T("Autosave failed, so a crash would lose your changes: %v"), err))
		}
		return
	}
	a.lastErr, a.savedK = "", s.Training().State().K
}

// MarkSaved records that the session's state is saved.
func (a *Saver) MarkSaved() { a.savedK = a.r.Session().Training().State().K }
