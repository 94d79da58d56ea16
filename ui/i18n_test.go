package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"perceptronlab/assets"
	"regexp"
	"slices"
	"strconv"
	"sync"
	"testing"
)

// withLanguage runs f in language l and restores the previous language.
func withLanguage(t *testing.T, l string, f func()) {
	t.Helper()
	old := Language()
	SetLanguage(l)
	defer SetLanguage(old)
	f()
}

func TestT(t *testing.T) {
	for _, tc := range []struct{ lang, in, want string }{
		{"en", "Step", "Step"},
		{"zh", "Step", "单步"},
		{"zh", "no such string, kept as it is", "no such string, kept as it is"},
		{"fr", "Step", "Step"}, // unknown languages fall back to English
	} {
		withLanguage(t, tc.lang, func() {
			if got := T(tc.in); got != tc.want {
				t.Errorf("%s: T(%q) = %q, want %q", tc.lang, tc.in, got, tc.want)
			}
		})
	}
}

func TestSetLanguageNotifies(t *testing.T) {
	old := Language()
	defer SetLanguage(old)
	SetLanguage("en")
	var seen []string
	remove := OnLanguageChange(func() { seen = append(seen, Language()+":"+T("Step")) })
	SetLanguage("zh")
	SetLanguage("zh") // no change, no call
	SetLanguage("en")
	remove()
	SetLanguage("zh") // unregistered
	if want := []string{"zh:单步", "en:Step"}; !slices.Equal(seen, want) {
		t.Errorf("listener saw %q, want %q", seen, want)
	}
}

func TestLanguageFromEnv(t *testing.T) {
	for _, tc := range []struct {
		env    map[string]string
		want   string
		wantOK bool
	}{
		{map[string]string{}, "", false},
		{map[string]string{"LANG": "zh_CN.UTF-8"}, "zh", true},
		{map[string]string{"LANG": "zh_TW"}, "zh", true},
		{map[string]string{"LANG": "en_US.UTF-8"}, "en", true},
		{map[string]string{"LANG": "C"}, "en", true},
		{map[string]string{"LANG": "en_US.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"}, "zh", true},
		{map[string]string{"LANG": "zh_CN.UTF-8", "LC_ALL": "C"}, "en", true},
		{map[string]string{"LANG": "en_US.UTF-8", "LANGUAGE": "zh_CN:en"}, "zh", true},
		{map[string]string{"LANG": "zh_CN.UTF-8", "LANGUAGE": "en_GB:zh"}, "en", true},
		{map[string]string{"LANG": "C.UTF-8", "LANGUAGE": "zh_CN"}, "en", true},
		{map[string]string{"LANGUAGE": "zh_CN"}, "", false},
	} {
		got, ok := languageFromEnv(func(k string) string { return tc.env[k] })
		if got != tc.want || ok != tc.wantOK {
			t.Errorf("%v: got %q, %v; want %q, %v", tc.env, got, ok, tc.want, tc.wantOK)
		}
	}
}

func TestSystemLanguageFollowsEnv(t *testing.T) {
	t.Setenv("LC_ALL", "zh_CN.UTF-8")
	if l := SystemLanguage(); l != "zh" {
		t.Errorf("LC_ALL=zh_CN.UTF-8: SystemLanguage() = %q", l)
	}
	t.Setenv("LC_ALL", "en_GB.UTF-8")
	if l := SystemLanguage(); l != "en" {
		t.Errorf("LC_ALL=en_GB.UTF-8: SystemLanguage() = %q", l)
	}
}

// TestLanguageConcurrent is for the race detector: the UI reads T on its
// goroutine while a menu or a test switches language.
func TestLanguageConcurrent(t *testing.T) {
	// Other tests' windows may still listen; keep them out of this storm.
	i18n.Lock()
	saved := i18n.listeners
	i18n.listeners = nil
	i18n.Unlock()
	old := Language()
	defer func() {
		SetLanguage(old)
		i18n.Lock()
		i18n.listeners = saved
		i18n.Unlock()
	}()
	OnLanguageChange(func() { _ = T("Step") })
	var wg sync.WaitGroup
	for i := range 4 {
		wg.Go(func() {
			for j := range 200 {
				if i%2 == 0 {
					SetLanguage([]string{"en", "zh"}[j%2])
				}
				_ = T("Step") + Language()
			}
		})
	}
	wg.Wait()
}

// translationDirs are the packages whose T("...") literals must be in zh.json.
var translationDirs = []string{".", "../canvas", "../param"}

// TestTranslationsComplete fails for a string literal passed to T in ui/,
// or to T or tr in canvas/, that the Chinese table lacks.
func TestTranslationsComplete(t *testing.T) {
	zh := assets.Table("zh")
	used := map[string]string{} // string -> where it is first used
	for _, dir := range translationDirs {
		collectT(t, dir, used)
	}
	if len(used) < 10 {
		t.Fatal("found no T(\"...\") calls: the collector is broken")
	}
	var missing []string
	for s, pos := range used {
		if _, ok := zh[s]; !ok {
			missing = append(missing, pos+": "+strconv.Quote(s))
		}
	}
	slices.Sort(missing)
	for _, m := range missing {
		t.Errorf("assets/translations/zh.json lacks %s", m)
	}
	var stale int
	for k := range zh {
		if _, ok := used[k]; !ok {
			stale++
		}
	}
	t.Logf("%d strings used, %d translated, %d keys not passed to T as literals", len(used), len(zh), stale)
}

func TestTranslationsKeepFormats(t *testing.T) {
	for k, v := range assets.Table("zh") {
		if v == "" {
			t.Errorf("empty translation for %q", k)
		}
		if a, b := verbs(k), verbs(v); !slices.Equal(a, b) {
			t.Errorf("%q has verbs %q but its translation %q has %q", k, a, v, b)
		}
	}
}

var verbRE = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z%]`)

// verbs returns the format verbs of s, sorted, without explicit argument
// indexes, so a translation may reorder its arguments with %[2]s.
func verbs(s string) []string {
	vs := verbRE.FindAllString(s, -1)
	for i, v := range vs {
		vs[i] = regexp.MustCompile(`\[\d+\]`).ReplaceAllString(v, "")
	}
	slices.Sort(vs)
	return vs
}

// collectT adds to used every string literal passed as the only argument of
// a function or method named T or tr in the .go files of dir, tests
// included.
func collectT(t *testing.T, dir string, used map[string]string) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatalf("parse %s: %v", name, err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 1 || !isT(call.Fun) {
				return true
			}
			if s, ok := stringConst(call.Args[0]); ok {
				if _, seen := used[s]; !seen {
					used[s] = fset.Position(call.Pos()).String()
				}
			}
			return true
		})
	}
}

func isT(fun ast.Expr) bool {
	switch f := fun.(type) {
	case *ast.Ident:
		return f.Name == "T" || f.Name == "tr"
	case *ast.SelectorExpr:
		return f.Sel.Name == "T" || f.Sel.Name == "tr"
	}
	return false
}

// stringConst returns the value of a string literal or of a sum of them.
func stringConst(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		a, ok1 := stringConst(e.X)
		b, ok2 := stringConst(e.Y)
		return a + b, ok1 && ok2
	case *ast.ParenExpr:
		return stringConst(e.X)
	}
	return "", false
}
