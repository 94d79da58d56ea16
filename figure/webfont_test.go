package figure

import (
	"fmt"
	"testing"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"

	"perceptronlab/scene/scenetest"
)

// webFonts makes gonum/plot measure and draw text, for the rest of the
// test, with a font cache that holds the bundled font only: the web
// edition's, which has no Liberation faces (web/_overlay). A text left in
// gonum/plot's default font finds no face there and panics (issue 20:
// the Curve tab's legend stopped the web app).
func webFonts(t *testing.T) {
	t.Helper()
	coll, err := labFaces(figureTypeface, "")
	if err != nil {
		t.Fatal(err)
	}
	old := plot.DefaultTextHandler
	plot.DefaultTextHandler = text.Plain{Fonts: font.NewCache(coll)}
	t.Cleanup(func() { plot.DefaultTextHandler = old })
}

// noPanic runs f and turns a panic into an error.
func noPanic(f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return f()
}

func TestFiguresDrawWithTheBundledFontOnly(t *testing.T) {
	webFonts(t)
	o := FigureOptions{Width: 480, Height: 360, DPI: 96, Legend: true, Title: "Example 2.1"}
	curve := Curve{K: []int{0, 1, 2}, Loss: []float64{3, 1, 0}, Epochs: []int{1, 2}, Mistakes: []int{2, 0}, Mark: 1}
	for name, draw := range map[string]func() error{
		"curve": func() error { _, err := RenderCurve(curve, o); return err },
		"empty curve": func() error {
			_, err := RenderCurve(Curve{Mark: -1}, FigureOptions{Width: 320, Height: 240})
			return err
		},
		"figure": func() error {
			_, err := RenderImage(scenetest.SteppedPrimal21(), scenetest.View21, o)
			return err
		},
	} {
		if err := noPanic(draw); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestPlotTextsNameTheBundledFont checks every text style of the plots
// the figures make: none is left in gonum/plot's default font.
func TestPlotTextsNameTheBundledFont(t *testing.T) {
	small, err := figureFont(9, false)
	if err != nil {
		t.Fatal(err)
	}
	c := Curve{K: []int{0, 1}, Loss: []float64{1, 0}, Epochs: []int{1}, Mistakes: []int{1}, Mark: 1,
		Style: scenetest.SteppedPrimal21().Style}
	loss, err := seriesPlot(c.lossFigure(), FigureOptions{})
	if err != nil {
		t.Fatal(err)
	}
	mistakes, err := seriesPlot(c.mistakesFigure(), FigureOptions{})
	if err != nil {
		t.Fatal(err)
	}
	f := &figure{fonts: [4]font.Font{small, small, small, small}}
	for name, p := range map[string]*plot.Plot{
		"curve's loss": loss, "curve's mistakes": mistakes,
		"figure": f.newPlot(scenetest.SteppedPrimal21().Style),
	} {
		for what, fnt := range map[string]font.Font{
			"title": p.Title.TextStyle.Font, "legend": p.Legend.TextStyle.Font,
			"x label": p.X.Label.TextStyle.Font, "y label": p.Y.Label.TextStyle.Font,
			"x ticks": p.X.Tick.Label.Font, "y ticks": p.Y.Tick.Label.Font,
		} {
			if fnt.Typeface != figureTypeface {
				t.Errorf("%s's %s is in %q, not the bundled font", name, what, fnt.Typeface)
			}
		}
	}
}
