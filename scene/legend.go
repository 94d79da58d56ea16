package scene

import (
	"image/color"
	"slices"

	"perceptronlab/dataset"
)

// LegendEntry is one line of a legend: a name (in English, for the painter
// to translate) and the thumbnail that stands for it.
type LegendEntry struct {
	Name  string
	Shape Shape      // the thumbnail's paint: a fill, a stroke, a path or an arrow
	Class float64    // +1 or −1 for a point glyph; 0 otherwise
	Mark  PointFlags // a point's ring or halo (Style.MarkColor); 0 otherwise
}

// legendFirst are the layers listed first, in this order; the others follow
// in layer order.
var legendFirst = []Layer{LayerLine, LayerPrev, LayerNormal, LayerMargin, LayerSVM, LayerLSQ}

// Legend names every class and every named layer the scene shows: the two
// classes present, then each shape with a Legend name (once per name), then
// the decision boundary.
func (s *Scene) Legend() []LegendEntry {
	var out []LegendEntry
	var has [2]bool
	for _, q := range s.Points {
		has[b2i(q.Label < 0)] = true
	}
	switch {
	case s.Set != nil && s.Set.Task == dataset.Regression && has[0]:
		out = append(out, LegendEntry{Name: "data (x, t)", Class: 1})
	case has[0]:
		out = append(out, LegendEntry{Name: "+1", Class: 1})
	}
	if has[1] {
		out = append(out, LegendEntry{Name: "−1", Class: -1})
	}
	out = s.appendMarks(out)
	for _, l := range legendOrder() {
		for _, sh := range s.Shapes {
			if sh.Layer == l && sh.Legend != "" && s.Show.Shows(l) && !hasName(out, sh.Legend) {
				out = append(out, LegendEntry{Name: sh.Legend, Shape: sh})
			}
		}
	}
	if s.Decision != nil && s.Show.Decision {
		c := WithAlpha(s.Style.Line, 1)
		out = append(out, LegendEntry{Name: "decision boundary", Shape: Shape{Kind: Stroke, Color: c, Width: s.Style.LineWidth}})
	}
	return out
}

// legendOrder returns every layer, legendFirst's first.
func legendOrder() []Layer {
	out := slices.Clone(legendFirst)
	for l := range numLayers {
		if !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	return out
}

func hasName(es []LegendEntry, name string) bool {
	return slices.ContainsFunc(es, func(e LegendEntry) bool { return e.Name == name })
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// nrgba returns c as non-premultiplied colour.
func nrgba(c color.Color) color.NRGBA { return WithAlpha(c, 1) }
