package ui

import (
	"math"
	"slices"
	"strings"
	"testing"

	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
	"perceptronlab/ui/nbview"
)

// tableProducts returns the Table tab's products per class and its winner.
func tableProducts(e *explorer) ([]string, string) {
	r := e.tableP().Results
	return slices.Sorted(slices.Values(r.ProductTexts)), r.Winner.Text
}

// TestTableExample41ShowsBookFractions loads Table 4.1 from the Examples
// menu: for x = (2, S) the products are 1/45 (Y = 1) and 1/15 (Y = −1)
// at λ = 0 (Example 4.1), and 5/153 and 28/459 at λ = 1 (Example 4.2).
func TestTableExample41ShowsBookFractions(t *testing.T) {
	e := newTestExplorer(t)
	menuItem(t, e, i18n.T("Li Hang, Example 4.1 (naive Bayes table)"))
	p := e.tableP()
	if e.side.Tabs.Selected() != e.side.Tab("table") || len(p.Cells) != 15 {
		t.Fatalf("Table tab shown: %v, %d rows", e.side.Tabs.Selected() == e.side.Tab("table"), len(p.Cells))
	}
	got, winner := tableProducts(e)
	if !slices.Equal(got, []string{"1/15", "1/45"}) || winner != "The largest product is class -1, so y = -1." {
		t.Errorf("λ = 0: products %v, %q", got, winner)
	}
	if !strings.Contains(p.Results.Products.Text, "P(Y=1)·P(x1=2|Y=1)·P(x2=S|Y=1) = 3/5 · 1/3 · 1/9 = 1/45") {
		t.Errorf("the product for Y = 1 is not written out as the book does: %q", p.Results.Products.Text)
	}
	p.Lambda.SetText("1")
	if got, _ := tableProducts(e); !slices.Equal(got, []string{"28/459", "5/153"}) {
		t.Errorf("λ = 1: products %v, want 5/153 and 28/459", got)
	}
	if !strings.Contains(p.Results.Priors.Text, "P(Y=1) = (9 + 1)/(15 + 2·1) = 10/17") {
		t.Errorf("priors at λ = 1: %q", p.Results.Priors.Text)
	}
}

// TestTableUpdatesAsCellsChange edits Table 4.1 through its entries.
func TestTableUpdatesAsCellsChange(t *testing.T) {
	e := newTestExplorer(t)
	menuItem(t, e, i18n.T("Li Hang, Example 4.1 (naive Bayes table)"))
	p := e.tableP()
	// Row 6 is (2, S, −1); relabelled +1, class 1 has 10 rows and
	// P = 10/15 · 4/10 · 2/10 = 4/75, against 5/15 · 1/5 · 2/5 = 2/75.
	p.Cells[5][2].SetText("1")
	if got, winner := tableProducts(e); !slices.Equal(got, []string{"2/75", "4/75"}) || !strings.HasSuffix(winner, "y = 1.") {
		t.Errorf("after relabelling row 6: %v, %q", got, winner)
	}
	test := p.Query[1]
	test.SetText("XL")
	if msg := p.Results.Problem.Text; !p.Results.Problem.Visible() || !strings.Contains(msg, "XL") || !strings.Contains(msg, "S, M, L") {
		t.Errorf("a query value never seen: %q", msg)
	}
	test.SetText("S")
	if p.Results.Problem.Visible() {
		t.Errorf("the problem stays after the query is fixed: %q", p.Results.Problem.Text)
	}
	p.Lambda.SetText("-1")
	if p.Lambda.Validate() == nil || e.table.Lambda().Sign() != 0 {
		t.Error("λ = −1 was taken")
	}
	n := len(p.Cells)
	p.AddBtn.OnTapped()
	if len(p.Cells) != n+1 || !strings.Contains(p.Results.Note.Text, "16") {
		t.Errorf("a new empty row: %d rows, note %q", len(p.Cells), p.Results.Note.Text)
	}
}

// twoClasses are points whose Gaussian fit can be done by hand: class +1
// at (0,0) and (2,2) has μ = (1,1), σ² = (1,1); class −1 at (4,4) and
// (6,8) has μ = (5,6), σ² = (1,4).
func twoClasses() *dataset.Set {
	return &dataset.Set{D: 2, X: []float64{0, 0, 2, 2, 4, 4, 6, 8}, Y: []float64{1, 1, -1, -1}}
}

func TestNBFormShowsEllipsesAndExplainsAQuery(t *testing.T) {
	e := newTestExplorer(t)
	ts := lab.DefaultSettings()
	ts.Form = formOf("nb")
	e.examples.load("two classes", twoClasses(), ts)
	e.side.Tabs.Select(e.side.Tab("bayes"))
	if len(models[scene.GaussianNB](e)) != 1 || e.plane.Scene().Decision == nil {
		t.Fatal("the naive-Bayes form draws no regions")
	}
	ellipses := 0
	for _, sh := range e.plane.Scene().Shapes {
		if sh.Kind == scene.Path && sh.Layer == scene.LayerShapes && len(sh.Path) > 64 {
			ellipses++
		}
	}
	if ellipses != 4 {
		t.Errorf("%d ellipses, want 1σ and 2σ for each class", ellipses)
	}
	qx, qy := ctrlClick(e, 3, 3)
	if q := e.views["nb"].QueryPoint(); len(q) != 2 || !near(q[0], qx) || !near(q[1], qy) || e.s.Set().Len() != 4 {
		t.Fatalf("Ctrl+click: query %v, want (%v, %v), %d points", q, qx, qy, e.s.Set().Len())
	}
	if len(models[nbview.QueryMark](e)) != 1 {
		t.Error("the query is not drawn")
	}
	e.edit.onQuery(1, 1)
	// At (1,1): +1 has N(1; 1, 1)² · ½ = 1/(4π); −1 has
	// ½ · N(1; 5, 1) · N(1; 6, 4) = ½ · e^−8/√(2π) · e^−25/8/√(8π).
	pos := 1 / (4 * math.Pi)
	neg := 0.5 * math.Exp(-8) / math.Sqrt(2*math.Pi) * math.Exp(-25.0/8) / math.Sqrt(8*math.Pi)
	text := e.bayesText()
	for _, want := range []string{"N(q⁽¹⁾; 1, 1) = " + kit.Num(1/math.Sqrt(2*math.Pi)), "= " + kit.Num(pos), "= " + kit.Num(neg),
		"= " + kit.Num(math.Log(pos/neg)), "y = +1"} {
		if !strings.Contains(text, want) {
			t.Errorf("the explanation lacks %q:\n%s", want, text)
		}
	}
	if ex := e.View().Explanation(); len(ex) != 1 || !strings.Contains(ex[0], kit.Num(pos)) || !strings.Contains(ex[0], "y = +1") {
		t.Errorf("the strip under the plane explains %q", ex)
	}
	if m := e.bayesText(); !strings.Contains(m, "μ = (5, 6), variances σ² = (1, 4)") {
		t.Errorf("class −1's estimates: %q", m)
	}
}

// TestNBBadDataGetsAMessage chooses naive Bayes on Example 2.1, whose −1
// class has one point: a message, no model and no crash.
func TestNBBadDataGetsAMessage(t *testing.T) {
	e := newTestExplorer(t)
	loadLiHang(t, e)
	e.modelP().Settings.Form.SetSelected(i18n.T("Naive Bayes"))
	e.side.Tabs.Select(e.side.Tab("bayes"))
	if text := e.bayesText(); !strings.Contains(text, "class −1 has one point") {
		t.Errorf("the Bayes tab shows %q", text)
	}
	if !strings.Contains(e.modelP().Value("Status"), "class −1 has one point") {
		t.Errorf("Model tab status %q", e.modelP().Value("Status"))
	}
	if len(models[scene.GaussianNB](e)) != 0 || e.plane.Scene().Decision != nil {
		t.Error("regions drawn without a model")
	}
	e.edit.onQuery(2, 2)
	e.ctl.Step() // Space counts the first point (ui/nbview/run.go)
	if e.s.Training().State().K != 0 || !strings.Contains(e.status.Message(), "Counted x₁, class +1") {
		t.Errorf("Step in the naive-Bayes form: k = %d, %q", e.s.Training().State().K, e.status.Message())
	}
}
