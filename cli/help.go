package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"unicode"
)

// trainHelp writes the help of train.
func trainHelp(w io.Writer) {
	fmt.Fprint(w, `Usage: perceptronlab train [flags] FILE

Trains a perceptron on the points in FILE (CSV x1,…,xd,y or JSON) and prints
the model f(x) = sign(w·x + b), how the run ended, its mistakes, the margin and
R. A point counts as misclassified when y(w·x+b) ≤ 0. Flags may come before
or after FILE. The exit status is 0 whenever training ran, converged or not.

Flags:
`)
	fs := flag.NewFlagSet("train", flag.ContinueOnError)
	addTrainFlags(fs, &trainFlags{})
	addExplainFlag(fs, &trainFlags{})
	printFlags(w, fs)
	fmt.Fprint(w, `
Example (Li Hang, Example 2.1):
  perceptronlab train --order first --trace assets/examples/lihang21.csv
`)
}

// helpWidth is the widest a line of help may be, in columns.
const helpWidth = 100

// printFlags lists a flag set's flags as "--name value  usage (default x)",
// the usage wrapped under itself to fit helpWidth.
func printFlags(w io.Writer, fs *flag.FlagSet) {
	type row struct{ left, text string }
	var rows []row
	col := 0
	fs.VisitAll(func(fl *flag.Flag) {
		if h, ok := fl.Value.(interface{ hidden() bool }); ok && h.hidden() {
			return
		}
		name, usage := flag.UnquoteUsage(fl)
		left := "  --" + fl.Name
		if name != "" {
			left += " " + name
		}
		if fl.DefValue != "" && fl.DefValue != "false" {
			usage += " (default" + glue + fl.DefValue + ")" // kept on one line
		}
		rows = append(rows, row{left, usage})
		col = max(col, textWidth(left)+2)
	})
	for _, r := range rows {
		writeHanging(w, r.left, r.text, col)
	}
}

// glue is a space that writeHanging does not break a line at.
const glue = "\x00"

// writeHanging writes left padded to col, then text wrapped to helpWidth,
// its later lines indented by col.
func writeHanging(w io.Writer, left, text string, col int) {
	lines := wrapWords(text, helpWidth-col)
	if len(lines) == 0 {
		lines = []string{""}
	}
	pad := strings.Repeat(" ", max(col-textWidth(left), 1))
	fmt.Fprintln(w, strings.ReplaceAll(strings.TrimRight(left+pad+lines[0], " "), glue, " "))
	for _, l := range lines[1:] {
		fmt.Fprintln(w, strings.Repeat(" ", col)+strings.ReplaceAll(l, glue, " "))
	}
}

// wrapWords breaks text at spaces into lines of at most width columns; a
// word wider than width gets a line of its own.
func wrapWords(text string, width int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(text) {
		switch {
		case line == "":
			line = word
		case textWidth(line)+1+textWidth(word) <= width:
			line += " " + word
		default:
			lines = append(lines, line)
			line = word
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// textWidth is the number of columns s takes in a terminal: a wide (East
// Asian) character takes two, a combining mark none.
func textWidth(s string) int {
	n := 0
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Mn, r):
		case wide(r):
			n += 2
		default:
			n++
		}
	}
	return n
}

// wide reports whether r takes two columns: the CJK blocks, Hangul and the
// full-width forms.
func wide(r rune) bool {
	return r >= 0x1100 && r <= 0x115F || r >= 0x2E80 && r <= 0xA4CF && r != 0x303F ||
		r >= 0xAC00 && r <= 0xD7A3 || r >= 0xF900 && r <= 0xFAFF || r >= 0xFE30 && r <= 0xFE4F ||
		r >= 0xFF00 && r <= 0xFF60 || r >= 0xFFE0 && r <= 0xFFE6 || r >= 0x20000 && r <= 0x3FFFD
}
