package cli

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"perceptronlab/figure"
	"perceptronlab/scene"
)

// writePoints writes n points in the square [−5, 5]², labelled by the side
// of the line x + 2y = 1 and kept at least 0.1 from it. With flip > 0 that
// share of labels is flipped, so the data are not separable and a run
// makes as many updates as its epochs allow.
func writePoints(b *testing.B, n int, flip float64) string {
	rng := rand.New(rand.NewPCG(1, 2))
	var sb strings.Builder
	for k := 0; k < n; {
		x, y := rng.Float64()*10-5, rng.Float64()*10-5
		s := x + 2*y - 1
		if math.Abs(s) < 0.1 {
			continue
		}
		label := math.Copysign(1, s)
		if rng.Float64() < flip {
			label = -label
		}
		fmt.Fprintf(&sb, "%g,%g,%g\n", x, y, label)
		k++
	}
	path := filepath.Join(b.TempDir(), "points.csv")
	if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
		b.Fatal(err)
	}
	return path
}

// BenchmarkPlotPNG1000 is the export benchmark: the whole plot
// command (read, train, draw, encode, write) for a 1920×1080 PNG of 1000
// points with their distances. Target: under 300 ms.
func BenchmarkPlotPNG1000(b *testing.B) {
	data := writePoints(b, 1000, 0)
	out := filepath.Join(b.TempDir(), "slide.png")
	b.ReportAllocs()
	for b.Loop() {
		if _, errOut, code := runCLI("plot", data, "-o", out, "--width", "1920", "--height", "1080"); code != 0 {
			b.Fatal(errOut)
		}
	}
}

// BenchmarkAnimate100 is the animation benchmark: rendering,
// quantizing and encoding 100 frames of 800×600 (animate's default size)
// from a real run on 200 points, a class's worth. Target: under 5 s.
func BenchmarkAnimate100(b *testing.B) {
	data := writePoints(b, 200, 0.1)
	f, err := parseAnimateArgs([]string{data, "-o", "x.gif"})
	if err != nil {
		b.Fatal(err)
	}
	set, err := loadFigureSet(context.Background(), data)
	if err != nil {
		b.Fatal(err)
	}
	f.train.trace = true
	rep, err := methods["primal"].train(b.Context(), set, &f.train)
	if err != nil {
		b.Fatal(err)
	}
	frames := rep.trace.Frames(1)
	if len(frames) < 100 {
		b.Fatalf("only %d frames", len(frames))
	}
	in := scene.NewInput(set)
	in.Show = scene.Show{Line: true, Normal: true, Distances: true, Margin: true, Regions: true}
	a := &figure.Animation{Input: in, Frames: frames[:100], Options: f.options(0, ""), Delay: 100}
	out := filepath.Join(b.TempDir(), "run.gif")
	b.ReportAllocs()
	for b.Loop() {
		if err := a.Save(b.Context(), out); err != nil {
			b.Fatal(err)
		}
	}
}
