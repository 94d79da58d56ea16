package methodview

import "context"

// Run is a method's run as a sequence of steps: the perceptron's updates,
// the kd-tree's construction and search, naive Bayes's counting, the folds
// of a cross-validation. The window's controller paces every Run the same
// way: Step, Back, Space's animation, an epoch, End and Reset. Its methods
// are called on the UI goroutine; only the work End returns runs off it.
type Run interface {
	// Step makes the next step. More false: the run is at its end (the
	// step made was its last, or there was none left to make), and Msg
	// says why.
	Step() Outcome
	// Epoch makes a larger step: to the end of the pass over the points,
	// of the tree's construction or search, of the counting, of the fold.
	Epoch() Outcome
	// Back undoes the latest step shown. More false: the run was at its
	// start, and nothing changed.
	Back() Outcome
	// End prepares a run to its end. work (nil: none) runs off the UI
	// goroutine with a context that Pause cancels; done then shows the
	// result on the UI goroutine, given work's error.
	End() (work func(ctx context.Context) error, done func(err error) Outcome)
	// Reset goes back to the run's first step.
	Reset() Outcome
}

// Outcome is what a step of a Run did, for the window to show.
type Outcome struct {
	// Msg is what the status bar says of the step ("": it keeps what it
	// says).
	Msg string
	// More: the run can go on; false at its end.
	More bool
	// Err, when not nil, is shown in a dialog, and stops an animation.
	Err error
	// Later, when not nil, is work owed after the step (the perceptron's
	// check that the points are separable at all), which the controller
	// runs off the UI goroutine; it touches the window only through
	// fyne.Do.
	Later func()
}

// Seeker is a Run whose steps can be shown in any order: the strip under
// the plane shows At on its slider, and dragging the slider Seeks.
type Seeker interface {
	Run
	// At returns the step shown, from 0 (the start) to latest, and the
	// strip's words for it ("k = 3 of 7", "step 4 of 13").
	At() (k, latest int, label string)
	// Seek shows the state after step k, clamped to 0…latest.
	Seek(k int) Outcome
}
