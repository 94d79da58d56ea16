package ui

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// traceFormat is a format the Trace tab copies or saves the trace in.
type traceFormat struct {
	format string // "text", or a report.Trace format
	ext    string
}

// traceFormats are the formats, named by traceFormatNames in the same
// order. Text is the tab as it shows, tab-separated (it pastes into a
// spreadsheet); CSV, Markdown and LaTeX are "perceptronlab train --format"'s
// tables: Li Hang's Table 2.1 in the primal form, Table 2.2 in the dual.
var traceFormats = []traceFormat{{"text", ".txt"}, {"csv", ".csv"}, {"markdown", ".md"}, {"latex", ".tex"}}

// traceFormatNames names traceFormats in the current language.
func traceFormatNames() []string { return []string{i18n.T("Text"), "CSV", "Markdown", "LaTeX"} }

// traceText writes the session's trace in format, headed in the interface's
// language.
func (e *explorer) traceText(format string) (string, error) {
	var sb strings.Builder
	if format == "text" {
		e.writeTraceText(&sb)
		return sb.String(), nil
	}
	err := e.traceTable().Write(&sb, format)
	return sb.String(), err
}

// writeTraceText writes the Trace tab's rows, tab-separated.
func (e *explorer) writeTraceText(w io.Writer) {
	cols := e.traceCols()
	cells := make([]string, cols)
	for c := range cols {
		cells[c] = e.traceHead(c)
	}
	fmt.Fprintln(w, strings.Join(cells, "\t"))
	for r := range e.s.Training().State().Trace {
		for c := range cols {
			cells[c] = e.traceCellText(r, c)
		}
		fmt.Fprintln(w, strings.Join(cells, "\t"))
	}
}

// copyTrace puts the trace on the clipboard in format f.
func (e *explorer) copyTrace(f traceFormat, name string) {
	text, err := e.traceText(f.format)
	if err != nil {
		kit.ShowError(err, e.win)
		return
	}
	e.app.Clipboard().SetContent(text)
	e.status.setMessage(fmt.Sprintf(i18n.T("Copied the trace as %s: %d rows"), name, len(e.s.Training().State().Trace)))
}

// saveTrace asks for a file and writes the trace there in format f.
func (e *explorer) saveTrace(f traceFormat) {
	e.askSavePath("trace"+f.ext, []string{f.ext}, func(path string) {
		path, err := kit.WithExtension(path, []string{f.ext})
		if err == nil {
			err = e.writeTraceFile(path, f.format)
		}
		if err != nil {
			kit.ShowError(err, e.win)
			return
		}
		e.status.setMessage(fmt.Sprintf(i18n.T("Saved the trace to %s"), filepath.Base(path)))
	})
}

// writeTraceFile writes the trace to path atomically. It is quick, even
// for thousands of updates, so it runs on the UI goroutine.
func (e *explorer) writeTraceFile(path, format string) error {
	text, err := e.traceText(format)
	if err != nil {
		return err
	}
	err = writeFileAtomic(path, func(w io.Writer) error { _, err := io.WriteString(w, text); return err })
	if err != nil {
		return namePath(path, err)
	}
	return nil
}
