package scene

// VariantLine is a perceptron variant's answer drawn beside the
// perceptron's own line: the pocket's weights or the averaged weights,
// named Name in the legend.
type VariantLine struct {
	W    []float64
	B    float64
	Name string // in English, for the painter to translate: "pocket weights"
}

// variantColor is the variants' colour, Okabe–Ito's reddish purple.
var variantColor = WithAlpha(oiPurple, 0.95)

// AddTo implements Model.
func (h VariantLine) AddTo(s *Scene) {
	l, ok := makeLine2(h.W, h.B, s.Dim)
	if !ok {
		return
	}
	if seg := l.clip(s.View); seg.Visible {
		s.Add(Shape{Kind: Stroke, Layer: LayerExtra, Seg: seg, Color: variantColor, Width: s.Style.LineWidth * 1.25,
			Dashed: true, Legend: h.Name})
	}
}
