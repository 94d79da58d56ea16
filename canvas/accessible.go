package canvas

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"

	"perceptronlab/scene"
)

// The plane as text, for a screen reader: Fyne's Windows and macOS
// drivers built with the accessibility tag read a widget that implements
// fyne.Accessible, and the web edition puts the same text beside its
// canvas (ui/a11y_js.go).
var _ fyne.Accessible = (*Plane)(nil)

// AccessibilityRole implements fyne.Accessible: the plane reads as text.
func (p *Plane) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }

// AccessibilityLabel implements fyne.Accessible. It says what the plane
// shows: its points with their labels, the hyperplane w, b (the first
// linear model drawn) and the margin with the point that sets it, in the
// plane's language (Translate).
func (p *Plane) AccessibilityLabel() string {
	tr := p.Translate
	if tr == nil {
		tr = func(s string) string { return s }
	}
	set := p.in.Set
	if set == nil || set.Len() == 0 {
		return tr("The plane has no points.")
	}
	var b strings.Builder
	fmt.Fprintf(&b, tr("The plane has %d points:"), set.Len())
	for i := range set.Len() {
		end := ","
		if i == set.Len()-1 {
			end = "."
		}
		fmt.Fprintf(&b, " x%d = (%s) %s%s", i+1, joinNums(set.Point(i)), signed(set.Y[i]), end)
	}
	if h, ok := p.hyperplane(); ok {
		fmt.Fprintf(&b, " "+tr("The line: w = (%s), b = %s."), joinNums(h.W), num(h.B))
		if m := p.scene.MarginIndex; m >= 0 {
			fmt.Fprintf(&b, " "+tr("The margin is %s, set by x%d."), num(p.scene.Margin), m+1)
		}
	} else {
		b.WriteString(" " + tr("No line yet."))
	}
	if i := p.in.Selected; i >= 0 && i < set.Len() {
		fmt.Fprintf(&b, " "+tr("Selected: x%d."), i+1)
	}
	return b.String()
}

// hyperplane returns the first hyperplane among the models drawn.
func (p *Plane) hyperplane() (scene.Hyperplane, bool) {
	for _, m := range p.in.Models {
		if h, ok := m.(scene.Hyperplane); ok && len(h.W) > 0 {
			return h, true
		}
	}
	return scene.Hyperplane{}, false
}

// num writes v as a reader says it: at most four digits after the point,
// a true minus sign.
func num(v float64) string {
	s := strconv.FormatFloat(v, 'f', 4, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		s = "0"
	}
	return strings.Replace(s, "-", "−", 1)
}

// joinNums writes a vector's coordinates.
func joinNums(v []float64) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = num(x)
	}
	return strings.Join(parts, ", ")
}

// signed writes a label as +1 or −1.
func signed(y float64) string {
	if y > 0 {
		return "+" + num(y)
	}
	return num(y)
}
