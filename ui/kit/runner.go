package kit

// Runner paces the run of the window's method (methodview.Run): a step,
// a step back, an epoch, an animated run and a run to the end in the
// background, stoppable. The window's controller implements it; the
// toolbar, the keys and predict mode drive it.
type Runner interface {
	// Step makes one step (in predict mode, asks first); Back undoes the
	// latest step shown; Epoch makes the run's larger step (the pass over
	// the points); ToggleRun starts an animated run or pauses it;
	// TrainToEnd runs to the end in the background; Reset goes back to
	// the start; Stop stops the run going on.
	Step()
	Back()
	Epoch()
	ToggleRun()
	TrainToEnd()
	Reset()
	Stop()
	// Busy reports whether a run is going on.
	Busy() bool
	// SetSpeed sets the animation's speed in steps per second.
	SetSpeed(perSecond float64)
}
