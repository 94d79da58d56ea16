package cli

import (
	"bufio"
	"cmp"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"perceptronlab/algo/perceptron"
	"perceptronlab/typeset"
)

// maxAlphaShown is the largest N for which the text output lists every αᵢ;
// beyond it a count of the non-zero ones says more.
const maxAlphaShown = 20

// writeText writes the report for a person: the trace table first when
// asked for, then the model as Li Hang writes it, then how the run ended.
func writeText(w io.Writer, r *outcome) error {
	bw := bufio.NewWriter(w)
	if r.Trace != nil {
		if r.TraceFrom > 0 {
			fmt.Fprintf(bw, "(a long run: the latest %d updates are listed, from k = %d; updates 1 to %d are not)\n", len(r.Trace), r.TraceFrom, r.TraceFrom)
		}
		if err := r.trace.Write(bw, "text"); err != nil {
			return err
		}
		fmt.Fprintln(bw)
	}
	if err := writeExplanation(bw, r); err != nil {
		return err
	}
	title := r.title
	if title == "" {
		title = r.Method
	}
	if r.exact {
		fmt.Fprintln(bw, title)
	} else {
		fmt.Fprintf(bw, "%s; η = %s, order %s\n", title, typeset.FormatNumber(r.Eta), r.Order)
	}
	fmt.Fprintf(bw, "data: %s, %s in %s\n", r.file, plural(r.N, "point"), plural(r.D, "dimension"))
	if r.W != nil {
		fmt.Fprintf(bw, "f(x) = sign(%s)\n", typeset.FormulaUnicodeDigits(r.W, r.B, r.digits))
		fmt.Fprintf(bw, "w = %s, b = %s\n", typeset.FormatVectorDigits(r.W, r.digits), typeset.FormatNumberDigits(r.B, r.digits))
	}
	writeAlpha(bw, r)
	fmt.Fprintln(bw, statusLine(r))
	if r.Errors != nil {
		fmt.Fprintf(bw, "training errors: %d of %d points\n", *r.Errors, r.N)
	}
	writeGeometry(bw, r)
	if r.Gram != nil {
		fmt.Fprintf(bw, "Gram matrix G = [%s]:\n", cmp.Or(r.gramOf, "xᵢ·xⱼ"))
		writeMatrix(bw, r.Gram)
		if r.GramNote != "" {
			fmt.Fprintf(bw, "(%s)\n", r.GramNote)
		}
	}
	return bw.Flush()
}

// writeAlpha writes α, or for many points how many αᵢ are non-zero.
func writeAlpha(w io.Writer, r *outcome) {
	switch {
	case r.Alpha == nil:
	case len(r.Alpha) <= maxAlphaShown:
		fmt.Fprintf(w, "α = %s\n", typeset.FormatVector(r.Alpha))
	default:
		nz := 0
		for _, a := range r.Alpha {
			if a != 0 {
				nz++
			}
		}
		fmt.Fprintf(w, "α: %d of %d values are non-zero\n", nz, len(r.Alpha))
	}
	if r.Support != nil {
		names := make([]string, len(r.Support))
		for k, i := range r.Support {
			names[k] = fmt.Sprintf("x%d", i+1)
		}
		fmt.Fprintf(w, "support points: %s\n", strings.Join(names, ", "))
	}
}

// statusLine says how the run ended, in words.
func statusLine(r *outcome) string {
	if r.exact {
		return "solved exactly (no iterations)"
	}
	counts := fmt.Sprintf("%s, %s", plural(r.Epochs, "epoch"), plural(r.Mistakes, "mistake"))
	switch r.Status {
	case perceptron.Converged.String():
		return "converged: the last pass made no update (" + counts + ")"
	case perceptron.EpochLimit.String():
		return "not converged: stopped at the epoch limit (" + counts + ")"
	case perceptron.Cycle.String():
		return "not converged: the state at the start of an epoch repeated, so the run would never converge (" + counts + ")"
	case perceptron.Overflow.String():
		return "overflow: the next update would take w or b beyond float64, so the run stopped at the last finite state; rescale the coordinates or lower η (" + counts + ")"
	}
	return "status " + r.Status + " (" + counts + ")"
}

// writeGeometry writes the margin and R.
func writeGeometry(w io.Writer, r *outcome) {
	switch {
	case r.Margin != nil && *r.Margin < 0:
		fmt.Fprintf(w, "margin: %s (negative: some points are misclassified)\n", typeset.FormatNumber(*r.Margin))
	case r.Margin != nil:
		fmt.Fprintf(w, "margin: %s (the smallest y(w·x+b)/‖w‖ over the points)\n", typeset.FormatNumber(*r.Margin))
	case r.W != nil:
		fmt.Fprintln(w, "margin: undefined, since w = 0")
	}
	what := "‖x̂ᵢ‖, x̂ = (x, 1)"
	if r.noBias {
		what = "‖xᵢ‖"
	}
	fmt.Fprintf(w, "R = %s (the largest %s, as in the Novikoff bound)\n", typeset.FormatNumber(r.R), what)
}

// writeMatrix writes rows of numbers in aligned columns.
func writeMatrix(w io.Writer, m [][]float64) {
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', tabwriter.AlignRight)
	for _, row := range m {
		for _, v := range row {
			fmt.Fprintf(tw, "%s\t", typeset.FormatNumber(v))
		}
		fmt.Fprintln(tw)
	}
	tw.Flush()
}

// plural writes "1 point", "3 points".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
