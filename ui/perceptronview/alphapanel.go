package perceptronview

import (
	"fmt"
	"math"
	"perceptronlab/lab"
	"perceptronlab/typeset"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	fynecanvas "fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"gonum.org/v1/gonum/floats"
)

// maxTerms is how many terms of w = Σ αᵢyᵢxᵢ are written out before "…".
const maxTerms = 8

// Alpha is the α tab: each αᵢ as a number and a bar, the one that just
// changed highlighted, and w = Σ αᵢyᵢxᵢ written out with its numbers.
type Alpha struct {
	r kit.Room
	// Caption says what the tab shows.
	Caption *widget.Label
	// Sum writes w = Σ αᵢyᵢxᵢ out with its numbers.
	Sum *widget.Label
	// List holds a bar per αᵢ.
	List     *widget.List
	scrolled int // the row last scrolled to, or −1
	content  fyne.CanvasObject
}

// NewAlpha builds the α tab for e.
func NewAlpha(e kit.Room) *Alpha {
	p := &Alpha{r: e, scrolled: -1}
	p.buildUI()
	return p
}

// buildUI creates the captions and the list of bars.
func (p *Alpha) buildUI() {
	p.Caption = &widget.Label{Wrapping: fyne.TextWrapWord}
	p.Sum = &widget.Label{Wrapping: fyne.TextWrapWord, Selectable: true}
	p.List = widget.NewList(func() int { return p.r.Session().Set().Len() }, newAlphaRow, p.updateRow)
	p.content = container.NewBorder(container.NewVBox(p.Caption, p.Sum, widget.NewSeparator()), nil, nil, nil, p.List)
}

// relabel sets the captions in the current language.
func (p *Alpha) Relabel() { p.Refresh() }

// refresh redraws the bars and the sums and follows the latest update.
func (p *Alpha) Refresh() {
	s := p.r.Session()
	if s.Settings().Form.DualForm() {
		p.Caption.SetText(i18n.T("Dual form: αᵢ = η·nᵢ, where nᵢ counts the updates caused by xᵢ."))
	} else {
		p.Caption.SetText(i18n.T("Primal form: αᵢ = η·nᵢ counts the updates caused by xᵢ; the same w comes out."))
	}
	p.Sum.SetText(sumText(s))
	u := s.Training().State().Updated
	if u != p.scrolled && u >= 0 && kit.OnScreen(p.content, p.List) {
		p.List.ScrollTo(u)
		p.scrolled = u
	}
	p.List.Refresh()
}

// newAlphaRow returns a list row: name and value, a bar, and a highlight.
func newAlphaRow() fyne.CanvasObject {
	bg := fynecanvas.NewRectangle(theme.Color(theme.ColorNameSelection))
	bg.Hide()
	bar := widget.NewProgressBar()
	bar.TextFormatter = func() string { return "" }
	label := widget.NewLabel("α0000 = −000.000")
	return container.NewStack(bg, container.NewBorder(nil, nil, label, nil, bar))
}

// updateRow shows αᵢ in a row made by newAlphaRow.
func (p *Alpha) updateRow(i widget.ListItemID, o fyne.CanvasObject) {
	alpha := p.r.Session().Training().State().Alpha
	if i >= len(alpha) {
		return
	}
	bg, label, bar := AlphaRowParts(o)
	kit.SetVisible(bg, i == p.r.Session().Training().State().Updated)
	label.SetText(fmt.Sprintf("α%s = %s", typeset.Subscript(i+1), kit.Num(alpha[i])))
	bar.Max = max(slices.Max(alpha), 1e-300)
	bar.SetValue(alpha[i])
}

// AlphaRowParts finds the parts of a row of the α list: its highlight,
// its label and its bar.
func AlphaRowParts(o fyne.CanvasObject) (bg fyne.CanvasObject, label *widget.Label, bar *widget.ProgressBar) {
	stack := o.(*fyne.Container)
	for _, part := range stack.Objects[1].(*fyne.Container).Objects {
		switch v := part.(type) {
		case *widget.Label:
			label = v
		case *widget.ProgressBar:
			bar = v
		}
	}
	return stack.Objects[0], label, bar
}

// sumText writes w = Σ αᵢyᵢxᵢ and b = Σ αᵢyᵢ with their numbers (plus the
// start w₀, b₀ when it is not zero).
func sumText(s *lab.Session) string {
	if !s.Settings().Form.Linear() {
		return kernelSumText(s)
	}
	st, set := s.Training().State(), s.Set()
	start := s.Training().Start()
	w, b := start.W, start.B
	lhs, blhs := "w = Σ αᵢyᵢxᵢ", "b = Σ αᵢyᵢ"
	var terms []string
	if slices.ContainsFunc(w, func(v float64) bool { return v != 0 }) {
		lhs, terms = "w = w₀ + Σ αᵢyᵢxᵢ", []string{kit.Vec(w)}
	}
	if b != 0 {
		blhs = "b = b₀ + Σ αᵢyᵢ"
	}
	for i, a := range st.Alpha {
		if a == 0 {
			continue
		}
		c := a * set.Y[i]
		terms = append(terms, Signed(c, len(terms) == 0)+"·"+kit.Vec(set.Point(i)))
		floats.AddScaled(w, c, set.Point(i))
		b += c
	}
	text := lhs + " = " + joinTerms(terms) + " = " + kit.Vec(w)
	if !floats.EqualApprox(w, st.W, 1e-9*(1+floats.Norm(w, math.Inf(1)))) {
		text += "\n" + i18n.T("(points have moved since those updates, so the sum is not the current w)")
	}
	if s.Settings().NoBias {
		return text + "\n" + i18n.T("b = 0 (no bias)")
	}
	return text + "\n" + blhs + " = " + kit.Num(b)
}

// joinTerms writes the first maxTerms terms of a sum.
func joinTerms(terms []string) string {
	switch {
	case len(terms) == 0:
		return "0"
	case len(terms) > maxTerms:
		return strings.Join(terms[:maxTerms], " ") + " " + fmt.Sprintf(i18n.T("… (%d terms)"), len(terms))
	}
	return strings.Join(terms, " ")
}

// Signed writes a coefficient with its sign: "2", "+ 2" or "− 5".
func Signed(c float64, first bool) string {
	switch {
	case c < 0 && first:
		return "−" + kit.Num(-c)
	case c < 0:
		return "− " + kit.Num(-c)
	case first:
		return kit.Num(c)
	}
	return "+ " + kit.Num(c)
}

// kernelSumText writes f(x) = Σ αᵢyᵢK(xᵢ, x) + b with its numbers.
func kernelSumText(s *lab.Session) string {
	st, set := s.Training().State(), s.Set()
	var terms []string
	for i, a := range st.Alpha {
		if a != 0 {
			terms = append(terms, Signed(a*set.Y[i], len(terms) == 0)+"·K("+kit.PointName(i)+", x)")
		}
	}
	return "f(x) = Σ αᵢyᵢK(xᵢ, x) + b = " + joinTerms(terms) + " " + Signed(st.B, false)
}
