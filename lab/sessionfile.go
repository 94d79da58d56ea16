package lab

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"path/filepath"
	"slices"
	"strings"

	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
	"perceptronlab/fileio"
	"perceptronlab/param"
)

// sessionVersion is the version of the session file format this app writes.
// A reader refuses newer versions rather than guess at them.
const sessionVersion = 1

// sessionFile is the JSON form of a saved session.
type sessionFile struct {
	Version  int          `json:"version"`
	Points   *dataset.Set `json:"points"`
	Settings settingsFile `json:"settings"`
	View     *ViewRect    `json:"view,omitempty"`
	Training trainingFile `json:"training"`
	// Fit is the curve-fitting lab (sessionfit.go), or nil for none.
	Fit *fitFile `json:"fit,omitempty"`
}

// opened is what reading a file gives: the state to swap in, the stored
// view and the curve-fitting lab with its fold (nil and 0 for none).
type opened struct {
	sn      snapshot
	view    *ViewRect
	fit     *FitLab
	fitFold int
}

type settingsFile struct {
	Form   string    `json:"form"`
	Eta    float64   `json:"eta,omitempty"`
	Order  string    `json:"order,omitempty"`
	Seed   int64     `json:"seed,omitempty"`
	W0     []float64 `json:"w0,omitempty"`
	B0     float64   `json:"b0"`
	NoBias bool      `json:"noBias"`
	Kernel string    `json:"kernel,omitempty"`
	Sigma  float64   `json:"sigma,omitempty"`
	Degree int       `json:"degree,omitempty"`
	K      int       `json:"k,omitempty"`
	P      string    `json:"p,omitempty"` // k-NN's p: a number, or "inf"
	// Params are the methods' parameters by method and spec Name
	// (settings_params.go); the flat fields above are how files written
	// before them spell eight of them.
	Params map[string]map[string]json.RawMessage `json:"params,omitempty"`
	// free are the values of the specs TrainSettings has no field for,
	// by canonical key, on their way between the settings and a file.
	free param.Values
}

type trainingFile struct {
	W       []float64  `json:"w"`
	B       float64    `json:"b"`
	Alpha   []float64  `json:"alpha"`
	K       int        `json:"k"`
	Updated int        `json:"updated"`
	Status  string     `json:"status"`
	Trace   []traceRow `json:"trace"`
	// Dropped counts the first updates whose rows were not kept; Base is
	// the update the rows go on from, and BaseAlpha α after it.
	Dropped   int       `json:"dropped,omitempty"`
	Base      *traceRow `json:"base,omitempty"`
	BaseAlpha []float64 `json:"baseAlpha,omitempty"`
}

type traceRow struct {
	K     int       `json:"k"`
	I     int       `json:"i"`
	Epoch int       `json:"epoch,omitempty"`
	Value float64   `json:"value"`
	W     []float64 `json:"w"`
	B     float64   `json:"b"`
	Alpha float64   `json:"alpha,omitempty"`
}

// Open reads a CSV file, a point set in JSON or a saved session and makes it
// the session's data, as one undoable edit. On error the session is
// unchanged; the error names the file and, where it can, the line.
func (s *Session) Open(path string) error {
	o, err := readAny(path)
	if err != nil {
		return err
	}
	s.opened(path, o)
	return nil
}

// opened makes what a file gave the session's: its state as one undoable
// edit, its view and its curve-fitting lab (none when it has none).
func (s *Session) opened(path string, o opened) {
	s.replace(o.sn)
	s.Path, s.View = path, o.view
	s.fit, s.fitFold = o.fit, o.fitFold
	s.MarkSaved()
}

// Save writes the session to path: the points alone as CSV, or everything as
// a session when the name ends in .json. The file is written whole or not at
// all.
func (s *Session) Save(path string) error {
	var err error
	if isJSONPath(path) {
		err = s.WriteSession(path)
	} else {
		err = dataset.SaveCSV(path, s.set)
	}
	if err != nil {
		return err
	}
	s.Path = path
	s.MarkSaved()
	return nil
}

// WriteSession writes the whole session as JSON to path, atomically, without
// changing what counts as saved (autosave uses it).
func (s *Session) WriteSession(path string) error {
	b, err := json.MarshalIndent(s.file(), "", " ")
	if err != nil {
		return err
	}
	return fileio.WriteAtomic(path, func(w io.Writer) error {
		_, err := w.Write(append(b, '\n'))
		return err
	})
}

func isJSONPath(path string) bool { return strings.EqualFold(filepath.Ext(path), ".json") }

// file returns the session in its file form.
func (s *Session) file() *sessionFile {
	ts, st := s.settings, s.run.st
	f := &sessionFile{Version: sessionVersion, Points: s.set, View: s.View}
	f.Settings = ts.toFile()
	f.Settings.writeParams(ts)
	if s.fit != nil {
		f.Fit = fitFileOf(s.fit)
	}
	f.Training = trainingFile{W: st.W, B: st.B, Alpha: st.Alpha, K: st.K, Updated: st.Updated, Status: st.Status.String()}
	for _, ev := range st.Trace {
		f.Training.Trace = append(f.Training.Trace, rowOf(ev))
	}
	if st.Dropped > 0 {
		base := rowOf(st.Base)
		f.Training.Dropped, f.Training.Base, f.Training.BaseAlpha = st.Dropped, &base, st.BaseAlpha
	}
	return f
}

func rowOf(ev perceptron.Event) traceRow {
	return traceRow{ev.K, ev.I, ev.Epoch, ev.Value, ev.W, ev.B, ev.Alpha}
}

func (r traceRow) event() perceptron.Event {
	return perceptron.Event{K: r.K, I: r.I, Epoch: r.Epoch, Value: r.Value, W: r.W, B: r.B, Alpha: r.Alpha}
}

// readAny reads path as a session when it is JSON with a "version", and as
// a point set otherwise.
func readAny(path string) (opened, error) {
	if isJSONPath(path) {
		data, err := dataset.ReadWhole(path) // bounded, without a BOM
		if err != nil {
			return opened{}, err
		}
		if hasVersion(data) {
			return readSession(path, data)
		}
	}
	set, err := dataset.LoadFile(path)
	if err != nil {
		return opened{}, err
	}
	return openedSet(set), nil
}

// openedSet is a point set opened with the default settings.
func openedSet(set *dataset.Set) opened {
	ts := DefaultSettings()
	return opened{sn: snapshot{set: set, settings: ts, state: startState(set, ts)}}
}

// hasVersion reports whether data is a JSON object with a "version" key.
func hasVersion(data []byte) bool {
	var probe struct {
		Version *int `json:"version"`
	}
	return json.Unmarshal(data, &probe) == nil && probe.Version != nil
}

// readSession decodes and checks a session file.
func readSession(path string, data []byte) (opened, error) {
	f := sessionFile{Fit: defaultFitFile()} // a fit section's missing keys keep the defaults
	if err := json.Unmarshal(data, &f); err != nil {
		return opened{}, &dataset.ParseError{File: path, Line: dataset.JSONErrorLine(data, err), Err: err}
	}
	if !hasFit(data) {
		f.Fit = nil
	}
	if err := checkKNNK(data); err != nil {
		return opened{}, &dataset.ParseError{File: path, Err: err}
	}
	sn, err := f.snapshot()
	if err != nil {
		return opened{}, fileError(path, data, err)
	}
	o := opened{sn: sn, view: f.View}
	if f.Fit != nil {
		if o.fit, o.fitFold, err = f.Fit.lab(); err != nil {
			return opened{}, fileError(path, data, err)
		}
	}
	return o, nil
}

// fileError is err as a ParseError of the file at path, on the line of
// the key it names when it is a fieldError.
func fileError(path string, data []byte, err error) error {
	line := 0
	if fe, ok := err.(*fieldError); ok {
		line = jsonLine(data, fe.path...)
	}
	return &dataset.ParseError{File: path, Line: line, Err: err}
}

// hasFit reports whether data has a "fit" section that is not null.
func hasFit(data []byte) bool {
	var probe struct {
		Fit json.RawMessage `json:"fit"`
	}
	return json.Unmarshal(data, &probe) == nil && probe.Fit != nil && string(probe.Fit) != "null"
}

// snapshot checks a decoded session file and converts it.
func (f *sessionFile) snapshot() (snapshot, error) {
	if f.Version != sessionVersion {
		return snapshot{}, fmt.Errorf(tr("session version %d is not supported (this app reads version %d)"), f.Version, sessionVersion)
	}
	if f.Points == nil {
		return snapshot{}, errors.New(tr("the session has no \"points\""))
	}
	ts, err := f.Settings.settings(f.Points.D)
	if err != nil {
		return snapshot{}, err
	}
	if err := f.View.check(); err != nil {
		return snapshot{}, err
	}
	if err := f.Training.check(f.Points.Len()); err != nil {
		return snapshot{}, err
	}
	st, ok := f.Training.state(f.Points, ts)
	if !ok {
		st = startState(f.Points, ts) // a training state that does not fit the points is dropped
	}
	return snapshot{set: f.Points, settings: ts, state: st}, nil
}

// checkKNNK refuses settings.k = 0, as a link refuses knn=0. A file
// without k (written before k-NN) keeps the default; settingsFile cannot
// tell that from 0, which the lab never writes (k ≥ 1), so the file is
// asked again.
func checkKNNK(data []byte) error {
	var probe struct {
		Settings struct {
			K *int `json:"k"`
		} `json:"settings"`
	}
	if json.Unmarshal(data, &probe) == nil && probe.Settings.K != nil && *probe.Settings.K == 0 {
		return param.K.CheckInt(0)
	}
	return nil
}

// settings checks and converts the settings of a session file, group by
// group over the defaults, so that an older file without a group's keys
// opens with the group's defaults.
func (sf settingsFile) settings(d int) (TrainSettings, error) {
	form, err := parseForm(sf.Form)
	if err != nil {
		return TrainSettings{}, err
	}
	free, err := sf.readParams()
	if err != nil {
		return TrainSettings{}, err
	}
	ts := DefaultSettings()
	ts.Form = form
	if err := ts.fromFile(sf, d); err != nil {
		return TrainSettings{}, err
	}
	if len(sf.free)+len(free) > 0 {
		ts.Params = maps.Clone(sf.free)
		if ts.Params == nil {
			ts.Params = param.Values{}
		}
		maps.Copy(ts.Params, free)
	}
	return ts, nil
}

// check refuses a training state no run can have made: a point index
// outside 0…n−1, a step count that disagrees with the trace, a number that
// is not finite. (A state of the wrong shape for the points is dropped by
// state instead: it may come from points edited by hand.)
func (tf trainingFile) check(n int) error {
	bad := func(field string, v any) error {
		return fmt.Errorf(tr("training: %s = %v is not possible for %d points"), field, v, n)
	}
	switch {
	case tf.Dropped < 0 || (tf.Dropped > 0 && (tf.Base == nil || len(tf.BaseAlpha) != n)):
		return bad("dropped", tf.Dropped)
	case tf.K < 0 || (len(tf.Trace) > 0 && tf.K != tf.Dropped+len(tf.Trace)-1):
		return bad("k", tf.K)
	case len(tf.Trace) == 0 && tf.Dropped > 0 && tf.K != tf.Dropped:
		return bad("k", tf.K)
	case tf.Updated < -1 || tf.Updated >= n:
		return bad("updated", tf.Updated)
	case tf.Base != nil && (tf.Base.I < -1 || tf.Base.I >= n):
		return bad("base.i", tf.Base.I)
	case !finite(tf.B) || !allFinite(tf.W) || !allFinite(tf.Alpha) || !allFinite(tf.BaseAlpha) ||
		(tf.Base != nil && (!finite(tf.Base.B) || !allFinite(tf.Base.W))):
		return bad("w, b or α", "a value that is not finite")
	}
	if err := tf.checkLimits(); err != nil {
		return err
	}
	for k, r := range tf.Trace {
		switch {
		case r.Epoch < 0:
			return fmt.Errorf(tr("training: %s = %d must be ≥ 0"), fmt.Sprintf("trace[%d].epoch", k), r.Epoch)
		case r.K != k+tf.Dropped*min(k, 1):
			return bad(fmt.Sprintf("trace[%d].k", k), r.K)
		case r.I < -1 || r.I >= n || (k > 0 && r.I < 0):
			return bad(fmt.Sprintf("trace[%d].i", k), r.I)
		case !finite(r.B) || !finite(r.Value) || !finite(r.Alpha) || !allFinite(r.W):
			return bad(fmt.Sprintf("trace[%d]", k), "a value that is not finite")
		}
	}
	return nil
}

// MaxSessionUpdates bounds k, the updates a session records over all its
// runs. One run makes at most perceptron.DefaultMaxEpochs passes with an
// update a point at most, so about 10¹⁰ on the largest file the lab reads;
// an edit starts a new run that counts on. 10¹² leaves room for a hundred
// such runs, and refuses a k no window made.
const MaxSessionUpdates = 1_000_000_000_000

// statuses are the statuses a session file may give, as
// perceptron.Status.String writes them ("" in older files: running).
var statuses = []string{"running", "converged", "epoch-limit", "cycle", "overflow"}

// checkLimits refuses a k, a trace or a status no session can have, with
// the field and its limit named.
func (tf trainingFile) checkLimits() error {
	switch {
	case tf.K > MaxSessionUpdates:
		return fmt.Errorf(tr("training: k = %d is more than the %d updates a session may record"), tf.K, MaxSessionUpdates)
	case len(tf.Trace) > 2*MaxTrace+1:
		return fmt.Errorf(tr("training: trace has %d rows, more than the %d a session keeps"), len(tf.Trace), 2*MaxTrace+1)
	case tf.Status != "" && !slices.Contains(statuses, tf.Status):
		return fmt.Errorf(tr("training: status %q must be one of %s"), clip(tf.Status), strings.Join(statuses, ", "))
	}
	return nil
}

func finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }

func allFinite(vs []float64) bool {
	for _, v := range vs {
		if !finite(v) {
			return false
		}
	}
	return true
}

// state converts a saved training state; ok is false when it does not fit
// the points.
func (tf trainingFile) state(set *dataset.Set, ts TrainSettings) (State, bool) {
	wantW := set.D
	if !ts.Form.Linear() {
		wantW = 0 // w lives in the kernel's feature space
	}
	if len(tf.W) != wantW || len(tf.Alpha) != set.Len() || tf.Updated >= set.Len() {
		return State{}, false
	}
	st := State{W: tf.W, B: tf.B, Alpha: tf.Alpha, K: tf.K, Updated: max(tf.Updated, -1), Status: parseStatus(tf.Status)}
	for _, r := range tf.Trace {
		if len(r.W) != wantW {
			return State{}, false
		}
		st.Trace = append(st.Trace, r.event())
	}
	if tf.Dropped > 0 {
		if len(tf.Base.W) != wantW {
			return State{}, false
		}
		st.Dropped, st.Base, st.BaseAlpha = tf.Dropped, tf.Base.event(), tf.BaseAlpha
	}
	if len(st.Trace) == 0 {
		st.Trace = startState(set, ts).Trace
		if st.K > 0 && st.Dropped == 0 {
			// A state without its past (a link's w, b and α, a "trace"
			// of [] or null): its K updates have no rows, as after a long
			// run, so that stepping back replays none (Back on k = 7 with
			// one row once sliced the trace [::7] and crashed the window).
			st.Dropped, st.BaseAlpha = st.K, slices.Clone(st.Alpha)
			st.Base = perceptron.Event{K: st.K, I: st.Updated, W: slices.Clone(st.W), B: st.B}
		}
	}
	return st, true
}

// parseStatus reads a status written by perceptron.Status.String; anything else
// is Running, which the next step checks again.
func parseStatus(s string) perceptron.Status {
	for _, st := range []perceptron.Status{perceptron.Converged, perceptron.EpochLimit, perceptron.Cycle, perceptron.Overflow} {
		if st.String() == s {
			return st
		}
	}
	return perceptron.Running
}
