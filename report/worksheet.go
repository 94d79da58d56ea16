package report

import (
	"fmt"
	"io"
	"strings"

	"perceptronlab/algo/perceptron"
)

// Worksheet is a run as predict-then-reveal questions for paper (issue
// 19): before each update, which point it uses and where the line goes
// (which αᵢ grows in the dual and kernel forms), and after the last one
// whether another follows. Each answer is the book's numbers, with the
// reasoning the explainer writes out.
type Worksheet struct {
	Items []WorksheetItem
	// Lang is the language of the text ("en" or "zh").
	Lang string
}

// WorksheetItem is one question with its answer.
type WorksheetItem struct {
	// Question and Answer are plain Unicode text; Explain holds the
	// explainer's lines for the answer.
	Question, Answer string
	Explain          []string
	// Prev is the state asked about and Next the state after the update
	// (Point −1 and K one more for "no update"); the LaTeX sheet typesets
	// their numbers.
	Prev, Next Row
	Dual       bool
}

// NewWorksheet turns the explained run x into questions: one per update
// kept, and one after the last when the run converged.
func NewWorksheet(x Explainer) Worksheet {
	tf := Translator(x.Lang)
	rows := x.Rows()
	ws := Worksheet{Lang: x.Lang}
	for r := 1; r < len(rows); r++ {
		it := worksheetItem(tf, rows[r-1], rows[r], x.Dual())
		it.Explain = x.Update(r)
		ws.Items = append(ws.Items, it)
	}
	if x.Status == perceptron.Converged {
		last := rows[len(rows)-1]
		it := WorksheetItem{Prev: last, Next: Row{K: last.K + 1, Point: -1}, Dual: x.Dual(),
			Question: before(tf, last, x.Dual()) + " " + Tr(tf, "Is there another update?"),
			Answer:   Tr(tf, "No update: every point is right, so the run has converged.")}
		it.Explain = x.End()
		ws.Items = append(ws.Items, it)
	}
	return ws
}

// worksheetItem asks about the update from row prev to row next.
func worksheetItem(tf func(string) string, prev, next Row, dual bool) WorksheetItem {
	it := WorksheetItem{Prev: prev, Next: next, Dual: dual}
	if dual {
		it.Question = before(tf, prev, dual) + " " + fmt.Sprintf(Tr(tf, "Which αᵢ grows at update %d?"), next.K)
		it.Answer = fmt.Sprintf(Tr(tf, "α%s: α = %s, b = %s."), sub(next.Point), bookVec(next.Alpha), bookNum(next.B))
		return it
	}
	it.Question = before(tf, prev, dual) + " " + fmt.Sprintf(Tr(tf, "Which point does update %d use, and where does the line go (w, b)?"), next.K)
	it.Answer = fmt.Sprintf(Tr(tf, "x%s: w = %s, b = %s."), sub(next.Point), bookVec(next.W), bookNum(next.B))
	return it
}

// before says what the state is before a question.
func before(tf func(string) string, r Row, dual bool) string {
	if dual {
		return fmt.Sprintf(Tr(tf, "At k = %d, α = %s, b = %s."), r.K, bookVec(r.Alpha), bookNum(r.B))
	}
	return fmt.Sprintf(Tr(tf, "At k = %d, w = %s, b = %s."), r.K, bookVec(r.W), bookNum(r.B))
}

// WriteText writes each question, then its answer with its reasoning: a
// sheet to read aloud, or to cover the answers of.
func (ws Worksheet) WriteText(w io.Writer) error {
	tf := Translator(ws.Lang)
	var sb strings.Builder
	for n, it := range ws.Items {
		fmt.Fprintf(&sb, "%s %d. %s\n", Tr(tf, "Question"), n+1, it.Question)
		fmt.Fprintf(&sb, "%s %d. %s\n", Tr(tf, "Answer"), n+1, it.Answer)
		for _, l := range it.Explain {
			sb.WriteString("    " + l + "\n")
		}
		sb.WriteString("\n")
	}
	_, err := io.WriteString(w, sb.String())
	return err
}
