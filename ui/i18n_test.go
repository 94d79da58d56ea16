package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"perceptronlab/assets"
	"perceptronlab/ui/i18n"
	"regexp"
	"slices"
	"strconv"
	"testing"
)

// withLanguage runs f in language l and restores the previous language.
func withLanguage(t *testing.T, l string, f func()) {
	t.Helper()
	old := i18n.Language()
	i18n.SetLanguage(l)
	defer i18n.SetLanguage(old)
	f()
}

// translationDirs returns the packages whose T("...") or tr("...")
// literals must be in zh.json: ui and every package under it, canvas,
// param and lab (the session's messages, shown in the window).
func translationDirs(t *testing.T) []string {
	dirs := []string{"../canvas", "../param", "../lab"}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() && d.Name() != "testdata" {
			dirs = append(dirs, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return dirs
}

// TestTranslationsComplete fails for a string literal passed to T in ui/,
// or to T or tr in canvas/, that the Chinese table lacks.
func TestTranslationsComplete(t *testing.T) {
	zh := assets.Table("zh")
	used := map[string]string{} // string -> where it is first used
	for _, dir := range translationDirs(t) {
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
