// Package methodview is the window's side of a learning method, as one
// interface: what the plane draws for it, what Step, Reset and a click do,
// what the strip explains, what predict mode asks, and the side panel's
// tabs it adds. Each method's package (perceptronview, knnview, nbview,
// fitview) implements View; the window makes one View per method when it
// opens (Maker), so a method's state is its own, and the window steps and
// draws every method through View alone.
package methodview

import (
	"io"

	"perceptronlab/algo/numeric"
	"perceptronlab/figure"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// View is the window's side of one learning method, made for one window.
type View interface {
	// Models returns the models the plane draws for the method, beside the
	// geometry every method shares.
	Models() []scene.Model
	// Query places the query point clicked at q; false: the method has
	// none, and the click adds a point.
	Query(q []float64) bool
	// QueryPoint returns the method's query point, nil for none.
	QueryPoint() []float64
	// WriteLink writes the method's own state (its query, its
	// cross-validation) in a link; ReadLink takes it from one, and returns
	// what to do once the window has taken the rest of the link (nil:
	// nothing).
	WriteLink(l *lab.Link)
	ReadLink(l *lab.Link) func()
	// Run returns the method's run as steps, which the window's
	// controller paces (Step, Back, Space, End, Reset); nil: the method
	// has no steps, and the training commands are off.
	Run() Run
	// Animate is File ▸ Export animation…: the method's steps as a GIF
	// (Room.SaveAnimation), or why there are none.
	Animate()
	// Explanation is the strip's text: the step shown, in the book's
	// words and numbers.
	Explanation() []string
	// Changed says what a change of the method's settings did.
	Changed(ts lab.TrainSettings) string
	// PointLines are the lines the hover box adds about point i of the
	// session's points: what the method's model says of it (nil: nothing).
	PointLines(i int) []string
	// Rows are the Model tab's rows of the method's model, in order: its
	// numbers, where it stands, and its decision function.
	Rows() []Row
	// Open follows a lab opened from an example (x) or a link (x nil):
	// what the example shows besides its points (a query, a tab), and
	// nothing left of the lab before.
	Open(x *lab.ExampleSpec)
	// PredictKey is the method's own state, for predict mode to tell
	// whether a question still stands.
	PredictKey() string
	// Question returns the question before the method's next step (ok
	// false: none). asked is the query whose class was asked last; the
	// method returns the one it asks about now, or asked.
	Question(asked []float64) (q lab.Question, ok bool, now []float64)
	// AskHint is what predict mode says when there is nothing to ask: ""
	// for a method that steps on.
	AskHint() string
	// Tabs are the side panel's tabs the method adds, named as its
	// lab.Method.Tabs names them.
	Tabs() []Tab
}

// Tab is a tab of the side panel a method adds: its name in
// lab.Method.Tabs, its title in English (the window translates it),
// whether it is redrawn only while shown (Lazy: a drag refreshes many
// times a second), and the constructor of its panel, called once per
// window for the first method that names the tab.
type Tab struct {
	Name, Title string
	Lazy        bool
	Build       func() kit.Panel
}

// Row is a row of the Model tab: its key and its value, as the window
// shows them (translated), and whether it is a setting a teacher makes
// before class, which projector mode hides.
type Row struct {
	Key, Value string
	Setting    bool
}

// Room is what a method's view asks of the window.
type Room interface {
	kit.Room
	// Novikoff returns R, γ and (R/γ)² of the points, and whether they
	// were computed (not past the window's limit of points).
	Novikoff() (r numeric.NovikoffResult, ok bool)
	// ShowTab selects the side panel's tab named name; TabShown reports
	// whether it is the one shown.
	ShowTab(name string)
	TabShown(name string) bool
	// StopRun stops the run going on (an animation, a run to the end).
	StopRun()
	// ApplySettings applies ts as the settings form does.
	ApplySettings(ts lab.TrainSettings)
	// QueryMode reports whether a click places the query; SetQueryMode
	// turns that on or off.
	QueryMode() bool
	SetQueryMode(on bool)
	// PredictHides reports whether predict mode hides what it asks.
	PredictHides() bool
	// AskSavePath asks for a file to save to, named name with one of exts;
	// WriteFile writes path atomically with write.
	AskSavePath(name string, exts []string, then func(path string))
	WriteFile(path string, write func(io.Writer) error) error
	// Look says whether the window is dark and in projector mode.
	Look() (dark, projector bool)
	// SaveAnimation asks for a GIF named name and writes the frames that
	// frames makes from what the plane shows (in, the view v), in the
	// background with a progress dialog.
	SaveAnimation(name string, frames func(in scene.Input, v scene.View) *figure.Animation)
}

// Maker makes a method's view for the window r.
type Maker func(r Room) View

// StatusRows are the Model tab's rows of a method whose model reads as
// where it stands and its decision rule (k-NN, naive Bayes).
func StatusRows(status, rule string) []Row {
	return []Row{{Key: i18n.T("Status"), Value: status}, {Key: "f(x)", Value: rule}}
}
