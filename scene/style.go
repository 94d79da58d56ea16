package scene

import "image/color"

// Show says which layers are drawn.
type Show struct {
	Line      bool // the hyperplane w·x+b = 0
	Normal    bool // the normal vector w as an arrow
	Distances bool // the perpendicular from every point, with its length
	Margin    bool // the band out to the closest point, and that point
	Regions   bool // the two sides, lightly shaded
	SVM       bool // the optimal hyperplane with its slab and support points
	LSQ       bool // the least-squares line
	Decision  bool // a model's decision regions and boundary f(x) = 0 (kernel, k-NN, naive Bayes)
	Names     bool // each point's name x₁…x_N beside it (labels.go)
	Legend    bool // the screen's legend naming every layer drawn (figures have FigureOptions.Legend)
}

// Shows reports whether layer l is drawn. The previous hyperplane, extra
// lines and a model's own cells, splits and outlines have no toggle.
func (sh Show) Shows(l Layer) bool {
	switch l {
	case LayerSides:
		return sh.Regions
	case LayerMargin:
		return sh.Margin
	case LayerLSQ:
		return sh.LSQ
	case LayerSVM:
		return sh.SVM
	case LayerLine:
		return sh.Line
	case LayerNormal:
		return sh.Normal
	}
	return true
}

// DefaultShow returns what a student sees first: the line, the normal, the
// distances, the margin and the shaded sides; the optional lines are on too,
// and are drawn only when the Input carries them.
func DefaultShow() Show {
	return Show{Line: true, Normal: true, Distances: true, Margin: true, Regions: true,
		SVM: true, LSQ: true, Decision: true}
}

// Style holds sizes (in Fyne units; one unit is a pixel at 96 dpi in a
// figure) and colours. The colours are Okabe–Ito's colour-blind-safe set, and
// the classes differ in shape too: +1 is a filled circle, −1 a cross.
type Style struct {
	PointRadius, LineWidth, TextSize float32

	Pos, Neg      color.Color // class +1 and class −1
	Line, Prev    color.Color // the hyperplane and the previous one (faded)
	Normal        color.Color // the normal vector w
	Margin        color.Color // the margin band (drawn translucent) and the closest point's ring
	SVM, LSQ      color.Color // the optimal hyperplane and the least-squares line
	Highlight     color.Color // the halo behind the point that caused the last update
	Misclassified color.Color // the ring around a misclassified point
	Splits        color.Color // a kd-tree's splitting lines; nil: the k-NN palette's grey (knnpalette.go)
	Grid, Axis    color.Color
	Background    color.Color
	Text          color.Color
}

// Okabe–Ito colours (Okabe & Ito 2008, "Color Universal Design").
var (
	oiOrange    = color.NRGBA{0xE6, 0x9F, 0x00, 0xff}
	oiSkyBlue   = color.NRGBA{0x56, 0xB4, 0xE9, 0xff}
	oiGreen     = color.NRGBA{0x00, 0x9E, 0x73, 0xff}
	oiYellow    = color.NRGBA{0xF0, 0xE4, 0x42, 0xff}
	oiBlue      = color.NRGBA{0x00, 0x72, 0xB2, 0xff}
	oiVermilion = color.NRGBA{0xD5, 0x5E, 0x00, 0xff}
	oiPurple    = color.NRGBA{0xCC, 0x79, 0xA7, 0xff}
)

// lineCycle colours the extra lines (ESL Fig. 4.14: one line per start).
var lineCycle = []color.NRGBA{oiOrange, oiSkyBlue, oiGreen, oiPurple, oiVermilion, oiBlue, oiYellow}

// DefaultStyle returns the style for a desktop screen, on a light or a dark
// background.
func DefaultStyle(dark bool) Style {
	s := Style{
		PointRadius: 5, LineWidth: 2, TextSize: 12,
		Pos: oiBlue, Neg: oiVermilion, Normal: oiGreen, Margin: oiOrange,
		SVM: oiGreen, LSQ: oiSkyBlue, Highlight: oiYellow, Misclassified: oiPurple,
	}
	if dark {
		s.Pos = oiSkyBlue
		s.Line, s.Prev = color.NRGBA{0xf0, 0xf0, 0xf0, 0xff}, color.NRGBA{0xf0, 0xf0, 0xf0, 0x60}
		s.Grid, s.Axis = color.NRGBA{0xff, 0xff, 0xff, 0x1c}, color.NRGBA{0xff, 0xff, 0xff, 0x80}
		s.Background, s.Text = color.NRGBA{0x1e, 0x1f, 0x22, 0xff}, color.NRGBA{0xee, 0xee, 0xee, 0xff}
		return s
	}
	s.Line, s.Prev = color.NRGBA{0x10, 0x10, 0x10, 0xff}, color.NRGBA{0x10, 0x10, 0x10, 0x50}
	s.Grid, s.Axis = color.NRGBA{0, 0, 0, 0x18}, color.NRGBA{0, 0, 0, 0x90}
	s.Background, s.Text = color.NRGBA{0xff, 0xff, 0xff, 0xff}, color.NRGBA{0x10, 0x10, 0x10, 0xff}
	return s
}

// ProjectorStyle returns the style for a projector: text 1.75× larger,
// thicker lines, bigger points, stronger grid and faded line, and pure
// black or white for the line and text.
func ProjectorStyle(dark bool) Style {
	s := DefaultStyle(dark)
	s.PointRadius, s.LineWidth, s.TextSize = 8, 3.5, 21
	if dark {
		s.Line, s.Text = color.White, color.White
		s.Prev = color.NRGBA{0xff, 0xff, 0xff, 0x80}
		s.Grid, s.Axis = color.NRGBA{0xff, 0xff, 0xff, 0x38}, color.White
		s.Background = color.Black
		return s
	}
	s.Line, s.Text = color.Black, color.Black
	s.Prev = color.NRGBA{0, 0, 0, 0x70}
	s.Grid, s.Axis = color.NRGBA{0, 0, 0, 0x30}, color.Black
	return s
}

// WithAlpha returns c with its alpha scaled by a (0…1), as non-premultiplied colour.
func WithAlpha(c color.Color, a float64) color.NRGBA {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	n.A = uint8(float64(n.A)*a + 0.5)
	return n
}
