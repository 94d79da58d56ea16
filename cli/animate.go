package cli

import (
	"context"
	"flag"
	"fmt"
	"io"

	"perceptronlab/algo"
	"perceptronlab/canvas"
)

func init() {
	commands["animate"] = &command{
		synopsis: "animate [flags] FILE -o OUT.gif",
		summary:  "train and write every update as a frame of an animated GIF",
		help:     animateHelp,
		run:      runAnimate,
	}
}

// animateFlags holds the flags of animate.
type animateFlags struct {
	figureFlags
	every int
	delay int // milliseconds
}

// maxFrames bounds an animation; longer runs need --every.
const maxFrames = 500

// newAnimateFlags defines animate's flags on a new flag set.
func newAnimateFlags(f *animateFlags) *flag.FlagSet {
	fs := flag.NewFlagSet("animate", flag.ContinueOnError)
	addFigureFlags(fs, &f.figureFlags, 800, 600)
	fs.IntVar(&f.every, "every", 1, "draw every `n`th update (the last one is always drawn)")
	fs.IntVar(&f.delay, "delay", 800, "show each frame for `ms` milliseconds (the last one 3× as long)")
	return fs
}

// parseAnimateArgs parses animate's flags and its one FILE.
func parseAnimateArgs(args []string) (*animateFlags, error) {
	f := &animateFlags{}
	if err := parseFigureArgs(newAnimateFlags(f), &f.figureFlags, args, ".gif"); err != nil {
		return nil, err
	}
	switch {
	case f.every < 1:
		return nil, fmt.Errorf("animate: --every must be at least 1, got %d", f.every)
	case f.delay < 10 || f.delay > 60_000:
		return nil, fmt.Errorf("animate: --delay must be in 10…60000 ms, got %d", f.delay)
	}
	return f, nil
}

// runAnimate is the animate command.
func runAnimate(ctx context.Context, args []string, stdout io.Writer) error {
	f, err := parseAnimateArgs(args)
	if err != nil {
		return err
	}
	show, err := parseShow(f.show)
	if err != nil {
		return fmt.Errorf("animate: %w", err)
	}
	set, err := loadFigureSet(f.train.file)
	if err != nil {
		return err
	}
	f.train.trace = true
	rep, err := methods[f.train.method](ctx, set, &f.train)
	if err != nil {
		return err
	}
	if rep.Trace == nil || rep.W == nil {
		return fmt.Errorf("animate: --method %s has no updates to show (want primal or dual)", f.train.method)
	}
	frames := animationFrames(rep, f.every, translator(f.lang))
	if len(frames) > maxFrames {
		return fmt.Errorf("animate: %d updates make %d frames, more than %d; add --every %d",
			len(rep.Trace), len(frames), maxFrames, (len(rep.Trace)+maxFrames-3)/(maxFrames-2))
	}
	in := canvas.NewInput(set)
	in.Show = show
	a := &animation{in: in, frames: frames, opts: f.options(0, ""), delay: f.delay}
	if err := a.save(ctx, f.out); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s: %d frames of %d×%d pixels; --method %s, %s\n",
		f.out, len(frames), f.width, f.height, f.train.method, statusLine(rep))
	return nil
}

// frame is one picture of an animation: the state after update k, the
// state before it (drawn faded) and the point it corrected.
type frame struct {
	w, prevW []float64
	b, prevB float64
	updated  int // −1 for the start
	caption  string
}

// animationFrames returns the start, every nth update and the last update,
// whose caption also says how the run ended. Li Hang's Example 2.1 makes
// 8 frames: the start and 7 updates, the 7th being the final state.
func animationFrames(rep *report, every int, t func(string) string) []frame {
	st := rep.start
	frames := []frame{{w: st.w, b: st.b, updated: -1,
		caption: fmt.Sprintf(tr(t, "k=%d: start, w = %s, b = %s"), 0, algo.FormatVectorUnicode(st.w, ","), algo.FormatNumberUnicode(st.b))}}
	prevW, prevB := st.w, st.b
	for k, row := range rep.Trace {
		if drawsUpdate(k, len(rep.Trace), every) {
			frames = append(frames, frame{w: row.W, b: row.B, prevW: prevW, prevB: prevB,
				updated: row.I, caption: updateCaption(row, t)})
		}
		prevW, prevB = row.W, row.B
	}
	frames[len(frames)-1].caption += tr(t, statusSuffix(rep.Status))
	return frames
}

// drawsUpdate reports whether an animation of n updates, drawing every
// every-th, has a frame for update k (0-based): the last one always does.
func drawsUpdate(k, n, every int) bool { return (k+1)%every == 0 || k == n-1 }

// updateCaption writes one update out, e.g. "k=3: x3 misclassified,
// w ← (1,1), b ← −1"; in the dual form also α₃ ← 2.
func updateCaption(row traceRow, t func(string) string) string {
	x := fmt.Sprintf("x%d", row.I+1)
	if row.Alpha != nil {
		return fmt.Sprintf(tr(t, "k=%d: %s misclassified, %s ← %s, w ← %s, b ← %s"),
			row.K, x, "α"+algo.Subscript(row.I+1), algo.FormatNumberUnicode(row.Alpha[row.I]), algo.FormatVectorUnicode(row.W, ","), algo.FormatNumberUnicode(row.B))
	}
	return fmt.Sprintf(tr(t, "k=%d: %s misclassified, w ← %s, b ← %s"), row.K, x, algo.FormatVectorUnicode(row.W, ","), algo.FormatNumberUnicode(row.B))
}

// statusSuffix says how a run ended, after the last frame's caption.
func statusSuffix(status string) string {
	switch status {
	case algo.Converged.String():
		return "; converged"
	case algo.EpochLimit.String():
		return "; stopped at the epoch limit"
	case algo.Cycle.String():
		return "; cycle: it never converges"
	}
	return ""
}

// animateHelp writes the help of animate.
func animateHelp(w io.Writer) {
	fmt.Fprint(w, `Usage: perceptronlab animate [flags] FILE -o OUT.gif

Trains like "perceptronlab train" (--method primal or dual) and writes an
animated GIF: one frame for the start, one for each update (or each nth with
--every n), the last showing the final state. Each frame shows the line
before the update faded, rings the point being corrected, and writes the
update out, e.g. "k=3: x3 misclassified, w ← (1,1), b ← −1". The frames are
drawn like "perceptronlab plot" draws a figure. The file is written whole or
not at all.

Flags:
`)
	printFlags(w, newAnimateFlags(&animateFlags{}))
	fmt.Fprint(w, `
Example (Li Hang, Example 2.1: 8 frames):
  perceptronlab animate --order first assets/examples/lihang21.csv -o lihang21.gif
`)
}
