package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// TestTable11ColumnsAlign draws PRML Table 1.1 in the Errors tab and
// checks, in the theme's own face for the label's style, that every
// prefix of every line is as wide as that many "0"s: then the columns,
// padded by runes, stand one under the other (w₄*…w₉* of M = 9 stood
// under M = 3 when "monospace" was the proportional face).
func TestTable11ColumnsAlign(t *testing.T) {
	_, v := enterFit(t)
	v.tabs.SelectIndex(1)
	v.views.jobs.Wait()
	v.views.refresh()
	v.views.jobs.Wait()
	l := v.views.table
	if !strings.Contains(l.Text, "w₉*") {
		t.Fatalf("no M = 9 row in the table:\n%s", l.Text)
	}
	checkMonospaced(t, l.Text, l.TextStyle)
}

// checkMonospaced checks that each prefix of each line of text is as
// wide as that many "0"s, to half a pixel.
func checkMonospaced(t *testing.T, text string, style fyne.TextStyle) {
	t.Helper()
	size := theme.TextSize()
	zero := fyne.MeasureText("0", size, style).Width
	for _, line := range strings.Split(text, "\n") {
		r := []rune(line)
		for n := 1; n <= len(r); n++ {
			got := fyne.MeasureText(string(r[:n]), size, style).Width
			if d := got - float32(n)*zero; d > 0.5 || d < -0.5 {
				t.Errorf("%q is %.1f px wide, %d columns are %.1f", string(r[:n]), got, n, float32(n)*zero)
				break
			}
		}
	}
}
