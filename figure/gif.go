package figure

import (
	"perceptronlab/scene"
	"slices"

	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/gif"
	"io"
	"runtime"
	"sync"
	"sync/atomic"

	"perceptronlab/fileio"
)

// Frame is one picture of an animation: the models of one step (for the
// perceptron, scene.Step: the model after an update and the one before it,
// faded), the point the step is about and its caption.
type Frame struct {
	Models  []scene.Model
	Updated int    // the corrected point; −1 for the start
	Caption string // e.g. "k=3: x₃ misclassified, w ← (1,1), b ← −1"
}

// Animation is a training run drawn frame by frame with the figure painter
// and encoded as an animated GIF with the standard image/gif. The command
// line's animate and the window's Export animation both encode through it.
type Animation struct {
	Input   scene.Input // the points, layers and style every frame shares
	Frames  []Frame
	View    scene.View // every frame's view, so the axes stay still; zero = FitView
	Options FigureOptions
	Delay   int // milliseconds per frame, the last shown 3× as long; 0 = 800
	// Progress, when set, is called after each frame is drawn with the
	// number drawn so far. Frames are drawn in parallel: it is called from
	// several goroutines, though never twice at once.
	Progress func(done, total int)
}

// defaultDelay is the time a frame shows when Animation.Delay is 0.
const defaultDelay = 800

// frameInput returns the scene input of frame i.
func (a *Animation) frameInput(i int) scene.Input {
	fr, in := a.Frames[i], a.Input
	in.Models = append(slices.Clip(in.Models), fr.Models...)
	in.Updated, in.Caption = fr.Updated, fr.Caption
	return in
}

// view returns the view every frame is drawn through.
func (a *Animation) view() scene.View {
	if a.View == (scene.View{}) {
		return scene.FitView(a.Input.Set, float32(a.Options.Width), float32(a.Options.Height))
	}
	return a.View
}

// Save encodes the animation and writes it to path atomically: the file is
// written whole or not at all. Errors name path.
func (a *Animation) Save(ctx context.Context, path string) error {
	var buf bytes.Buffer
	if err := a.Write(ctx, &buf); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return fileio.WriteAtomic(path, func(w io.Writer) error { _, err := w.Write(buf.Bytes()); return err })
}

// Write encodes the animation as a GIF onto w.
func (a *Animation) Write(ctx context.Context, w io.Writer) error {
	g, err := a.Encode(ctx)
	if err != nil {
		return err
	}
	return gif.EncodeAll(w, g)
}

// Encode renders every frame through one view and maps them onto one
// palette made from the start, the first update and the last frame. Frames
// render in parallel; a cancelled ctx stops the work and returns its error.
func (a *Animation) Encode(ctx context.Context) (*gif.GIF, error) {
	n := len(a.Frames)
	if n == 0 {
		return nil, fmt.Errorf("an animation needs at least one frame")
	}
	if err := a.Options.check(); err != nil {
		return nil, err
	}
	if px := n * a.Options.Width * a.Options.Height; px > maxAnimationPixels {
		return nil, fmt.Errorf("%d frames of %d×%d pixels are too many (at most %d Mpx in all): draw fewer or smaller frames",
			n, a.Options.Width, a.Options.Height, maxAnimationPixels/1_000_000)
	}
	v := a.view()
	samples, err := a.samples(v)
	if err != nil {
		return nil, err
	}
	pal := framePalette(a.Input.Style, samples)
	g := a.newGIF(pal)
	var done atomic.Int64
	var report sync.Mutex
	err = parallel(ctx, n, func(q *quantizer, i int) error {
		img := samples[i]
		if img == nil {
			var err error
			if img, err = RenderImage(a.frameInput(i), v, a.Options); err != nil {
				return err
			}
		}
		g.Image[i] = q.paletted(img)
		if a.Progress != nil {
			report.Lock()
			a.Progress(int(done.Add(1)), n)
			report.Unlock()
		}
		return nil
	}, func() *quantizer { return newQuantizer(pal) })
	return g, err
}

// samples renders the frames the palette is made from.
func (a *Animation) samples(v scene.View) (map[int]*image.RGBA, error) {
	n := len(a.Frames)
	samples := map[int]*image.RGBA{}
	for _, i := range []int{0, min(1, n-1), n - 1} {
		if samples[i] != nil {
			continue
		}
		img, err := RenderImage(a.frameInput(i), v, a.Options)
		if err != nil {
			return nil, err
		}
		samples[i] = img
	}
	return samples, nil
}

// newGIF returns an empty GIF with the frames' delays.
func (a *Animation) newGIF(pal color.Palette) *gif.GIF {
	n := len(a.Frames)
	delay := a.Delay
	if delay == 0 {
		delay = defaultDelay
	}
	g := &gif.GIF{
		Image:  make([]*image.Paletted, n),
		Delay:  make([]int, n),
		Config: image.Config{ColorModel: pal, Width: a.Options.Width, Height: a.Options.Height},
	}
	for i := range g.Delay {
		g.Delay[i] = delay / 10 // GIF counts hundredths of a second
	}
	g.Delay[n-1] *= 3
	return g
}

// parallel calls do(q, i) for i in 0…n−1 on one worker per CPU, each with
// its own quantizer (whose cache is not shared). It returns the first
// error, and stops early on one or when ctx is cancelled.
func parallel(ctx context.Context, n int, do func(q *quantizer, i int) error, newQ func() *quantizer) error {
	next := make(chan int)
	var (
		wg    sync.WaitGroup
		mu    sync.Mutex
		first error
	)
	for range min(runtime.GOMAXPROCS(0), n) {
		wg.Go(func() {
			q := newQ()
			for i := range next {
				if err := do(q, i); err != nil {
					mu.Lock()
					if first == nil {
						first = err
					}
					mu.Unlock()
				}
			}
		})
	}
	for i := 0; i < n; i++ {
		mu.Lock()
		stop := first != nil
		mu.Unlock()
		if stop || ctx.Err() != nil {
			break
		}
		next <- i
	}
	close(next)
	wg.Wait()
	if first == nil {
		first = ctx.Err()
	}
	return first
}
