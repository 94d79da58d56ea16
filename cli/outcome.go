package cli

import (
	"encoding/json"
	"io"
	"math"

	"perceptronlab/algo/numeric"
	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
	"perceptronlab/report"
	"perceptronlab/typeset"
)

// outcome is the outcome of train, whatever the method. Its JSON keys are a
// stable interface: scripts and other tools read them.
type outcome struct {
	Method    string  `json:"method"`
	Order     string  `json:"order"`
	Eta       float64 `json:"eta"`
	N         int     `json:"n"`
	D         int     `json:"d"`
	Status    string  `json:"status"`
	Converged bool    `json:"converged"`
	Epochs    int     `json:"epochs"`
	Mistakes  int     `json:"mistakes"`
	// W is nil, and left out, for methods without a weight vector (kernel).
	W     []float64 `json:"w,omitzero"`
	B     float64   `json:"b"`
	Alpha []float64 `json:"alpha,omitzero"`
	// Support lists 0-based indices of support points (svm).
	Support []int `json:"support,omitzero"`
	// Errors counts misclassified training points (pocket, averaged, lsq, kernel).
	Errors *int `json:"errors,omitempty"`
	// Margin is the geometric margin of (w, b) on the data: null when w = 0.
	Margin *float64 `json:"margin"`
	// R is maxᵢ‖x̂ᵢ‖, with x̂ = (x, 1) unless --no-bias.
	R float64 `json:"R"`
	// Trace is present, possibly empty, exactly when --trace was given.
	Trace []traceRow `json:"trace,omitzero"`
	// TraceFrom is, after a run too long to list whole, the k the listed
	// rows go on from: updates 1…TraceFrom are not listed.
	TraceFrom int `json:"trace_from,omitempty"`
	// Gram is the Gram matrix, with --gram: past maxGramShown points, its
	// leading block only.
	Gram [][]float64 `json:"gram,omitzero"`
	// GramNote says, when Gram is only the leading block, what was left out.
	GramNote string `json:"gram_note,omitempty"`

	title  string // e.g. "perceptron, primal form (Li Hang, Algorithm 2.1)"
	file   string
	noBias bool
	lang   string       // of the table headers
	exact  bool         // solved in closed form (svm, lsq): no η, order or epochs
	gramOf string       // what the Gram matrix holds, e.g. "xᵢ·xⱼ" or a kernel
	trace  report.Trace // the start and, with --trace, every update listed
	gone   forgotten    // the updates a long run did not list
	digits int          // significant digits that print w, b so they classify as they do
	// explain writes out every update, with --explain (explain.go).
	explain *report.Explainer
}

// traceRow is one update: the state right after it.
type traceRow struct {
	K     int       `json:"k"`
	I     int       `json:"i"`
	W     []float64 `json:"w"`
	B     float64   `json:"b"`
	Alpha []float64 `json:"alpha,omitzero"` // dual only: the full α vector
}

// newReport fills the fields every perceptron method shares.
func newOutcome(set *dataset.Set, f *trainFlags, res perceptron.Result) *outcome {
	x := set.Matrix()
	rep := &outcome{
		Method: f.method, Order: f.ord.String(), Eta: f.eta, N: set.Len(), D: set.D,
		Status: res.Status.String(), Converged: res.Status == perceptron.Converged,
		Epochs: res.Epochs, Mistakes: res.Mistakes, W: res.W, B: res.B,
		R: numeric.Radius(x, f.noBias), file: f.file, noBias: f.noBias, lang: f.lang,
	}
	if m, ok := numeric.GeometricMargin(x, set.Y, res.W, res.B); ok {
		rep.Margin = finiteOrNil(m)
	}
	rep.digits = 6
	if len(res.W) == set.D {
		rep.digits = typeset.HyperplaneDigits(set.X, res.W, res.B)
	}
	rep.trace = report.Trace{Lang: f.lang, Events: res.Trace, Status: res.Status}
	if f.trace {
		rep.Trace = []traceRow{}
	}
	return rep
}

// setStart records the run's start (alpha non-nil in the dual form) and,
// with --trace, lays out the trace rows, each with the full α vector in
// the dual form.
func (r *outcome) setStart(w []float64, b float64, alpha []float64) {
	r.trace.W0, r.trace.B0, r.trace.Alpha0 = r.gone.start(w, b, alpha)
	r.trace.From, r.TraceFrom = r.gone.n, r.gone.n
	if r.Trace == nil {
		return
	}
	for _, row := range r.trace.Rows()[1:] {
		r.Trace = append(r.Trace, traceRow{K: row.K, I: row.Point, W: row.W, B: row.B, Alpha: row.Alpha})
	}
}

// formatFunc writes a report in one --format.
type formatFunc func(w io.Writer, r *outcome) error

// formats maps --format names to writers.
var formats = map[string]formatFunc{
	"text":     writeText,
	"json":     writeJSON,
	"csv":      traceFormat("csv"),
	"markdown": traceFormat("markdown"),
	"latex":    traceFormat("latex"),
}

// traceFormat writes the trace table alone, in a report.Trace format.
func traceFormat(name string) formatFunc {
	return func(w io.Writer, r *outcome) error { return r.trace.Write(w, name) }
}

// MarshalJSON writes the outcome with every number JSON can hold: R and
// the margin are null where float64 overflowed (coordinates near 1e308).
func (r *outcome) MarshalJSON() ([]byte, error) {
	type plain outcome
	return json.Marshal(struct {
		*plain
		R      *float64 `json:"R"`
		Margin *float64 `json:"margin"`
	}{(*plain)(r), finiteOrNil(r.R), r.Margin})
}

// finiteOrNil returns &v, or nil when v is not finite.
func finiteOrNil(v float64) *float64 {
	if math.IsInf(v, 0) || math.IsNaN(v) {
		return nil
	}
	return &v
}

// writeJSON writes the report as one JSON object on one line.
func writeJSON(w io.Writer, r *outcome) error { return encodeFinite(w, r) }
