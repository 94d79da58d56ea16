package assets

import (
	"embed"
	"encoding/json"
	"io/fs"
)

// Translations holds the translation tables: translations/zh.json maps the
// interface's English strings to Chinese, and translations/*-zh.json (such
// as figure-zh.json) adds the words only figures use.
//
//go:embed translations/*.json
var Translations embed.FS

// Table returns the merged translation table of lang, such as "zh": the
// interface's own table translations/<lang>.json first, then every
// translations/*-<lang>.json for what it lacks, so a word reads the same in
// a figure as on screen. The files are embedded, so a broken one is a build
// mistake that the tests catch: Table panics on it.
func Table(lang string) map[string]string {
	extra, err := fs.Glob(Translations, "translations/*-"+lang+".json")
	if err != nil {
		panic("assets: " + err.Error())
	}
	m := map[string]string{}
	for _, name := range append([]string{"translations/" + lang + ".json"}, extra...) {
		b, err := Translations.ReadFile(name)
		if err != nil {
			panic("assets: " + err.Error())
		}
		var t map[string]string
		if err := json.Unmarshal(b, &t); err != nil {
			panic("assets: " + name + ": " + err.Error())
		}
		for k, v := range t {
			if _, ok := m[k]; !ok {
				m[k] = v
			}
		}
	}
	return m
}
