package figure_test

import (
	"image"
	"testing"

	"perceptronlab/dataset"
	"perceptronlab/figure"
	"perceptronlab/scene"
)

// bluePixels counts the pixels of exactly the +1 class's blue: the filled
// discs of the points (and of the legend's +1 thumbnail).
func bluePixels(img *image.RGBA) int {
	n := 0
	for i := 0; i+3 < len(img.Pix); i += 4 {
		if img.Pix[i] == 0x00 && img.Pix[i+1] == 0x72 && img.Pix[i+2] == 0xB2 {
			n++
		}
	}
	return n
}

// TestLegendAndCaptionCoverNoPoint draws points in the four corners of the
// view, where a legend or a caption inside the data area would cover one,
// and checks that every point's disc is whole with both on: the blue ink
// only grows, by the legend's own +1 thumbnail.
func TestLegendAndCaptionCoverNoPoint(t *testing.T) {
	set := &dataset.Set{D: 2}
	for _, p := range [][2]float64{{0, 0}, {4, 0}, {0, 4}, {4, 4}} {
		set.Add(p[:], 1)
	}
	v := scene.View{XMin: -0.2, XMax: 4.2, YMin: -0.2, YMax: 4.2}
	bare := scene.NewInput(set)
	plain, err := figure.RenderImage(bare, v, figure.FigureOptions{Width: 640, Height: 480})
	if err != nil {
		t.Fatal(err)
	}
	dressed := bare
	dressed.Caption = "k=3: x3 misclassified, w ← (1,1), b ← −1"
	full, err := figure.RenderImage(dressed, v, figure.FigureOptions{Width: 640, Height: 480, Legend: true, Title: "Four corners"})
	if err != nil {
		t.Fatal(err)
	}
	a, b := bluePixels(plain), bluePixels(full)
	if a < 4*40 {
		t.Fatalf("the bare figure has %d blue pixels: the measure is broken", a)
	}
	if b < a+a/8 {
		t.Errorf("with the legend and the caption the points' blue is %d pixels, %d without: a point is covered", b, a)
	}
}
