package lab

import (
	"os"
	"strings"
	"testing"

	"perceptronlab/dataset"
	"perceptronlab/typeset"
)

// example41 returns Li Hang's Table 4.1 as the Table view holds it.
func example41(t *testing.T) *CategoricalTable {
	t.Helper()
	f, err := os.Open("../assets/examples/lihang41.csv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	tb, err := dataset.ReadTable(f, "lihang41.csv")
	if err != nil {
		t.Fatal(err)
	}
	return TableFrom(tb)
}

// products returns the query's products per class, by label.
func products(t *testing.T, tb *CategoricalTable) map[string]string {
	t.Helper()
	m, skipped, err := tb.Fit()
	if err != nil || len(skipped) > 0 {
		t.Fatalf("fit: %v, skipped %v", err, skipped)
	}
	q, err := tb.Answer(m)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{"winner": q.Label}
	for c, name := range m.Classes() {
		out[name] = typeset.FormatRat(q.Products[c])
	}
	return out
}

// TestCategoricalTableBookExamples checks Examples 4.1 (λ = 0: 1/45
// against 1/15) and 4.2 (λ = 1: 5/153 against 28/459) for x = (2, S).
func TestCategoricalTableBookExamples(t *testing.T) {
	tb := example41(t)
	tb.SetQuery(0, "2")
	tb.SetQuery(1, " S ")
	if got := products(t, tb); got["1"] != "1/45" || got["-1"] != "1/15" || got["winner"] != "-1" {
		t.Errorf("λ = 0: %v, want 1: 1/45, -1: 1/15, winner -1", got)
	}
	if err := tb.SetLambda("1"); err != nil {
		t.Fatal(err)
	}
	if got := products(t, tb); got["1"] != "5/153" || got["-1"] != "28/459" || got["winner"] != "-1" {
		t.Errorf("λ = 1: %v, want 1: 5/153, -1: 28/459, winner -1", got)
	}
}

func TestCategoricalTableEdits(t *testing.T) {
	tb := example41(t)
	tb.SetQuery(0, "2")
	tb.SetQuery(1, "S")
	// Relabel row 6, (2,S,−1), as +1: now 10 of 15 are +1, and for +1
	// P = 10/15 · 4/10 · 2/10 = 4/75.
	tb.SetCell(5, 2, "1")
	if got := products(t, tb); got["1"] != "4/75" {
		t.Errorf("after relabelling: %v, want 1: 4/75", got)
	}
	tb.AddRow()
	tb.SetCell(15, 0, "3")
	m, skipped, err := tb.Fit()
	if err != nil || len(skipped) != 1 || skipped[0] != 16 || m.N() != 15 {
		t.Errorf("an incomplete row 16: skipped %v, N = %v, %v", skipped, m.N(), err)
	}
	tb.DeleteRow(15)
	for _, bad := range []string{"-1", "x", "", "1e99999999"} {
		if err := tb.SetLambda(bad); err == nil {
			t.Errorf("λ = %q accepted", bad)
		}
	}
	if err := tb.SetLambda("1/2"); err != nil || tb.Lambda().RatString() != "1/2" {
		t.Errorf("λ = 1/2: %v, %v", tb.Lambda(), err)
	}
}

func TestCategoricalTableBadQuery(t *testing.T) {
	tb := example41(t)
	m, _, err := tb.Fit()
	if err != nil {
		t.Fatal(err)
	}
	tb.SetQuery(0, "2")
	if _, err := tb.Answer(m); err == nil || !strings.Contains(err.Error(), "x2") {
		t.Errorf("an empty x2: %v", err)
	}
	tb.SetQuery(1, "XL")
	_, err = tb.Answer(m)
	if err == nil || !strings.Contains(err.Error(), "XL") || !strings.Contains(err.Error(), "S, M, L") {
		t.Errorf("a value never seen: %v", err)
	}
	empty := NewCategoricalTable(2)
	if _, _, err := empty.Fit(); err == nil {
		t.Error("an empty table fitted")
	}
}

func TestBayesSaysWhatIsWrongWithTheData(t *testing.T) {
	s := NewSession()
	b := NewBayes(s)
	if _, err := b.Model(); err != ErrNoPoints {
		t.Errorf("no points: %v", err)
	}
	for _, c := range []struct {
		set  *dataset.Set
		want string
	}{
		{&dataset.Set{D: 2, X: []float64{0, 0, 1, 2}, Y: []float64{1, 1}}, "no −1 point"},
		{dataset.LiHang21(), "class −1 has one point"},
		{&dataset.Set{D: 2, X: []float64{0, 0, 1, 0, 3, 3, 4, 5}, Y: []float64{1, 1, -1, -1}}, "every +1 point has x⁽²⁾ = 0"},
	} {
		s.Replace(c.set, DefaultSettings())
		if m, err := b.Model(); m != nil || err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: model %v, error %v, want %q", c.set.X, m, err, c.want)
		}
	}
	s.Replace(&dataset.Set{D: 2, X: []float64{0, 0, 2, 2, 4, 4, 6, 8}, Y: []float64{1, 1, -1, -1}}, DefaultSettings())
	if _, ok := b.Explain(); ok {
		t.Error("an explanation with no query")
	}
	// At the +1 mean (1,1), each +1 density is N(1; 1, 1) = 1/√(2π) and
	// the prior is ½: the product is 1/(4π).
	b.SetQuery([]float64{1, 1})
	ex, ok := b.Explain()
	if !ok || ex.Label != 1 || !near(ex.Class[1].Product, 1/(4*3.141592653589793)) {
		t.Errorf("explanation at (1,1): %+v", ex)
	}
}

func near(a, b float64) bool { return a-b < 1e-12 && b-a < 1e-12 }
