package cli

import (
	"flag"
	"fmt"

	"perceptronlab/report"
)

// langFlag is --lang of the chapter-1 commands' text output (fit, cv and
// bound), as plot's figures and train's tables have it: English, or
// Chinese from the same table as the window's (assets/translations).
// JSON and the coefficient tables do not change.
type langFlag string

// add defines --lang on fs.
func (l *langFlag) add(fs *flag.FlagSet) {
	fs.StringVar((*string)(l), "lang", "en", "`language` of the text output: en or zh")
}

// check rejects a language other than en and zh.
func (l langFlag) check(cmd string) error {
	if l != "en" && l != "zh" {
		return fmt.Errorf("%s: unknown --lang %q (want en or zh)", cmd, string(l))
	}
	return nil
}

// tr puts English text (a format before its numbers) into the language.
func (l langFlag) tr(s string) string { return report.Tr(report.Translator(string(l)), s) }

// count writes "1 fold" or "5 folds" in the language.
func (l langFlag) count(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf(l.tr(one), n)
	}
	return fmt.Sprintf(l.tr(many), n)
}
