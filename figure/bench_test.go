package figure_test

import (
	"io"
	"testing"

	"perceptronlab/figure"
	"perceptronlab/scene/scenetest"
)

func BenchmarkSaveFigurePNG(b *testing.B) {
	in := scenetest.Bench1000()
	o := figure.FigureOptions{Width: 1920, Height: 1080, DPI: 96, Legend: true, Title: "1000 points"}
	b.ReportAllocs()
	for b.Loop() {
		if err := figure.WriteFigure(io.Discard, "png", in, scenetest.BenchView, o); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRenderImageFrame is one GIF frame of Example 2.1 at 640×480.
func BenchmarkRenderImageFrame(b *testing.B) {
	in := scenetest.SteppedPrimal21()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := figure.RenderImage(in, scenetest.View21, figureOpts); err != nil {
			b.Fatal(err)
		}
	}
}
