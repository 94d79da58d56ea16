package perceptron

import (
	"fmt"

	"perceptronlab/param"
)

// Order is the order in which a trainer visits the points.
type Order int

const (
	// Cyclic sweeps i = 0…N−1 again and again (ESL's and scikit-learn's order).
	Cyclic Order = iota
	// First scans again from the first point after every update (Li Hang's
	// worked examples).
	First
	// Random visits the points in a new random order each epoch,
	// reproducible from Settings.Seed.
	Random
)

// String returns the order's name as the CLI spells it.
func (o Order) String() string {
	switch o {
	case Cyclic:
		return "cyclic"
	case First:
		return "first"
	case Random:
		return "random"
	}
	return fmt.Sprintf("Order(%d)", int(o))
}

// ParseOrder reads an order name: cyclic, first or random, with its one
// check, param.Order's.
func ParseOrder(s string) (Order, error) {
	for _, o := range []Order{Cyclic, First, Random} {
		if o.String() == s {
			return o, nil
		}
	}
	err := param.Order.Check(s)
	if err == nil { // TestOrdersAreParamOrders keeps the two lists one
		err = fmt.Errorf("algo: order %q is param.Order's but not the perceptron's", s)
	}
	return 0, err
}

// Status says how a run stands or why it ended.
type Status int

const (
	// Running means the run has not ended yet.
	Running Status = iota
	// Converged means a full pass over the data made no update.
	Converged
	// EpochLimit means Settings.MaxEpochs passes ended without convergence.
	EpochLimit
	// Cycle means the state at the start of an epoch repeated an earlier
	// one: a proof that the run never converges.
	Cycle
	// Overflow means the run left float64's range: the next update would
	// have made w or b (or the dual form's scores) infinite, or a check
	// yᵢ(w·xᵢ+b) could not be evaluated (∞ − ∞ gives NaN). Coordinates
	// beyond about 1e154 can do this. The run stops before that update, so
	// the result still holds the last finite state.
	Overflow
)

// String returns the status as the CLI's JSON spells it.
func (s Status) String() string {
	switch s {
	case Running:
		return "running"
	case Converged:
		return "converged"
	case EpochLimit:
		return "epoch-limit"
	case Cycle:
		return "cycle"
	case Overflow:
		return "overflow"
	}
	return fmt.Sprintf("Status(%d)", int(s))
}

// DefaultMaxEpochs is the epoch limit used when Settings.MaxEpochs is zero.
const DefaultMaxEpochs = 1000

// Settings configures a perceptron run.
type Settings struct {
	// Eta is the learning rate η. It must be finite and > 0.
	Eta float64
	// W0 and B0 are the primal start; a nil W0 means zero.
	W0 []float64
	B0 float64
	// Alpha0 is the dual start, one value per point; nil means zero.
	// A dual run starts at b = B0.
	Alpha0 []float64
	// NoBias fixes b = 0, so the hyperplane passes through the origin.
	// (The bias-absorbing trick shows that the usual perceptron is this
	// one run on x̂ = (x, 1).)
	NoBias bool
	// MaxEpochs bounds the passes over the data; 0 means DefaultMaxEpochs.
	MaxEpochs int
	// Order is the visiting order; Seed seeds the Random order.
	Order Order
	Seed  int64
}

// Event is one update of a run: the state right after it.
type Event struct {
	// K is the update count, starting at 1.
	K int
	// I is the 0-based index of the misclassified point.
	I int
	// Epoch is the 1-based epoch in which the update happened.
	Epoch int
	// Value is yᵢ(w·xᵢ+b) before the update, the value that triggered it (≤ 0).
	Value float64
	// W and B are the state after the update. W is a fresh copy.
	W []float64
	B float64
	// Alpha is αᵢ after the update (dual form only; 0 in the primal form).
	Alpha float64
}

// Result is the outcome of a run.
type Result struct {
	// Status says why the run ended, or Running when it was stopped early.
	Status Status
	// Epochs is the number of completed epochs.
	Epochs int
	// Mistakes is the number of updates k.
	Mistakes int
	// W and B are the final hyperplane w·x + b = 0. W is nil for a dual
	// run made from a Gram matrix alone.
	W []float64
	B float64
	// Alpha holds αᵢ = η·nᵢ for the dual form and is nil for the primal.
	Alpha []float64
	// Trace holds every update in order, when it was asked for.
	Trace []Event
}

// Trainer is a perceptron run that can be advanced one update at a time.
// Both *Primal and *Dual implement it.
type Trainer interface {
	// Step runs until the next update and returns it. When the run ends
	// instead, ok is false and Status says why.
	Step() (ev Event, ok bool)
	// StepEpoch runs to the end of the current epoch and returns its updates.
	StepEpoch() []Event
	// Status reports how the run stands.
	Status() Status
	// Result returns the current state as a Result (without a trace).
	Result() Result
}

// EventBytes is about what one Event of d coordinates keeps: its fields,
// its own copy of w, and the slice's share of growth.
func EventBytes(d int) int { return 96 + 8*d }
