package figure_test

import (
	"testing"

	"perceptronlab/figure"
	"perceptronlab/scene/scenetest"
)

// Fault 8 of issue 19: a PNG figure dropped the point names the plane
// shows. With names on, the three names of Example 2.1 add ink; with them
// off the figure is as before.
func TestFigureCarriesPointNames(t *testing.T) {
	o := figure.FigureOptions{Width: 600, Height: 400, DPI: 96}
	render := func(names bool) []uint8 {
		in := scenetest.SteppedPrimal21()
		in.Show.Names = names
		img, err := figure.RenderImage(in, scenetest.View21, o)
		if err != nil {
			t.Fatal(err)
		}
		return img.Pix
	}
	off, on := render(false), render(true)
	differ := 0
	for i := 0; i < len(on); i += 4 {
		if on[i] != off[i] || on[i+1] != off[i+1] || on[i+2] != off[i+2] {
			differ++
		}
	}
	// x₁, x₂, x₃ at 12 px text: each name inks some 40–80 pixels.
	if differ < 100 {
		t.Errorf("names on and off differ in %d pixels: the names are not drawn", differ)
	}
}
