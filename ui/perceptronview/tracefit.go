package perceptronview

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// maxFitRows bounds the rows one refresh measures: a long run adds up to
// lab.MaxTrace rows at once, and the table shows the latest ones.
const maxFitRows = 2000

// traceFit keeps the Trace's column widths wide enough for the cells it
// has measured: Table 2.1's samples hold for integer data only, and a
// non-integer w drew its last digits under b (issue 27).
type traceFit struct {
	version, rows int       // the data version and the rows measured
	base, width   []float32 // the widths from samples and headers, and the fitted ones
	applied       bool      // the table has the widths
}

// cellStyle is the style of the Trace's cells: the columns are measured
// in it.
var cellStyle = fyne.TextStyle{Monospace: true}

// cellPad is the kit.Room a table cell's label takes around its text.
func cellPad() float32 { return 2*theme.InnerPadding() + theme.Padding() }

// setBase sets the widths the samples and headers give, and measures the
// rows again in the current text size.
func (f *traceFit) setBase(base []float32) {
	f.base, f.width, f.rows, f.applied = base, append([]float32(nil), base...), 0, false
}

// fit widens the columns for the rows added since the last call (at most
// maxFitRows of the latest) and returns whether any width changed. Data
// changed since, or fewer rows (a reset), start again from the base.
func (f *traceFit) fit(version, rows, cols int, text func(r, c int) string) bool {
	changed := false
	if version != f.version || rows < f.rows {
		changed = !equalWidths(f.width, f.base)
		f.width, f.rows, f.version = append(f.width[:0], f.base...), 0, version
	}
	for len(f.width) < cols {
		f.width = append(f.width, 0)
	}
	size, pad := theme.TextSize(), cellPad()
	for r := max(f.rows, rows-maxFitRows); r < rows; r++ {
		for c := range cols {
			if w := fyne.MeasureText(text(r, c), size, cellStyle).Width + pad; w > f.width[c] {
				f.width[c], changed = w, true
			}
		}
	}
	f.rows = rows
	return changed
}

// equalWidths reports whether a and b hold the same widths.
func equalWidths(a, b []float32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
