// Package template, as the web edition builds it (scripts/web-build.sh puts
// this file in place of github.com/nicksnyder/go-i18n/v2's
// i18n/template/text_parser.go): a TextParser that fills in {{.Name}}
// actions itself instead of through text/template. text/template calls
// reflect's MethodByName, and a program that can do that keeps every
// exported method of every type it links, used or not (goldmark's Markdown
// parser, for one): about 3 MB of the wasm. No translation the app or Fyne
// ships uses any other action.
//
// It keeps the API of go-i18n v2.5.1's text_parser.go, but Funcs, which
// nothing sets, is a plain map.
package template

import (
	"fmt"
	"reflect"
	"strings"
)

// TextParser is a Parser that fills in {{.Name}} actions from a map's keys
// or a struct's fields.
type TextParser struct {
	LeftDelim  string
	RightDelim string
	Funcs      map[string]any
	Option     string
}

// Cacheable reports that a parsed template may be reused.
func (te *TextParser) Cacheable() bool { return true }

// Parse returns src as a template whose {{.Name}} actions Execute fills in.
func (te *TextParser) Parse(src, leftDelim, rightDelim string) (ParsedTemplate, error) {
	return &fieldTemplate{src: src}, nil
}

type fieldTemplate struct{ src string }

func (t *fieldTemplate) Execute(data any) (string, error) { return Substitute(t.src, data), nil }

// Substitute returns src with each {{.Name}} replaced by data's key or field
// Name; an action it cannot fill in stays as it is.
func Substitute(src string, data any) string {
	var b strings.Builder
	for {
		i := strings.Index(src, "{{")
		j := -1
		if i >= 0 {
			j = strings.Index(src[i:], "}}")
		}
		if j < 0 {
			b.WriteString(src)
			return b.String()
		}
		j += i
		name := strings.TrimSpace(src[i+2 : j])
		b.WriteString(src[:i])
		if v, ok := lookup(data, strings.TrimPrefix(name, ".")); ok && strings.HasPrefix(name, ".") {
			b.WriteString(v)
		} else {
			b.WriteString(src[i : j+2])
		}
		src = src[j+2:]
	}
}

func lookup(data any, name string) (string, bool) {
	v := reflect.ValueOf(data)
	for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
		if v.IsNil() {
			return "", false
		}
		v = v.Elem()
	}
	var f reflect.Value
	switch v.Kind() {
	case reflect.Map:
		if v.Type().Key().Kind() != reflect.String {
			return "", false
		}
		f = v.MapIndex(reflect.ValueOf(name).Convert(v.Type().Key()))
	case reflect.Struct:
		f = v.FieldByName(name)
	}
	if !f.IsValid() || !f.CanInterface() {
		return "", false
	}
	return fmt.Sprint(f.Interface()), true
}
