package method

import (
	"strings"
	"testing"

	"perceptronlab/param"
)

// TestRegistryWhole walks the registry: every method passes Check, has
// a distinct name, and is found by Lookup; every parameter a method owns
// is one of param.Specs.
func TestRegistryWhole(t *testing.T) {
	all := All()
	if len(all) < 10 {
		t.Fatalf("the registry holds %d methods; want the lab's 10", len(all))
	}
	seen := map[string]bool{}
	for _, m := range all {
		if err := m.Check(); err != nil {
			t.Error(err)
		}
		if seen[m.Name] {
			t.Errorf("%s registered twice", m.Name)
		}
		seen[m.Name] = true
		if got, ok := Lookup(m.Name); !ok || got != m {
			t.Errorf("Lookup(%q) = %v, %v", m.Name, got, ok)
		}
		for _, s := range append(m.Specs, m.Tries...) {
			if !containsSpec(param.Specs, s) {
				t.Errorf("%s's parameter %v is not in param.Specs", m.Name, s)
			}
		}
	}
}

func containsSpec(list []param.Spec, s param.Spec) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestRegisterRefusesHalf checks that a half-registered method is an
// error, and that Register and its remove add and take out a whole one.
func TestRegisterRefusesHalf(t *testing.T) {
	whole := Method{Name: "ridge", Title: "Ridge", TitleZh: "岭回归", Uses: Train, Specs: []param.Spec{param.FitLambda}}
	for name, c := range map[string]struct {
		edit func(*Method)
		want string
	}{
		"no Chinese title": {func(m *Method) { m.TitleZh = "" }, "no title"},
		"no use":           {func(m *Method) { m.Uses = 0 }, "offered nowhere"},
		"dotted name":      {func(m *Method) { m.Name = "ri.dge" }, "holds one of"},
		"taken name":       {func(m *Method) { m.Name = "knn" }, "registered twice"},
		"repeated flag":    {func(m *Method) { m.Specs = []param.Spec{param.FitLambda, param.FitLambda} }, "two parameters"},
		"nil parameter":    {func(m *Method) { m.Specs = []param.Spec{nil} }, "nil parameter"},
		"flag of another":  {func(m *Method) { m.Specs = []param.Spec{param.M} }, "its --degree is another parameter than kernel's --degree"},
	} {
		m := whole
		c.edit(&m)
		if _, err := Register(&m); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Register = %v; want %q", name, err, c.want)
		}
	}
	remove, err := Register(&whole)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := Lookup("ridge"); !ok || !contains(Names(Train), "ridge") {
		t.Error("ridge registered but not found")
	}
	if got := Owners(Train, "lambda", false); len(got) != 1 || got[0].Name != "ridge" {
		t.Errorf("Owners(--lambda) = %v", got)
	}
	remove()
	if _, ok := Lookup("ridge"); ok {
		t.Error("ridge still registered after remove")
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestMethodKeys checks the namespaced link keys and Spec's lookup.
func TestMethodKeys(t *testing.T) {
	knn, _ := Lookup("knn")
	if got := knn.Key(param.K); got != "knn.k" {
		t.Errorf("knn.Key(K) = %q", got)
	}
	if s, ok := knn.Spec("ks"); !ok || s != param.Ks {
		t.Error("knn.Spec(ks)")
	}
	fit, _ := Lookup("polyfit")
	if fit.Key(param.M) != "polyfit.m" || fit.Key(param.FitLambda) != "polyfit.lambda" || !fit.Owns(param.M) || fit.Owns(param.K) {
		t.Error("polyfit's keys")
	}
	if fit.TitleIn("zh") != "多项式拟合" || fit.TitleIn("en") != "Polynomial fit" {
		t.Error("polyfit's titles")
	}
}

// TestEveryMethodHasItsChapter checks each builtin against the chapter of
// Li Hang's book that teaches it.
func TestEveryMethodHasItsChapter(t *testing.T) {
	book := map[string]int{"polyfit": 1, "primal": 2, "dual": 2, "kernel": 2, "pocket": 2, "averaged": 2, "svm": 2, "lsq": 2, "knn": 3, "nb": 4}
	for _, m := range All() {
		if m.Chapter != book[m.Name] || m.Chapter == 0 {
			t.Errorf("%s: chapter %d, want %d", m.Name, m.Chapter, book[m.Name])
		}
	}
}
