package nbview

import (
	"fmt"

	"perceptronlab/lab"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/methodview"
)

// startText says that counting starts with no point counted.
func startText() string {
	return fmt.Sprintf(i18n.T("Counting from the start: no point counted yet; Step counts %s"), kit.PointName(0))
}

// noPointsOutcome says there is nothing to count.
func noPointsOutcome() methodview.Outcome {
	return methodview.Outcome{Msg: i18n.T("No points to count: add points first")}
}

// countOutcome says what counting the nth point did; after the last
// point, that every point is counted, and More is false.
func (m *Method) countOutcome(n int) methodview.Outcome {
	c, _ := m.nb.CountOf(n)
	msg := countText(c)
	if n < c.Total {
		return methodview.Outcome{Msg: msg, More: true}
	}
	end := fmt.Sprintf(i18n.PluralT(c.Total,
		"%d point counted, the only one: the regions are naive Bayes's on it",
		"All %d points counted: the regions are naive Bayes's on every point"), c.Total)
	return methodview.Outcome{Msg: fmt.Sprintf(i18n.T("%s %s"), msg, end)} // Chinese joins sentences with no space
}

// countText writes what counting a point tells of its class: the point,
// its class, the class's count, and its means and variances once it has
// two points.
func countText(c lab.BayesCount) string {
	y := lab.ClassName(c.Label)
	s := fmt.Sprintf(i18n.PluralT(c.Counted,
		"Counted %s, class %s: N(y = %s) = %d of the %d point counted so far",
		"Counted %s, class %s: N(y = %s) = %d of the %d points counted so far"),
		kit.PointName(c.Point), y, y, c.ClassCount, c.Counted)
	if c.Mean == nil {
		return s + i18n.T("; its variance needs a second point of the class.")
	}
	return s + fmt.Sprintf(i18n.T("; the class's means μ = %s, variances σ² = %s."), kit.Vec(c.Mean), kit.Vec(c.Var))
}

// countingLines are the strip's lines while counting: the latest point
// counted, the estimates' formulas, and the regions or why there are none.
func (m *Method) countingLines(n int) []string {
	lines := []string{startText()}
	if c, ok := m.nb.CountOf(n); ok {
		lines[0] = countText(c)
	}
	lines = append(lines, i18n.T("Each class c of the points counted: P(Y = c) = N_c / n, μⱼ = (1/N_c) Σ xⱼ, σⱼ² = (1/N_c) Σ (xⱼ − μⱼ)², sums over the class's points counted."))
	if g, err := m.nb.Model(); g == nil {
		return append(lines, fmt.Sprintf(i18n.T("No regions yet: %s"), kit.Problem(err)))
	}
	return append(lines, fmt.Sprintf(i18n.PluralT(n,
		"The regions are naive Bayes's on the %d point counted.", "The regions are naive Bayes's on the %d points counted."), n))
}

// countedText says how many points are counted, for the Model tab.
func countedText(n, total int) string {
	return fmt.Sprintf(i18n.PluralT(total, "Counted %d of %d point", "Counted %d of %d points"), n, total)
}
