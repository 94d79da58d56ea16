package fitview

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
	"gonum.org/v1/gonum/stat/distuv"

	"perceptronlab/algo/selection"
	"perceptronlab/figure"
	"perceptronlab/param"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/labtheme"
)

// fitMore is the rest of Li Hang's chapter 1 beside the curve fit: the
// loss functions with one margin's losses marked (§1.3), the bound of
// Theorem 1.1 (§1.6.2) with its inverse, and the coin's MLE against MAP
// with a Beta prior (§1.1).
type fitMore struct {
	v    *View
	Tabs *container.AppTabs

	margin      *widget.Slider
	marginText  *widget.Label
	losses      *asyncFigure
	d, N, delta *kit.KeyEntry
	eps         *kit.KeyEntry
	boundText   *widget.Label
	bound       *asyncFigure
	k, tosses   *widget.Slider
	a, b        *widget.Slider
	coinText    *widget.Label
	coin        *asyncFigure
	boundD      float64
	boundDelta  float64
	content     fyne.CanvasObject
	shownSec    int // the section shown, as View.shownTab
	losslabel   *widget.Label
	boundHead   *widget.Label
	coinHead    *widget.Label
}

// newFitMore builds the Chapter 1 tab of v.
func newFitMore(v *View) *fitMore {
	m := &fitMore{v: v, boundD: 1000, boundDelta: 0.05}
	closed := func() bool { return v.r.IsClosed() }
	m.margin = &widget.Slider{Min: -2, Max: 2.5, Step: 0.1, Value: 0.5, OnChanged: func(float64) { m.refreshLosses() }}
	m.marginText = &widget.Label{Wrapping: fyne.TextWrapWord}
	m.losslabel = &widget.Label{Wrapping: fyne.TextWrapWord}
	m.losses = newAsyncFigure(m.lossesFigure, closed, func() bool { return m.shown(0) })
	m.d = kit.KeyEntryWith("1000")
	m.N = kit.KeyEntryWith("1981")
	m.delta = kit.KeyEntryWith("0.05")
	m.eps = kit.KeyEntryWith("0.05")
	for _, en := range []*kit.KeyEntry{m.d, m.N, m.delta, m.eps} {
		en.OnChanged = func(string) { m.refreshBound() }
	}
	m.boundText = &widget.Label{Wrapping: fyne.TextWrapWord}
	m.boundHead = &widget.Label{Wrapping: fyne.TextWrapWord}
	m.bound = newAsyncFigure(m.boundFigure, closed, func() bool { return m.shown(1) })
	coin := func(float64) { m.refreshCoin() }
	m.k = &widget.Slider{Min: 0, Max: 10, Step: 1, Value: 7, OnChanged: coin}
	m.tosses = &widget.Slider{Min: 1, Max: 50, Step: 1, Value: 10, OnChanged: coin}
	m.a = &widget.Slider{Min: 1, Max: 20, Step: 0.5, Value: 2, OnChanged: coin}
	m.b = &widget.Slider{Min: 1, Max: 20, Step: 0.5, Value: 2, OnChanged: coin}
	m.coinText = &widget.Label{Wrapping: fyne.TextWrapWord}
	m.coinHead = &widget.Label{Wrapping: fyne.TextWrapWord}
	m.coin = newAsyncFigure(m.coinFigure, closed, func() bool { return m.shown(2) })
	// Each section puts its controls on top, the figure under them and
	// its numbers and explanation last, as a caption: at 720 pixels in
	// projector mode the figure would otherwise be scrolled out of sight.
	lossTab := container.NewBorder(container.NewThemeOverride(m.margin, labtheme.Track{}), container.NewVBox(m.marginText, m.losslabel), nil, nil, m.losses.content)
	// d, N, δ and ε in two rows of two: four rows took a third of the
	// height a 720-pixel projector leaves the tab.
	named := func(name string, o fyne.CanvasObject) fyne.CanvasObject {
		if _, ok := o.(*widget.Slider); ok {
			o = container.NewThemeOverride(o, labtheme.Track{}) // a visible track (fitcontrols.go)
		}
		return container.NewBorder(nil, nil, widget.NewLabel(name), nil, o)
	}
	form := container.NewGridWithColumns(2, named("d", m.d), named("N", m.N), named("δ", m.delta), named("ε", m.eps))
	boundTab := container.NewBorder(container.NewVBox(form, m.boundText), m.boundHead, nil, nil, m.bound.content) // the answer beside the question
	sliders := container.NewGridWithColumns(2, named("k", m.k), named("n", m.tosses), named("a", m.a), named("b", m.b))
	coinTab := container.NewBorder(sliders, container.NewVBox(m.coinText, m.coinHead), nil, nil, m.coin.content)
	// Each section scrolls: at 1280×720 in projector mode the text, the
	// form and a readable figure are taller than the tab (the window asked
	// for 970 pixels). Its figure draws only while on screen (shown).
	m.Tabs = container.NewAppTabs(container.NewTabItem("", container.NewVScroll(lossTab)),
		container.NewTabItem("", container.NewVScroll(boundTab)), container.NewTabItem("", container.NewVScroll(coinTab)))
	m.Tabs.OnUnselected = func(*container.TabItem) { m.shownSec = -1 } // as View.shownTab
	m.Tabs.OnSelected = func(*container.TabItem) {
		m.shownSec = m.Tabs.SelectedIndex()
		m.refreshFigures()
	}
	m.content = m.Tabs
	return m
}

// MoreTab is the Chapter 1 tab's index among the mode's tabs.
const MoreTab = 3

// shown reports whether section i (losses, bound, coin) is on screen.
func (m *fitMore) shown(i int) bool {
	v := m.v
	return v.r.InFitMode() && v.shownTab == MoreTab && m.shownSec == i
}

// refreshFigures draws the figure of the section shown, as its tab is
// selected: hidden, it was not drawn, and its size may not have changed.
func (m *fitMore) refreshFigures() {
	m.losses.Refresh()
	m.bound.Refresh()
	m.coin.Refresh()
}

// relabel sets the texts in the current language.
func (m *fitMore) Relabel() {
	m.Tabs.Items[0].Text, m.Tabs.Items[1].Text, m.Tabs.Items[2].Text = i18n.T("Losses"), i18n.T("Bound"), i18n.T("MLE and MAP")
	m.Tabs.Refresh()
	m.losslabel.SetText(i18n.T("The losses of §1.3 and of later chapters against the margin y·f(x); the slider sets the margin marked."))
	m.boundHead.SetText(i18n.T("Theorem 1.1: with probability 1 − δ, R(f) ≤ R_emp(f) + ε(d, N, δ) = √((ln d + ln(1/δ))/(2N)) for each of d functions. Give N for ε, or ε for the N needed."))
	m.coinHead.SetText(i18n.T("A coin: k heads in n tosses, prior Beta(a, b)."))
	m.Refresh()
}

// refresh redraws every section.
func (m *fitMore) Refresh() {
	m.refreshLosses()
	m.refreshBound()
	m.refreshCoin()
}

func (m *fitMore) refreshLosses() {
	// One wrapped line under the figure: a column per loss took the
	// figure's width, and the bundled font does not line numbers up.
	parts := make([]string, 0, len(selection.Losses()))
	for _, l := range selection.Losses() {
		parts = append(parts, fmt.Sprintf("%s %.4f", i18n.T(l.Name), l.OfMargin(m.margin.Value)))
	}
	m.marginText.SetText(fmt.Sprintf("y·f(x) = %.1f: ", m.margin.Value) + strings.Join(parts, ", "))
	m.losses.Refresh()
}

// lossesFigure is the cli's "plot --losses" figure with the margin marked.
func (m *fitMore) lossesFigure() figure.SeriesFigure {
	fig := figure.NewSeriesFigure(i18n.T("Loss functions"), "y·f(x)", i18n.T("loss"))
	fig.Style = m.v.r.PlaneStyle()
	const lo, hi, n = -2.0, 2.5, 181
	for _, l := range selection.Losses() {
		s := figure.Series{Label: i18n.T(l.Name), X: make([]float64, n), Y: make([]float64, n), Dashed: l.Name == "hinge"}
		for i := range n {
			x := lo + (hi-lo)*float64(i)/(n-1)
			s.X[i], s.Y[i] = x, l.OfMargin(x)
		}
		if l.Name == "0-1" {
			s.X, s.Y = []float64{lo, 0, 0, hi}, []float64{1, 1, 0, 0}
		}
		fig.Series = append(fig.Series, s)
	}
	fig.MarkX, fig.YMin, fig.YMax, fig.XMin, fig.XMax = m.margin.Value, 0, 4, lo, hi
	return fig
}

// refreshBound computes ε from d, N, δ and the N needed for ε.
func (m *fitMore) refreshBound() {
	d, e1 := param.ParseFinite(m.d.Text)
	n64, e2 := kit.AnyWhole("N", m.N.Text)
	delta, e3 := param.ParseFinite(m.delta.Text)
	eps, e4 := param.ParseFinite(m.eps.Text)
	n := int(n64)
	if e1 != nil || e2 != nil || e3 != nil || e4 != nil {
		m.boundText.SetText(i18n.T("d, N, δ and ε must be numbers"))
		return
	}
	var lines []string
	if v, err := selection.Epsilon(d, n, delta); err == nil {
		lines = append(lines, fmt.Sprintf("ε(%g, %d, %g) = %.4f", d, n, delta, v))
	} else {
		lines = append(lines, err.Error())
	}
	if need, err := selection.SampleSize(d, eps, delta); err == nil {
		lines = append(lines, fmt.Sprintf(i18n.T("ε ≤ %g needs N ≥ %d"), eps, need))
	} else {
		lines = append(lines, err.Error())
	}
	m.boundText.SetText(strings.Join(lines, "\n"))
	if d >= 1 && delta > 0 && delta < 1 {
		m.boundD, m.boundDelta = d, delta
	}
	m.bound.Refresh()
}

// boundFigure draws ε against N for d = 1, 10, 100, 1000 and the d given.
func (m *fitMore) boundFigure() figure.SeriesFigure {
	fig := figure.NewSeriesFigure(fmt.Sprintf(i18n.T("ε against N, δ = %g"), m.boundDelta), "N", "ε")
	fig.Style = m.v.r.PlaneStyle()
	ds := []float64{1, 10, 100, 1000}
	if !slices.Contains(ds, m.boundD) {
		ds = append(ds, m.boundD)
	}
	for _, d := range ds {
		s := figure.Series{Label: fmt.Sprintf("d = %g", d)}
		for n := 10; n <= 5000; n += 10 {
			if e, err := selection.Epsilon(d, n, m.boundDelta); err == nil {
				s.X, s.Y = append(s.X, float64(n)), append(s.Y, e)
			}
		}
		fig.Series = append(fig.Series, s)
	}
	fig.YMin, fig.YMax = 0, 0.5
	return fig
}

// refreshCoin writes the estimates and redraws the densities.
func (m *fitMore) refreshCoin() {
	m.k.Max = m.tosses.Value
	if m.k.Value > m.k.Max {
		m.k.Value = m.k.Max
	}
	m.k.Refresh()
	k, n := int(m.k.Value), int(m.tosses.Value)
	c, err := selection.EstimateCoin(k, n, m.a.Value, m.b.Value)
	if err != nil {
		m.coinText.SetText(err.Error())
		return
	}
	m.coinText.SetText(fmt.Sprintf(i18n.T("k = %d, n = %d, a = %g, b = %g: MLE k/n = %.4f; MAP (k+a−1)/(n+a+b−2) = %.4f; posterior mean (k+a)/(n+a+b) = %.4f"),
		k, n, m.a.Value, m.b.Value, c.MLE, c.MAP, c.PosteriorMean))
	m.coin.Refresh()
}

// coinFigure draws the likelihood (scaled to a density), the prior and
// the posterior over θ.
func (m *fitMore) coinFigure() figure.SeriesFigure {
	k, n, a, b := m.k.Value, m.tosses.Value, m.a.Value, m.b.Value
	fig := figure.NewSeriesFigure(i18n.T("Likelihood, prior and posterior of θ"), "θ", i18n.T("density"))
	fig.Style = m.v.r.PlaneStyle()
	dists := []struct {
		label string
		d     distuv.Beta
	}{
		{i18n.T("likelihood θᵏ(1−θ)ⁿ⁻ᵏ, scaled"), distuv.Beta{Alpha: k + 1, Beta: n - k + 1}},
		{fmt.Sprintf(i18n.T("prior Beta(%g, %g)"), a, b), distuv.Beta{Alpha: a, Beta: b}},
		{fmt.Sprintf(i18n.T("posterior Beta(%g, %g)"), k+a, n-k+b), distuv.Beta{Alpha: k + a, Beta: n - k + b}},
	}
	top := 0.0
	for _, d := range dists {
		s := figure.Series{Label: d.label}
		for i := range 201 {
			th := float64(i) / 200
			y := d.d.Prob(th)
			if math.IsInf(y, 0) || math.IsNaN(y) {
				continue
			}
			s.X, s.Y = append(s.X, th), append(s.Y, y)
			top = math.Max(top, y)
		}
		fig.Series = append(fig.Series, s)
	}
	if c, err := selection.EstimateCoin(int(k), int(n), a, b); err == nil {
		fig.MarkX, fig.MarkLabel = c.MAP, "MAP"
	}
	fig.XMin, fig.XMax, fig.YMin, fig.YMax = 0, 1, 0, top*1.1+1e-9
	return fig
}
