package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"perceptronlab/assets"
	"perceptronlab/lab"
)

// planeSummary describes what the plane draws and what the strip says:
// the models, the shapes by layer and legend, and the explanation.
func planeSummary(e *explorer) string {
	var b strings.Builder
	for _, m := range e.plane.Input().Models {
		fmt.Fprintf(&b, "%T;", m)
	}
	var shapes []string
	for _, s := range e.plane.Scene().Shapes {
		shapes = append(shapes, fmt.Sprintf("%d:%s", s.Layer, s.Legend))
	}
	slices.Sort(shapes)
	fmt.Fprintf(&b, "\n%s\n%s", strings.Join(shapes, ","), e.strip.explain.text.Text)
	return b.String()
}

// TestExample31Then32RedrawsFromSession opens Examples ▸ Li Hang 3.1,
// whose query, Lp balls and last search step fill the plane, and then
// 3.2: everything must be drawn again from the session, as when 3.2 is
// opened first, rather than keep 3.1's query, balls and "step 9 of 11"
// while the kd-tree tab says there is no query.
func TestExample31Then32RedrawsFromSession(t *testing.T) {
	e := newTestExplorer(t)
	e.examples.open("lihang31")
	before := planeSummary(e)
	if !strings.Contains(before, "step ") {
		t.Fatalf("Example 3.1 shows no search step:\n%s", before)
	}
	e.examples.open("lihang32")
	fresh := newTestExplorer(t)
	fresh.OpenExample("lihang32")
	got, want := planeSummary(e), planeSummary(fresh)
	if got != want {
		t.Errorf("3.1 then 3.2 draws\n%s\nbut 3.2 alone draws\n%s", got, want)
	}
	if e.knn().Nearest().Query() != nil || e.knn().Balls() {
		t.Errorf("3.1's query %v or balls %v survive in 3.2", e.knn().Nearest().Query(), e.knn().Balls())
	}
}

// TestExampleTitlesTranslated checks that the registries' titles (the
// examples', the methods'), which reach T as values rather than literals,
// are in the Chinese table.
func TestExampleTitlesTranslated(t *testing.T) {
	zh := assets.Table("zh")
	for _, m := range lab.Methods {
		if _, ok := zh[m.Title()]; !ok {
			t.Errorf("method %s: assets/translations/zh.json lacks %q", m.Name, m.Title())
		}
	}
	for _, x := range lab.Examples {
		for _, s := range []string{x.Title, x.Label()} {
			if _, ok := zh[s]; !ok {
				t.Errorf("%s: assets/translations/zh.json lacks %q", x.Name, s)
			}
		}
	}
}
