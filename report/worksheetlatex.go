package report

import (
	"fmt"
	"io"
	"perceptronlab/typeset"
	"strings"
)

// WriteLaTeX writes the worksheet as a LaTeX document with blanks: the
// questions numbered, each followed by two lines to write on, and the
// answers in a section of their own at the end, to be cut off or handed
// out after the class has predicted. Chinese sheets use ctexart (XeLaTeX).
// The explainer's reasoning, Unicode prose, stays in the text sheet.
func (ws Worksheet) WriteLaTeX(w io.Writer) error {
	tf := Translator(ws.Lang)
	var sb strings.Builder
	class := "article"
	if ws.Lang == "zh" {
		class = "ctexart"
	}
	fmt.Fprintf(&sb, "\\documentclass{%s}\n\\usepackage{amsmath}\n", class)
	sb.WriteString("\\newcommand{\\answerline}{\\par\\vspace{1.5em}\\noindent\\rule{\\linewidth}{0.4pt}}\n")
	sb.WriteString("\\begin{document}\n")
	fmt.Fprintf(&sb, "\\section*{%s}\n\\begin{enumerate}\n", Tr(tf, "Predict, then check"))
	for _, it := range ws.Items {
		fmt.Fprintf(&sb, "\\item %s\n\\answerline\n\\answerline\n\\bigskip\n", latexQuestion(tf, it))
	}
	fmt.Fprintf(&sb, "\\end{enumerate}\n\\newpage\n\\section*{%s}\n\\begin{enumerate}\n", Tr(tf, "Answers"))
	for _, it := range ws.Items {
		fmt.Fprintf(&sb, "\\item %s\n", latexAnswer(tf, it))
	}
	sb.WriteString("\\end{enumerate}\n\\end{document}\n")
	_, err := io.WriteString(w, sb.String())
	return err
}

// latexQuestion typesets an item's question.
func latexQuestion(tf func(string) string, it WorksheetItem) string {
	p := it.Prev
	var state string
	if it.Dual {
		state = fmt.Sprintf(Tr(tf, "At $k = %d$, $\\alpha = %s$, $b = %s$."), p.K, latexVec(p.Alpha), latexNum(p.B))
	} else {
		state = fmt.Sprintf(Tr(tf, "At $k = %d$, $w = %s$, $b = %s$."), p.K, latexVec(p.W), latexNum(p.B))
	}
	switch {
	case it.Next.Point < 0:
		return state + " " + Tr(tf, "Is there another update?")
	case it.Dual:
		return state + " " + fmt.Sprintf(Tr(tf, "Which $\\alpha_i$ grows at update $%d$?"), it.Next.K)
	}
	return state + " " + fmt.Sprintf(Tr(tf, "Which point does update $%d$ use, and where does the line go ($w$, $b$)?"), it.Next.K)
}

// latexAnswer typesets an item's answer.
func latexAnswer(tf func(string) string, it WorksheetItem) string {
	n := it.Next
	switch {
	case n.Point < 0:
		return Tr(tf, "No update: every point is right, so the run has converged.")
	case it.Dual:
		return fmt.Sprintf("$\\alpha_{%d}$: $\\alpha = %s$, $b = %s$.", n.Point+1, latexVec(n.Alpha), latexNum(n.B))
	}
	return fmt.Sprintf("$x_{%d}$: $w = %s$, $b = %s$.", n.Point+1, latexVec(n.W), latexNum(n.B))
}

// latexNum writes a number for math mode.
func latexNum(v float64) string { return typeset.FormatNumber(v) }

// latexVec writes a column vector as Li Hang does, (3,3)ᵀ.
func latexVec(v []float64) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = latexNum(x)
	}
	return "(" + strings.Join(parts, ",") + ")^{\\mathrm{T}}"
}
