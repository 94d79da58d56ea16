package report

import (
	"fmt"

	"perceptronlab/algo/perceptron"
	"perceptronlab/figure"
	"perceptronlab/scene"
	"perceptronlab/typeset"
)

// Frames returns the frames of an animation of the run: the start, every
// nth update and the last, each with the line before it faded, its point
// highlighted and a caption in t.Lang such as "k=3: x₃ misclassified,
// w ← (1,1), b ← −1" (in the dual form also "α₃ ← 2"). The last caption
// also says how the run ended. Li Hang's Example 2.1 makes 8 frames.
func (t Trace) Frames(every int) []figure.Frame {
	every, tf := max(every, 1), Translator(t.Lang)
	first := "k=%d: start, w = %s, b = %s"
	if t.From > 0 {
		first = "k=%d (earlier updates not kept): w = %s, b = %s"
	}
	frames := []figure.Frame{{Models: scene.Step(t.W0, t.B0, nil, 0), Updated: -1,
		Caption: fmt.Sprintf(Tr(tf, first), t.From, typeset.FormatVectorUnicode(t.W0, ","), typeset.FormatNumberUnicode(t.B0))}}
	prevW, prevB := t.W0, t.B0
	n := len(t.Events)
	for k, ev := range t.Events {
		if DrawsUpdate(k, n, every) {
			frames = append(frames, figure.Frame{Models: scene.Step(ev.W, ev.B, prevW, prevB), Updated: ev.I,
				Caption: t.caption(ev, tf)})
		}
		prevW, prevB = ev.W, ev.B
	}
	frames[len(frames)-1].Caption += Tr(tf, statusSuffix(t.Status))
	return frames
}

// DrawsUpdate reports whether an animation of n updates, drawing every
// every-th, has a frame for update k (0-based): the last one always does.
func DrawsUpdate(k, n, every int) bool { return (k+1)%every == 0 || k == n-1 }

// caption writes one update out, e.g. "k=3: x₃ misclassified, w ← (1,1),
// b ← −1"; in the dual form also α₃ ← 2.
func (t Trace) caption(ev perceptron.Event, tf func(string) string) string {
	x := "x" + typeset.Subscript(ev.I+1) // x₃, as the plane and the book write it
	w, b := typeset.FormatVectorUnicode(ev.W, ","), typeset.FormatNumberUnicode(ev.B)
	if t.Dual() {
		return fmt.Sprintf(Tr(tf, "k=%d: %s misclassified, %s ← %s, w ← %s, b ← %s"),
			ev.K, x, "α"+typeset.Subscript(ev.I+1), typeset.FormatNumberUnicode(ev.Alpha), w, b)
	}
	return fmt.Sprintf(Tr(tf, "k=%d: %s misclassified, w ← %s, b ← %s"), ev.K, x, w, b)
}

// statusSuffix says how a run ended, after the last frame's caption.
func statusSuffix(s perceptron.Status) string {
	switch s {
	case perceptron.Converged:
		return "; converged"
	case perceptron.EpochLimit:
		return "; stopped at the epoch limit"
	case perceptron.Cycle:
		return "; cycle: it never converges"
	}
	return ""
}
