package cli

import (
	"context"
	"flag"
	"fmt"
	"io"

	"perceptronlab/figure"
	"perceptronlab/scene"
)

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
	set, err := loadFigureSet(ctx, f.train.file)
	if err != nil {
		return err
	}
	f.train.trace = true
	rep, err := methods[f.train.method].train(ctx, set, &f.train)
	if err != nil {
		return err
	}
	if rep.Trace == nil || rep.W == nil {
		return fmt.Errorf("animate: --method %s has no updates to show (want primal or dual)", f.train.method)
	}
	rep.trace.Lang = f.lang
	frames := rep.trace.Frames(f.every)
	if len(frames) > maxFrames {
		return fmt.Errorf("animate: %d updates make %d frames, more than %d; add --every %d",
			len(rep.Trace), len(frames), maxFrames, (len(rep.Trace)+maxFrames-3)/(maxFrames-2))
	}
	in := scene.NewInput(set)
	in.Show = show
	a := &figure.Animation{Input: in, Frames: frames, Options: f.options(0, ""), Delay: f.delay}
	if err := a.Save(ctx, f.out); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s: %d frames of %d×%d pixels; --method %s, %s\n",
		f.out, len(frames), f.width, f.height, f.train.method, statusLine(rep))
	return nil
}

// animateHelp writes the help of animate.
func animateHelp(w io.Writer) {
	fmt.Fprint(w, `Usage: perceptronlab animate [flags] FILE -o OUT.gif

Trains like "perceptronlab train" (--method primal or dual) and writes an
animated GIF: one frame for the start, one for each update (or each nth with
--every n), the last showing the final state. Each frame shows the line
before the update faded, rings the point being corrected, and writes the
update out, e.g. "k=3: x₃ misclassified, w ← (1,1), b ← −1". The frames are
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
