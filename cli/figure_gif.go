package cli

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/gif"
	"io"
	"runtime"
	"sync"

	"perceptronlab/canvas"
	"perceptronlab/dataset"
)

// animation renders frames of one scene with the figure painter and
// encodes them as a GIF.
type animation struct {
	in     canvas.Input // the points, layers and style every frame shares
	frames []frame
	opts   canvas.FigureOptions
	delay  int // milliseconds per frame
}

// input returns the scene input of frame i.
func (a *animation) input(i int) canvas.Input {
	fr, in := a.frames[i], a.in
	in.W, in.B, in.PrevW, in.PrevB = fr.w, fr.b, fr.prevW, fr.prevB
	in.Updated, in.Caption = fr.updated, fr.caption
	return in
}

// save encodes the animation and writes it to path atomically.
func (a *animation) save(ctx context.Context, path string) error {
	g, err := a.encode(ctx)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	var buf bytes.Buffer
	if err := gif.EncodeAll(&buf, g); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return dataset.WriteAtomic(path, func(w io.Writer) error { _, err := w.Write(buf.Bytes()); return err })
}

// encode renders every frame through one fixed view, so the axes stay
// still, and maps them onto one palette made from the start, the first
// update and the last frame. Frames render in parallel.
func (a *animation) encode(ctx context.Context) (*gif.GIF, error) {
	n := len(a.frames)
	v := canvas.FitView(a.in.Set, float32(a.opts.Width), float32(a.opts.Height))
	samples := map[int]*image.RGBA{}
	for _, i := range []int{0, min(1, n-1), n - 1} {
		if samples[i] != nil {
			continue
		}
		img, err := canvas.RenderImage(a.input(i), v, a.opts)
		if err != nil {
			return nil, err
		}
		samples[i] = img
	}
	pal := framePalette(a.in.Style, samples)
	g := &gif.GIF{
		Image:  make([]*image.Paletted, n),
		Delay:  make([]int, n),
		Config: image.Config{ColorModel: pal, Width: a.opts.Width, Height: a.opts.Height},
	}
	for i := range g.Delay {
		g.Delay[i] = a.delay / 10 // GIF counts hundredths of a second
	}
	g.Delay[n-1] *= 3
	err := parallel(ctx, n, func(q *quantizer, i int) error {
		img := samples[i]
		if img == nil {
			var err error
			if img, err = canvas.RenderImage(a.input(i), v, a.opts); err != nil {
				return err
			}
		}
		g.Image[i] = q.paletted(img)
		return nil
	}, func() *quantizer { return newQuantizer(pal) })
	return g, err
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
					first = cmpErr(first, err)
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

// cmpErr keeps the first error seen.
func cmpErr(first, err error) error {
	if first != nil {
		return first
	}
	return err
}
