package cli

import (
	"encoding/json"
	"fmt"
	"sync"

	"perceptronlab/assets"
)

// figureTables are the translation files a figure's text comes from:
// English strings mapped to Chinese. The interface's own table comes first,
// so a word reads the same in a figure as on screen.
var figureTables = []string{"translations/zh.json", "translations/figure-zh.json"}

// zhTable loads the Chinese strings once. The files are embedded, so a
// broken one is a build mistake that the tests catch; it panics.
var zhTable = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	for _, name := range figureTables {
		b, err := assets.Translations.ReadFile(name)
		if err != nil {
			panic("cli: " + err.Error())
		}
		var t map[string]string
		if err := json.Unmarshal(b, &t); err != nil {
			panic(fmt.Sprintf("cli: assets/%s: %v", name, err))
		}
		for k, v := range t {
			if _, ok := m[k]; !ok {
				m[k] = v
			}
		}
	}
	return m
})

// translator returns the function that puts a figure's English text into
// lang: nil (English as it is) for "en".
func translator(lang string) func(string) string {
	if lang != "zh" {
		return nil
	}
	m := zhTable()
	return func(s string) string {
		if t, ok := m[s]; ok {
			return t
		}
		return s
	}
}

// tr translates s with t, which may be nil.
func tr(t func(string) string, s string) string {
	if t == nil {
		return s
	}
	return t(s)
}
