// Package i18n is the window's language: T translates an English
// interface string into the current language (English or Chinese), and
// the language can change while the window runs, which fyne/lang cannot
// do. Every ui package translates through it.
package i18n

import (
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"

	"fyne.io/fyne/v2/lang"

	"perceptronlab/assets"
)

// Translations live in this package's own table. English strings are the
// keys: T("Step") is "Step" in English and "单步" in Chinese. The table is
// assets/translations/zh.json (see assets.Table); a test checks that it has
// every literal passed to T in ui/ and to T or tr in canvas/.

var state = struct {
	sync.RWMutex
	lang      string
	listeners []listener
	nextID    int
}{lang: SystemLanguage()}

// zhTable is the Chinese table, read when first needed: an English
// window never needs it, and reading it took 50 ms of the web edition's
// start.
var zhTable = sync.OnceValue(func() map[string]string { return assets.Table("zh") })

// T translates an English interface string into the current language.
// A string with no translation is returned as it is. Formats keep their
// verbs: fmt.Sprintf(T("%d mistakes"), k).
func T(s string) string {
	state.RLock()
	defer state.RUnlock()
	if state.lang == "zh" {
		if t, ok := zhTable()[s]; ok {
			return t
		}
	}
	return s
}

// Language returns the current interface language, "en" or "zh".
func Language() string {
	state.RLock()
	defer state.RUnlock()
	return state.lang
}

// SetLanguage switches the interface language ("zh" for Chinese, anything
// else for English). If that changes it, SetLanguage then calls every
// function registered with OnLanguageChange, on the caller's goroutine.
func SetLanguage(l string) {
	if l != "zh" {
		l = "en"
	}
	state.Lock()
	changed := state.lang != l
	state.lang = l
	var ls []func()
	for _, l := range state.listeners {
		ls = append(ls, l.f)
	}
	state.Unlock()
	if !changed {
		return
	}
	for _, f := range ls {
		f()
	}
}

// OnLanguageChange registers f to run after every language switch. Calling
// the returned function unregisters f, for a window that closes.
func OnLanguageChange(f func()) (remove func()) {
	state.Lock()
	defer state.Unlock()
	state.nextID++
	id := state.nextID
	state.listeners = append(state.listeners, listener{id, f})
	return func() {
		state.Lock()
		defer state.Unlock()
		state.listeners = slices.DeleteFunc(state.listeners, func(l listener) bool { return l.id == id })
	}
}

type listener struct {
	id int
	f  func()
}

// SystemLanguage returns "zh" if the user's locale is Chinese and "en"
// otherwise. It is the language the interface starts in.
func SystemLanguage() string {
	if l, ok := languageFromEnv(os.Getenv); ok {
		return l
	}
	if runtime.GOOS == "darwin" || runtime.GOOS == "windows" {
		// These keep the locale outside the environment. Fyne asks the
		// OS; on Unix it only reads the variables already read above and
		// would log an error for an unset or "C" locale.
		return LanguageOf(string(lang.SystemLocale()))
	}
	return "en"
}

// languageFromEnv reads the locale the way gettext does: LC_ALL, then
// LC_MESSAGES, then LANG; GNU's LANGUAGE priority list overrides them
// unless the locale is "C" or "POSIX". ok is false when none is set.
func languageFromEnv(getenv func(string) string) (l string, ok bool) {
	loc := ""
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if loc = getenv(k); loc != "" {
			break
		}
	}
	if list := getenv("LANGUAGE"); list != "" && loc != "" && loc != "C" && loc != "POSIX" &&
		!strings.HasPrefix(loc, "C.") {
		loc = strings.Split(list, ":")[0]
	}
	if loc == "" {
		return "", false
	}
	return LanguageOf(loc), true
}

// LanguageOf maps a locale name such as "zh_CN.UTF-8", "zh-Hans" or
// "en_US" to "zh" or "en".
func LanguageOf(locale string) string {
	if strings.HasPrefix(strings.ToLower(locale), "zh") {
		return "zh"
	}
	return "en"
}

// PluralT translates singular when n is 1 and plural otherwise: "1
// points" and "mean of 1 folds" were written before.
func PluralT(n int, singular, plural string) string {
	if n == 1 {
		return T(singular)
	}
	return T(plural)
}
