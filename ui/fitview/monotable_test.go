package fitview

import (
	"slices"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// TestTable11ColumnsAlign draws PRML Table 1.1 in the Errors tab and
// checks, in the theme's own face for the label's style, that every
// prefix of every line is as wide as that many "0"s: then the columns,
// padded by runes, stand one under the other (w₄*…w₉* of M = 9 stood
// under M = 3 when "monospace" was the proportional face).
func TestTable11ColumnsAlign(t *testing.T) {
	_, v := newTestView(t)
	v.Tabs.SelectIndex(1)
	v.Views.Jobs.Wait()
	v.Views.Refresh()
	v.Views.Jobs.Wait()
	l := v.Views.Table
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

// TestTable11FitsThePanel checks that Table 1.1's columns are only as wide
// as their entries (at 12 characters a column, M = 9's ran off the side
// panel at 1280×720), and that every entry ends where its column's
// heading ends.
func TestTable11FitsThePanel(t *testing.T) {
	_, v := newTestView(t)
	v.Tabs.SelectIndex(1)
	v.Views.Jobs.Wait()
	v.Views.Refresh()
	v.Views.Jobs.Wait()
	lines := strings.Split(v.Views.Table.Text, "\n")
	var ends []int // where each heading ends, in runes
	head := []rune(lines[0])
	for i := range head {
		if unicode.IsDigit(head[i]) && (i+1 == len(head) || head[i+1] == ' ') {
			ends = append(ends, i+1)
		}
	}
	if len(ends) != 4 {
		t.Fatalf("want the headings of M = 0, 1, 3, 9, got %q", lines[0])
	}
	for _, line := range lines {
		r := []rune(line)
		if len(r) > 42 {
			t.Errorf("%q is %d characters, over the 42 that fit the side panel", line, len(r))
		}
		for i := range r {
			if i >= 4 && unicode.IsDigit(r[i]) && (i+1 == len(r) || r[i+1] == ' ') && !slices.Contains(ends, i+1) {
				t.Errorf("%q: an entry ends at column %d, under no heading's end %v", line, i+1, ends)
			}
		}
	}
}
