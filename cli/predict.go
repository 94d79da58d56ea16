package cli

import (
	"errors"
	"flag"
	"io"

	"perceptronlab/report"
)

// addPredictFlag defines train's --predict.
func addPredictFlag(fs *flag.FlagSet, f *trainFlags) {
	fs.BoolVar(&f.predict, "predict", false,
		"with --explain: a predict-then-reveal worksheet, each question before its answer (--format latex: questions with blanks, the answers at the end)")
}

// checkPredict rejects --predict without --explain, whose run it asks about.
func (f *trainFlags) checkPredict() error {
	if f.predict && !f.explain {
		return errors.New("--predict needs --explain: the worksheet asks about the updates --explain writes out")
	}
	return nil
}

// writeWorksheet writes the run as a worksheet: text, or LaTeX with blanks.
func writeWorksheet(w io.Writer, f *trainFlags, r *outcome) error {
	x := *r.explain
	x.Lang = f.lang
	ws := report.NewWorksheet(x)
	if f.format == "latex" {
		return ws.WriteLaTeX(w)
	}
	return ws.WriteText(w)
}
