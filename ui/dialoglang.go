package ui

import (
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"perceptronlab/ui/i18n"
)

// dialogLanguage is the language Fyne's dialogs were last set to.
var dialogLanguage string

// syncDialogLanguage puts Fyne's own dialogs (open, save, confirm) in the
// interface's language. They translate through fyne/lang, which follows
// the user's locales, read again by every lang.AddTranslations call
// (LANGUAGE first, on Linux). So LANGUAGE is set for the moment of one such
// call, with an empty table, and then put back as it was.
func syncDialogLanguage() {
	l := i18n.Language()
	if l == dialogLanguage {
		return
	}
	dialogLanguage = l
	loc := "en"
	if l == "zh" {
		loc = "zh_CN"
	}
	old, had := os.LookupEnv("LANGUAGE")
	_ = os.Setenv("LANGUAGE", loc)
	_ = lang.AddTranslationsForLocale([]byte("{}"), fyne.Locale("en"))
	if had {
		_ = os.Setenv("LANGUAGE", old)
	} else {
		_ = os.Unsetenv("LANGUAGE")
	}
}
