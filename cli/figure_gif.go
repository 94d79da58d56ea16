package cli

import (
	"context"

	"perceptronlab/algo"
	"perceptronlab/canvas"
)

// animation is what animate writes: the frames of one run, drawn and
// encoded by canvas.Animation, the encoder the window's Export animation
// uses too.
type animation struct {
	in     canvas.Input // the points, layers and style every frame shares
	frames []frame
	opts   canvas.FigureOptions
	delay  int // milliseconds per frame
}

// save encodes the animation and writes it to path atomically. Every frame
// is drawn through the view that frames the points, so the axes stay still.
func (a *animation) save(ctx context.Context, path string) error {
	ca := &canvas.Animation{Input: a.in, Frames: canvasFrames(a.frames), Options: a.opts, Delay: a.delay}
	return ca.Save(ctx, path)
}

// canvasFrames converts animate's frames for canvas.Animation.
func canvasFrames(frames []frame) []canvas.Frame {
	out := make([]canvas.Frame, len(frames))
	for i, f := range frames {
		out[i] = canvas.Frame{W: f.w, B: f.b, PrevW: f.prevW, PrevB: f.prevB, Updated: f.updated, Caption: f.caption}
	}
	return out
}

// Frames returns the frames "perceptronlab animate --every every" draws
// for the run that t lays out, which ended with status: the start, every
// nth update and the last, captioned in t.Lang like "k=3: x3
// misclassified, w ← (1,1), b ← −1". Li Hang's Example 2.1 makes 8.
func (t TraceTable) Frames(status algo.Status, every int) []canvas.Frame {
	every = max(every, 1)
	rep := &report{start: start{w: t.W0, b: t.B0, alpha: t.Alpha0}, Status: status.String()}
	n := len(t.Events)
	for k, ev := range t.Events {
		row := traceRow{K: ev.K, I: ev.I, W: ev.W, B: ev.B}
		if t.Alpha0 != nil && drawsUpdate(k, n, every) {
			// A caption reads only the corrected point's αᵢ: the full α of
			// every row, as addDualTrace replays it, would take N floats
			// per update, too many for a long run in the window.
			row.Alpha = make([]float64, ev.I+1)
			row.Alpha[ev.I] = ev.Alpha
		}
		rep.Trace = append(rep.Trace, row)
	}
	return canvasFrames(animationFrames(rep, every, translator(t.Lang)))
}
