//go:build js

package browser

import (
	"syscall/js"

	"perceptronlab/ui/i18n"
)

// The page's <html lang> follows the interface language, so that the
// browser, screen readers and translators know which language the page is
// in (issue 20: it stayed "en" in Chinese).
func init() {
	setHTMLLang()
	i18n.OnLanguageChange(setHTMLLang)
}

// setHTMLLang sets <html lang> to the current language.
func setHTMLLang() {
	l := "en"
	if i18n.Language() == "zh" {
		l = "zh-CN"
	}
	js.Global().Get("document").Get("documentElement").Set("lang", l)
}
