//go:build js

package autosave

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"perceptronlab/lab"
	"perceptronlab/ui/browser"
	"slices"
	"strconv"
	"strings"
	"syscall/js"
	"time"

	"fyne.io/fyne/v2/dialog"

	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// Autosave in the browser: each tab keeps its unsaved work in the page's
// localStorage under autosavePrefix+TAB, and says it is alive by writing
// the time under alivePrefix+TAB every aliveEvery. A tab that closes
// forgets its alive key (and its autosave, when nothing is unsaved); a
// tab that crashed stops writing it. An autosave whose tab is gone is
// offered back, as the desktop offers what a crashed window left.
const (
	autosavePrefix = "perceptronlab.autosave."
	alivePrefix    = "perceptronlab.alive."
	previousPrefix = "perceptronlab.previous."
	aliveEvery     = 20 * time.Second
	// aliveTimeout is long enough for a background tab, whose timers the
	// browser may slow to one a minute, to count as alive.
	aliveTimeout = 3 * time.Minute
	keepPrevious = 3 // declined autosaves kept, newest first
)

// Saver keeps a copy of the tab's unsaved work in the page's storage.
type Saver struct {
	r       Room
	tab     string
	pending bool
	Enabled bool // timers run only in the real app
	savedK  int
	lastErr string
}

// autosaveRecord is what one autosave key holds.
type autosaveRecord struct {
	Time    int64           `json:"time"` // Unix milliseconds
	Session json.RawMessage `json:"session"`
}

// New returns the Saver of e, for this tab.
func New(e Room) *Saver {
	return &Saver{r: e, tab: strconv.FormatUint(rand.Uint64(), 36)}
}

// Start says the tab is alive, now and every aliveEvery, and forgets that
// when the page goes away; then the autosave is offered back next time,
// unless nothing was unsaved.
func (a *Saver) Start() {
	a.alive()
	go func() {
		for range time.Tick(aliveEvery) {
			a.alive()
		}
	}()
	browser.OnPage("pagehide", func(js.Value) {
		browser.StorageRemove(alivePrefix + a.tab)
		if !a.r.Session().Dirty() {
			a.Discard()
		}
	})
}

// alive writes the time under the tab's alive key.
func (a *Saver) alive() {
	browser.StorageSet(alivePrefix+a.tab, strconv.FormatInt(time.Now().UnixMilli(), 10))
}

// writes is true: the page's storage is always there to try.
func (a *Saver) writes() bool { return true }

// write stores the session under this tab's key (storage full or refused:
// an error).
func (a *Saver) write(s *lab.Session) error {
	a.r.StoreView()
	data, err := s.MarshalSession()
	if err == nil {
		data, err = json.Marshal(autosaveRecord{Time: time.Now().UnixMilli(), Session: data})
	}
	if err == nil {
		err = browser.StorageSet(autosavePrefix+a.tab, string(data))
	}
	return err
}

// Discard removes this tab's autosave: the work is saved.
func (a *Saver) Discard() { browser.StorageRemove(autosavePrefix + a.tab) }

// Orphans returns the autosave keys whose tab is gone, newest first.
func (a *Saver) Orphans() []string {
	type found struct {
		key  string
		time int64
	}
	var out []found
	now := time.Now().UnixMilli()
	for _, k := range browser.StorageKeys() {
		tab, ok := strings.CutPrefix(k, autosavePrefix)
		if !ok || tab == a.tab {
			continue
		}
		seen, _ := browser.StorageGet(alivePrefix + tab)
		if t, err := kit.AnyWhole("time", seen); err == nil && now-t < aliveTimeout.Milliseconds() {
			continue // another tab, still open
		}
		out = append(out, found{k, recordTime(k)})
	}
	slices.SortFunc(out, func(x, y found) int { return int(y.time - x.time) })
	keys := make([]string, len(out))
	for i, f := range out {
		keys[i] = f.key
	}
	return keys
}

// record reads the autosave under key.
func record(key string) (autosaveRecord, bool) {
	var r autosaveRecord
	v, ok := browser.StorageGet(key)
	return r, ok && json.Unmarshal([]byte(v), &r) == nil
}

// recordTime returns when the autosave under key was made.
func recordTime(key string) int64 {
	r, _ := record(key)
	return r.Time
}

// OfferRestore asks whether to restore the newest autosave a closed or
// crashed tab left. Declining keeps it aside, with the latest few others.
func (a *Saver) OfferRestore() {
	found := a.Orphans()
	if len(found) == 0 {
		return
	}
	key := found[0]
	r, ok := record(key)
	if !ok {
		browser.StorageRemove(key)
		return
	}
	when := time.UnixMilli(r.Time).Format("2006-01-02 15:04")
	msg := fmt.Sprintf(i18n.T("Perceptron Lab found unsaved work from %s. Restore it?"), when)
	dialog.ShowConfirm(i18n.T("Restore unsaved work?"), msg, func(ok bool) { a.OnRestore(key, r, ok) }, a.r.Window())
}

// OnRestore restores an autosave, or sets it aside.
func (a *Saver) OnRestore(key string, r autosaveRecord, ok bool) {
	browser.StorageRemove(key)
	browser.StorageRemove(alivePrefix + strings.TrimPrefix(key, autosavePrefix))
	if !ok {
		a.setAside(r)
		return
	}
	if err := a.r.Session().OpenData("autosave.json", r.Session); err != nil {
		kit.ShowError(err, a.r.Window())
		return
	}
	a.r.ShowOpenedFit("")
	a.r.Session().Path = ""
	a.r.Session().MarkUnsaved() // restored work is unsaved work
	a.r.ApplyView()
	a.r.Message(i18n.T("Restored your unsaved work"))
	a.r.Changed()
	a.Save()
	a.r.ShowOpenedFold()
}

// setAside keeps a declined autosave under previousPrefix, with the
// keepPrevious−1 newest kept before it.
func (a *Saver) setAside(r autosaveRecord) {
	var prev []string
	for _, k := range browser.StorageKeys() {
		if strings.HasPrefix(k, previousPrefix) {
			prev = append(prev, k)
		}
	}
	slices.Sort(prev) // the keys end in the time, zero-padded
	for len(prev) >= keepPrevious {
		browser.StorageRemove(prev[0])
		prev = prev[1:]
	}
	data, _ := json.Marshal(r)
	browser.StorageSet(fmt.Sprintf("%s%015d", previousPrefix, r.Time), string(data))
}

// Room is what the Saver asks of the window.
type Room interface {
	kit.Room
	StoreView()
	ApplyView()
	// ShowOpenedFit shows the curve-fitting lab the autosave held.
	ShowOpenedFit(name string)
	// ShowOpenedFold shows the fold of the lab restored, last.
	ShowOpenedFold()
}
