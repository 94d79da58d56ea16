package report

import (
	"sync"

	"perceptronlab/assets"
)

// zhTable loads the Chinese strings, the interface's and the figures' own,
// once.
var zhTable = sync.OnceValue(func() map[string]string { return assets.Table("zh") })

// Translator returns the function that puts a figure's English text into
// lang: nil (English as it is) for "en".
func Translator(lang string) func(string) string {
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

// Tr translates s with t, which may be nil.
func Tr(t func(string) string, s string) string {
	if t == nil {
		return s
	}
	return t(s)
}
