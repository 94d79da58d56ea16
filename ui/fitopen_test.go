package ui

import (
	"os"
	"path/filepath"
	"testing"

	"perceptronlab/dataset"
)

// prmlCSV holds PRML §1.1's first three points (x = n/9, t from the book).
const prmlCSV = "x,t\n0,0.349486\n0.111111,0.830839\n0.222222,1.007332\n"

func TestOpenXTFileOpensCurveFitting(t *testing.T) {
	// Issue 25: an x,t file opened in the window said "no method for it
	// yet", though curve fitting takes exactly such points.
	for _, how := range []string{"File ▸ Open", "command line"} {
		t.Run(how, func(t *testing.T) {
			e := newTestExplorer(t)
			path := filepath.Join(t.TempDir(), "prml.csv")
			if err := os.WriteFile(path, []byte(prmlCSV), 0o644); err != nil {
				t.Fatal(err)
			}
			if how == "command line" {
				e.start([]string{path})
			} else {
				e.keep.openPath(path)
			}
			if !e.fit.InFitMode() {
				t.Fatal("the x,t file did not open curve fitting")
			}
			v := e.fit.View
			want := [][2]float64{{0, 0.349486}, {0.111111, 0.830839}, {0.222222, 1.007332}}
			if len(v.Lab().Points) != len(want) {
				t.Fatalf("curve fitting has %d points, want %d", len(v.Lab().Points), len(want))
			}
			for i, p := range v.Lab().Points {
				if p.X != want[i][0] || p.T != want[i][1] || p.Test {
					t.Errorf("point %d = %+v, want training point %v", i, p, want[i])
				}
			}
			if got := v.Status.Text; got != "Opened prml.csv: 3 points" {
				t.Errorf("status %q", got)
			}
			if e.s.Set().Len() != 0 || e.s.Path != "" || e.s.Set().Task == dataset.Regression {
				t.Errorf("the classifiers' session took the x,t points: %v, path %q", e.s.Set(), e.s.Path)
			}
		})
	}
}
