package lab

import "fmt"

// LinkLook is how a link asks the window to look, the same in both
// grammars (a classifier's link and a curve-fitting one): the language,
// projector mode, the dark theme and predict, then reveal. A classroom's
// link opens in its language and on its projector whatever the lab.
type LinkLook struct {
	Lang            string // "en" or "zh"; "" keeps the reader's language
	Projector, Dark *bool  // nil keeps the reader's choice
	Predict         *bool  // predict, then reveal; nil keeps the reader's choice
}

// lookKeys are the keys of a LinkLook, in the order they are written.
var lookKeys = []string{"lang", "projector", "dark", "predict"}

// Look returns the look the link asks for.
func (l *Link) Look() LinkLook {
	return LinkLook{Lang: l.Lang, Projector: l.Projector, Dark: l.Dark, Predict: l.Predict}
}

// read reads the look's keys from p.
func (k *LinkLook) read(p *linkParser) error {
	if v, ok := p.kv["lang"]; ok {
		if v != "en" && v != "zh" {
			return fmt.Errorf(tr("lang must be en or zh, got %q"), clip(v))
		}
		k.Lang = v
	}
	return firstError(p.optBool("projector", &k.Projector), p.optBool("dark", &k.Dark), p.optBool("predict", &k.Predict))
}

// write writes the look's keys that are set.
func (k LinkLook) write(w *fragmentWriter) {
	if k.Lang != "" {
		w.put("lang", k.Lang)
	}
	for _, b := range []struct {
		key string
		on  *bool
	}{{"projector", k.Projector}, {"dark", k.Dark}, {"predict", k.Predict}} {
		if b.on != nil {
			w.put(b.key, map[bool]string{false: "0", true: "1"}[*b.on])
		}
	}
}

// LookOf returns the look a link of either grammar asks for, and whether
// the link reads; the web edition takes it before the window is built.
func LookOf(fragment string) (LinkLook, bool) {
	if IsFitFragment(fragment) {
		f, err := ParseFitLink(fragment)
		if err != nil {
			return LinkLook{}, false
		}
		return f.LinkLook, true
	}
	l, err := ParseLink(fragment)
	if err != nil {
		return LinkLook{}, false
	}
	return l.Look(), true
}
