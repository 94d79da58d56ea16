package scene

import "perceptronlab/dataset"

// Model is a classifier as the scene sees it. AddTo is called once per
// build, after the points are placed; it adds the model's shapes (lines,
// fills, outlines, arrows), its labelled distances, the roles it gives the
// points (misclassified, support, closest) and, for a curved boundary, its
// decision function. A new classifier reaches every painter through this
// one method, as a gonum/plot plotter reaches a plot through Plot.
type Model interface {
	AddTo(s *Scene)
}

// Input is everything a scene is built from. Index fields use −1 for "none".
type Input struct {
	Set      *dataset.Set // d = 1 (points on the x axis) or d = 2; other d: no drawing, a message
	Models   []Model      // what is drawn over the points, in any order: layers set the stacking
	Updated  int          // point that caused the last update (highlighted)
	Selected int          // selected point
	Hovered  int          // hovered point (its distance label shows even when labels are hidden)
	Show     Show
	Style    Style
	Caption  string // e.g. "k=3: x₃ misclassified, w ← (1,1), b ← −1" (animations)
}

// NewInput returns an Input for s with nothing highlighted, DefaultShow and
// the light DefaultStyle.
func NewInput(s *dataset.Set) Input {
	return Input{Set: s, Updated: -1, Selected: -1, Hovered: -1, Show: DefaultShow(), Style: DefaultStyle(false)}
}
