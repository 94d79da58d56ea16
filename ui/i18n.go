package ui

import (
	"encoding/json"
	"sync"

	"perceptronlab/assets"
)

// The interface language can change at run time, which fyne/lang cannot do,
// so translations live in this package's own table. English strings are the
// keys: T("Step") is "Step" in English and "单步" in Chinese.

var i18n = struct {
	sync.RWMutex
	lang      string
	zh        map[string]string
	listeners []func()
}{lang: "en"}

// T translates an English interface string into the current language.
// A string with no translation is returned as it is.
func T(s string) string {
	i18n.RLock()
	defer i18n.RUnlock()
	if i18n.lang == "zh" {
		if t, ok := i18n.zh[s]; ok {
			return t
		}
	}
	return s
}

// Language returns the current interface language, "en" or "zh".
func Language() string {
	i18n.RLock()
	defer i18n.RUnlock()
	return i18n.lang
}

// SetLanguage switches the interface language ("en" or "zh") and calls every
// function registered with OnLanguageChange.
func SetLanguage(lang string) {
	i18n.Lock()
	if lang != "zh" {
		lang = "en"
	}
	if i18n.zh == nil {
		i18n.zh = loadTable("zh")
	}
	i18n.lang = lang
	ls := append([]func(){}, i18n.listeners...)
	i18n.Unlock()
	for _, f := range ls {
		f()
	}
}

// OnLanguageChange registers f to run after every language switch.
func OnLanguageChange(f func()) {
	i18n.Lock()
	defer i18n.Unlock()
	i18n.listeners = append(i18n.listeners, f)
}

func loadTable(lang string) map[string]string {
	m := map[string]string{}
	b, err := assets.Translations.ReadFile("translations/" + lang + ".json")
	if err == nil {
		_ = json.Unmarshal(b, &m)
	}
	return m
}
