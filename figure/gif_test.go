package figure_test

import (
	"bytes"
	"context"
	"errors"
	"image/gif"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"perceptronlab/figure"
	"perceptronlab/scene"
	"perceptronlab/scene/scenetest"
)

// book21Frames are the start and the first two updates of Li Hang's
// Table 2.1: (0,0), 0 → x1: (3,3), 1 → x3: (2,2), 0.
func book21Frames() []figure.Frame {
	return []figure.Frame{
		{Models: scene.Step([]float64{0, 0}, 0, nil, 0), Updated: -1, Caption: "k=0: start, w = (0,0), b = 0"},
		{Models: scene.Step([]float64{3, 3}, 1, []float64{0, 0}, 0), Updated: 0, Caption: "k=1: x1 misclassified, w ← (3,3), b ← 1"},
		{Models: scene.Step([]float64{2, 2}, 0, []float64{3, 3}, 1), Updated: 2, Caption: "k=2: x3 misclassified, w ← (2,2), b ← 0"},
	}
}

func TestAnimationWritesEveryFrame(t *testing.T) {
	var calls []int
	a := &figure.Animation{
		Input: scene.NewInput(scenetest.Example21()), Frames: book21Frames(),
		Options: figure.FigureOptions{Width: 320, Height: 240}, Delay: 500,
		Progress: func(done, total int) {
			if total != 3 {
				t.Errorf("Progress total %d, want 3", total)
			}
			calls = append(calls, done)
		},
	}
	var buf bytes.Buffer
	if err := a.Write(context.Background(), &buf); err != nil {
		t.Fatal(err)
	}
	g, err := gif.DecodeAll(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Image) != 3 || g.Config.Width != 320 || g.Config.Height != 240 {
		t.Fatalf("%d frames of %d×%d, want 3 of 320×240", len(g.Image), g.Config.Width, g.Config.Height)
	}
	// 500 ms is 50 hundredths; the last frame shows three times as long.
	if g.Delay[0] != 50 || g.Delay[2] != 150 {
		t.Errorf("delays %v, want 50, 50, 150", g.Delay)
	}
	if len(calls) != 3 || calls[2] != 3 {
		t.Errorf("Progress reported %v, want 1…3 in some order ending at 3", calls)
	}
	if bytes.Equal(g.Image[0].Pix, g.Image[1].Pix) {
		t.Error("the start and the first update draw the same picture")
	}
}

func TestAnimationCancelWritesNothing(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	path := filepath.Join(t.TempDir(), "run.gif")
	a := &figure.Animation{Input: scene.NewInput(scenetest.Example21()), Frames: book21Frames(),
		Options: figure.FigureOptions{Width: 200, Height: 150}}
	err := a.Save(ctx, path)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled Save returned %v, want context.Canceled", err)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("a cancelled Save left %s behind (%v)", path, err)
	}
}

func TestAnimationErrors(t *testing.T) {
	in := scene.NewInput(scenetest.Example21())
	for _, a := range []*figure.Animation{
		{Input: in, Options: figure.FigureOptions{Width: 200, Height: 150}},
		{Input: in, Frames: book21Frames(), Options: figure.FigureOptions{Width: 0, Height: 150}},
	} {
		if err := a.Write(context.Background(), &bytes.Buffer{}); err == nil {
			t.Errorf("%d frames of %d×%d: no error", len(a.Frames), a.Options.Width, a.Options.Height)
		}
	}
}

// TestAnimationTooLarge: 300 frames of 2000×2000 are 1.2 Gpx, over the
// 1 Gpx bound, each frame alone being allowed; nothing is drawn.
func TestAnimationTooLarge(t *testing.T) {
	frames := make([]figure.Frame, 300)
	for i := range frames {
		frames[i] = book21Frames()[0]
	}
	a := &figure.Animation{Input: scene.NewInput(scenetest.Example21()), Frames: frames,
		Options: figure.FigureOptions{Width: 2000, Height: 2000}}
	if _, err := a.Encode(t.Context()); err == nil || !strings.Contains(err.Error(), "too many") {
		t.Errorf("err = %v, want too many pixels", err)
	}
}
