package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"

	"perceptronlab/algo"
	"perceptronlab/dataset"
)

// report is the outcome of train, whatever the method. Its JSON keys are a
// stable interface: scripts and other tools read them.
type report struct {
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
	// Gram is the Gram matrix, with --gram.
	Gram [][]float64 `json:"gram,omitzero"`

	title  string // e.g. "perceptron, primal form (Li Hang, Algorithm 2.1)"
	file   string
	noBias bool
	lang   string       // of the table headers
	exact  bool         // solved in closed form (svm, lsq): no η, order or epochs
	gramOf string       // what the Gram matrix holds, e.g. "xᵢ·xⱼ" or a kernel
	start  start        // the state before the first update, row 0 of the text trace
	events []algo.Event // the trace as algo gave it, with --trace
}

// start is a run's state before its first update.
type start struct {
	w     []float64
	b     float64
	alpha []float64 // dual only
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
func newReport(set *dataset.Set, f *trainFlags, res algo.Result) *report {
	x := set.Matrix()
	rep := &report{
		Method: f.method, Order: f.ord.String(), Eta: f.eta, N: set.Len(), D: set.D,
		Status: res.Status.String(), Converged: res.Status == algo.Converged,
		Epochs: res.Epochs, Mistakes: res.Mistakes, W: res.W, B: res.B,
		R: algo.Radius(x, f.noBias), file: f.file, noBias: f.noBias, lang: f.lang,
	}
	if m, ok := algo.GeometricMargin(x, set.Y, res.W, res.B); ok {
		rep.Margin = &m
	}
	if f.trace {
		rep.events = res.Trace
		rep.Trace = make([]traceRow, len(res.Trace))
		for k, ev := range res.Trace {
			rep.Trace[k] = traceRow{K: ev.K, I: ev.I, W: ev.W, B: ev.B}
		}
	}
	return rep
}

// addDualTrace adds the full α vector to each trace row, replaying each
// update's αᵢ from the start.
func (r *report) addDualTrace(evs []algo.Event) {
	alpha := slices.Clone(r.start.alpha)
	for k, ev := range evs {
		if k >= len(r.Trace) {
			return
		}
		alpha[ev.I] = ev.Alpha
		r.Trace[k].Alpha = slices.Clone(alpha)
	}
}

// formatFunc writes a report in one --format.
type formatFunc func(w io.Writer, r *report) error

// formats maps --format names to writers; csv, markdown and latex come with
// the trace tables of issue 5, in their own files.
var formats = map[string]formatFunc{
	"text": writeText,
	"json": writeJSON,
}

// writeJSON writes the report as one JSON object on one line.
func writeJSON(w io.Writer, r *report) error {
	if err := json.NewEncoder(w).Encode(r); err != nil {
		return fmt.Errorf("cannot write the result as JSON: %w", err)
	}
	return nil
}
