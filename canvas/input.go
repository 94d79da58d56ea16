package canvas

import "perceptronlab/dataset"

// Hyperplane is an extra line to draw: the optimal hyperplane, the
// least-squares line or one of K perceptron solutions.
type Hyperplane struct {
	W []float64
	B float64
	// Margin is the half-width of the slab drawn around an optimal
	// hyperplane, as a distance; 0 means 1/‖w‖ (the canonical hard margin).
	Margin float64
	// Support holds the indices of the support points, ringed when drawn.
	Support []int
}

// Input is everything a scene is built from. Index fields use −1 for "none".
type Input struct {
	Set      *dataset.Set // d = 1 (points on the x axis) or d = 2; other d: no drawing, a message
	W        []float64    // current model; nil = no model yet
	B        float64
	PrevW    []float64 // previous line, drawn faded during stepping; nil = none
	PrevB    float64
	Updated  int                       // point that caused the last update (highlighted)
	Selected int                       // selected point
	Hovered  int                       // hovered point (its distance label shows even when labels are hidden)
	SVM, LSQ *Hyperplane               // nil = none
	Lines    []Hyperplane              // extra lines (ESL Fig. 4.14, `plot --starts K`)
	Decision func(x []float64) float64 // kernel decision function; nil = none
	Show     Show
	Style    Style
	Caption  string // e.g. "k=3: x3 misclassified, w ← (1,1), b ← −1" (animations)
}

// NewInput returns an Input for s with nothing highlighted, DefaultShow and
// the light DefaultStyle.
func NewInput(s *dataset.Set) Input {
	return Input{Set: s, Updated: -1, Selected: -1, Hovered: -1, Show: DefaultShow(), Style: DefaultStyle(false)}
}
