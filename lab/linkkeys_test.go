package lab

import (
	"encoding/json"
	"errors"
	"math"
	"strings"
	"testing"

	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
	"perceptronlab/param"
)

const threePoints = "points=3,3,1;4,3,1;1,1,-1"

// TestLinkWritesNamespacedKeys: every parameter a link writes is spelt
// "method.name" from its spec, under the lab's own method when it owns
// the parameter.
func TestLinkWritesNamespacedKeys(t *testing.T) {
	ts := DefaultSettings()
	ts.Form, ts.K, ts.P, ts.Sigma, ts.Eta = KNN, 3, math.Inf(1), 0.5, 0.25
	l := &Link{Set: dataset.LiHang21(), Settings: ts}
	frag, err := l.Fragment()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"&form=knn&", "&primal.eta=0.25&", "&kernel.sigma=0.5&", "&knn.k=3&", "&knn.p=inf"} {
		if !strings.Contains(frag+"&", want) {
			t.Errorf("fragment %q lacks %s", frag, want)
		}
	}
	l.Settings.Form = Dual // a perceptron form writes η under its own name
	if frag, _ := l.Fragment(); !strings.Contains(frag, "&dual.eta=0.25") || strings.Contains(frag, "primal.eta") {
		t.Errorf("a dual lab's fragment %q", frag)
	}
}

// TestOldKeysReadAsNew: each old key opens the lab its namespaced key
// opens, through the one alias table; any owner's namespace reads a
// shared parameter.
func TestOldKeysReadAsNew(t *testing.T) {
	for _, c := range []struct{ old, new string }{
		{"knn=3", "knn.k=3"},
		{"p=1", "knn.p=1"},
		{"sigma=0.5", "kernel.sigma=0.5"},
		{"degree=4", "kernel.degree=4"},
		{"kernel=poly", "kernel.kernel=poly&kernel.degree=2"}, // the old default degree: TestOldPolyLinkKeepsDegree2
		{"eta=0.5", "primal.eta=0.5"},
		{"eta=0.5", "pocket.eta=0.5"},
		{"order=first", "primal.order=first"},
		{"seed=9", "primal.seed=9"},
	} {
		a, errA := ParseLink(threePoints + "&form=kernel&" + c.old)
		b, errB := ParseLink(threePoints + "&form=kernel&" + c.new)
		if errA != nil || errB != nil || !a.Settings.Equal(b.Settings) || a.Settings.Equal(DefaultSettings()) {
			t.Errorf("%s and %s: %v, %v; settings %+v and %+v", c.old, c.new, errA, errB, a, b)
		}
	}
	// naive Bayes's λ (with its table) and k-NN's k to try.
	a, errA := ParseLink("table=x,y;a,1&lambda=1/2")
	b, errB := ParseLink("table=x,y;a,1&nb.lambda=1/2")
	if errA != nil || errB != nil || a.Table.Lambda().Cmp(b.Table.Lambda()) != 0 || a.Table.Lambda().RatString() != "1/2" {
		t.Errorf("lambda: %v, %v", errA, errB)
	}
	for _, frag := range []string{"example=lihang31&form=knn&cv=kfold:3:shuffle:0:k&ks=1,3", "example=lihang31&form=knn&cv=kfold:3:shuffle:0:k&knn.ks=1,3"} {
		if l, err := ParseLink(frag); err != nil || l.CV == nil || l.CV.Ks != "1,3" {
			t.Errorf("%s: %+v, %v", frag, l, err)
		}
	}
}

// TestLinkKeyErrors: a parameter given twice (by two spellings), a
// parameter of a method that does not own it, and a bad value named as
// the link wrote it.
func TestLinkKeyErrors(t *testing.T) {
	for _, c := range []struct{ frag, want string }{
		{"knn=3&knn.k=4", `"knn.k" appears twice`},
		{"primal.eta=1&dual.eta=2", `"dual.eta" appears twice`},
		{"knn.sigma=1", `unknown key "knn.sigma"`},
		{"nosuch.k=1", `unknown key "nosuch.k"`},
		{"polyfit.m=3", `unknown key "polyfit.m"`}, // curve fitting's, not a classifier's
		{"knn=0", "knn: k must be a whole number from 1 to 1048576, got 0"},
		{"knn.k=0", "knn.k: k must be a whole number from 1 to 1048576, got 0"},
		{"dual.eta=-1", "dual.eta: η must be"},
	} {
		_, err := ParseLink(threePoints + "&" + c.frag)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.frag, err, c.want)
		}
	}
}

// TestSessionWritesParamsSections: a saved session keeps the parameters
// in settings.params, a section per method, and no flat field; it opens
// the same settings again.
func TestSessionWritesParamsSections(t *testing.T) {
	s := NewSession()
	ts := DefaultSettings()
	ts.Form, ts.K, ts.P, ts.Eta, ts.KernelName = KNN, 2, math.Inf(1), 0.5, "poly"
	s.Replace(dataset.LiHang21(), ts)
	b, err := s.MarshalSession()
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Settings map[string]json.RawMessage `json:"settings"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	var params map[string]map[string]any
	if err := json.Unmarshal(f.Settings["params"], &params); err != nil {
		t.Fatal(err)
	}
	if params["knn"]["k"] != 2.0 || params["knn"]["p"] != "inf" || params["primal"]["eta"] != 0.5 || params["kernel"]["kernel"] != "poly" {
		t.Errorf("params %v", params)
	}
	for _, flat := range []string{"eta", "order", "seed", "kernel", "sigma", "degree", "k", "p"} {
		if _, ok := f.Settings[flat]; ok {
			t.Errorf("the settings still have the flat field %q", flat)
		}
	}
	got := NewSession()
	if err := got.OpenData("s.json", b); err != nil || !got.Settings().Equal(ts) {
		t.Errorf("reopened: %v, %+v", err, got.Settings())
	}
}

// TestSessionParamErrors: a section's bad value has its spec's one
// message, on its line; k = 0 is refused by a section, a flat field and
// a link with the same words.
func TestSessionParamErrors(t *testing.T) {
	const kMsg = "k must be a whole number from 1 to 1048576, got 0"
	file := func(settings string) string {
		return "{\"version\": 1,\n \"points\": {\"d\": 2, \"points\": []},\n \"settings\": {\n" + settings + "\n },\n \"training\": {\"updated\": -1}\n}"
	}
	for _, c := range []struct {
		name, settings, want string
		line                 int
	}{
		{"section k", "  \"params\": {\n   \"primal\": {\"eta\": 1},\n   \"knn\": {\"k\": 0}\n  }", kMsg, 6},
		{"flat k", "  \"eta\": 1,\n  \"k\": 0", kMsg, 0},
		{"section p", "  \"params\": {\"primal\": {\"eta\": 1},\n   \"knn\": {\"p\": \"0.5\"}}", "p must be a number ≥ 1 or inf, got 0.5", 5},
		{"unknown", "  \"params\": {\"primal\": {\"eta\": 1},\n   \"knn\": {\"sigma\": 1}}", "unknown parameter knn.sigma", 5},
		{"elsewhere", "  \"params\": {\"primal\": {\"eta\": 1},\n   \"nb\": {\"lambda\": 1}}", "unknown parameter nb.lambda", 5},
	} {
		err := NewSession().OpenData("s.json", []byte(file(c.settings)))
		var pe *dataset.ParseError
		if !errors.As(err, &pe) || !strings.Contains(err.Error(), c.want) || pe.Line != c.line {
			t.Errorf("%s: %v (line %d); want %q on line %d", c.name, err, lineOfErr(pe), c.want, c.line)
		}
	}
	if _, err := ParseLink(threePoints + "&knn=0"); err == nil || !strings.Contains(err.Error(), kMsg) {
		t.Errorf("knn=0: %v", err)
	}
}

func lineOfErr(pe *dataset.ParseError) int {
	if pe == nil {
		return -1
	}
	return pe.Line
}

// TestKUpToNOneMessage: k-NN refuses a k of the session beyond its points
// and a k of 0 with the words of param.K, the one check, as a link does.
func TestKUpToNOneMessage(t *testing.T) {
	for _, c := range []struct {
		k    int
		want string
	}{
		{4, "k = 4, but there are 3 points: k must be from 1 to the number of points"},
		{0, "k must be a whole number from 1 to 1048576, got 0"},
	} {
		s := NewSession()
		ts := DefaultSettings()
		ts.Form, ts.K = KNN, c.k
		set := &dataset.Set{D: 2}
		set.Add([]float64{0, 0}, 1)
		set.Add([]float64{1, 0}, -1)
		set.Add([]float64{0, 1}, 1)
		s.Replace(set, ts)
		if _, err := NewNearest(s).Model(); err == nil || err.Error() != c.want {
			t.Errorf("k = %d: %v, want %q", c.k, err, c.want)
		}
	}
	if _, err := ParseLink(threePoints + "&knn=0"); err == nil || !strings.HasSuffix(err.Error(), "k must be a whole number from 1 to 1048576, got 0") {
		t.Errorf("knn=0: %v", err)
	}
}

// TestFreeParamsAreUsed: the kernel's c and the epoch limit, which the
// settings keep in Params, reach the kernel and the trainer: a link's
// kernel.coef0 and primal.max-epochs are not read and then ignored.
func TestFreeParamsAreUsed(t *testing.T) {
	l, err := ParseLink(threePoints + "&form=kernel&kernel=poly&degree=2&kernel.coef0=3")
	if err != nil {
		t.Fatal(err)
	}
	k, err := l.Settings.Kernel()
	// (x·z + 3)² at x = z = (1, 1): (2 + 3)² = 25.
	if err != nil || k.Eval([]float64{1, 1}, []float64{1, 1}) != 25 {
		t.Errorf("kernel %v, %v", k, err)
	}
	// Example 2.1 converges in its third pass (Table 2.1): with max-epochs
	// 1 the run ends at the limit.
	s, _ := openLink(t, "example=lihang21&primal.max-epochs=1")
	r, err := s.Training().PrepareRun()
	if err != nil {
		t.Fatal(err)
	}
	res, err := r.Run(t.Context())
	if err != nil || res.Status != perceptron.EpochLimit || res.Epochs != 1 {
		t.Errorf("Example 2.1 with max-epochs 1: %v after %d epochs, %v", res.Status, res.Epochs, err)
	}
}

// TestSettingsValueSetValue: every parameter of the window's methods
// reads and writes through its spec alone (what a form row built from
// specs needs), with the spec's one check.
func TestSettingsValueSetValue(t *testing.T) {
	for _, m := range Methods {
		if m.Task != dataset.Classification {
			continue
		}
		for _, s := range m.Specs() {
			ts := DefaultSettings()
			if err := ts.SetValue(s, ts.Value(s)); err != nil || !ts.Equal(DefaultSettings()) {
				t.Errorf("%s: setting the default: %v", SpecKey(s), err)
			}
		}
	}
	ts := DefaultSettings()
	for _, c := range []struct {
		spec interface{ ParseValue(string) (any, error) }
		text string
	}{{param.K, "5"}, {param.P, "inf"}, {param.Order, "first"}, {param.Coef0, "2.5"}, {param.MaxEpochs, "7"}} {
		x, err := c.spec.ParseValue(c.text)
		if err == nil {
			err = ts.SetValue(c.spec.(param.Spec), x)
		}
		if err != nil {
			t.Fatalf("%s: %v", c.text, err)
		}
	}
	if ts.K != 5 || !math.IsInf(ts.P, 1) || ts.Order != perceptron.First || ts.Value(param.Coef0) != 2.5 || ts.algo().MaxEpochs != 7 {
		t.Errorf("settings %+v", ts)
	}
	if err := ts.SetValue(param.K, int64(0)); err == nil || ts.K != 5 || !strings.Contains(err.Error(), "k must be a whole number from 1") {
		t.Errorf("k = 0: %v, k now %d", err, ts.K)
	}
}

// TestNBLambdaOneParse: the Table tab's λ (its field and the link's
// nb.lambda) reads with param.NBLambda's one parse: 2e-3 is 1/500 as the
// command line reads it, and a huge exponent is refused, not expanded.
func TestNBLambdaOneParse(t *testing.T) {
	if r, err := ParseLambda("2e-3"); err != nil || r.RatString() != "1/500" {
		t.Errorf("2e-3: %v, %v", r, err)
	}
	if _, err := ParseLambda("1e99999999"); err == nil {
		t.Error("1e99999999 was read")
	}
	_, err := ParseLink("table=x,y;a,1&nb.lambda=-1")
	if _, want := param.NBLambda.Parse("-1"); err == nil || want == nil || !strings.HasSuffix(err.Error(), want.Error()) {
		t.Errorf("nb.lambda=-1: %v, want the spec's %v", err, want)
	}
}

// TestKsOneLimit: the k a link's cross-validation tries have param.Ks's
// limit (1 to 2²⁰), and at most N once the stepper is shown at a fold.
func TestKsOneLimit(t *testing.T) {
	const base = "example=lihang31&form=knn&cv=kfold:3:shuffle:0:k"
	if _, err := ParseLink(base + "&knn.ks=1,2000000"); err == nil || !strings.Contains(err.Error(), "knn.ks:") {
		t.Errorf("k up to 2·10⁶: %v", err)
	}
	if _, err := ParseLink(base + "&ks=1,1048576"); err != nil {
		t.Errorf("k up to 2²⁰ (not started): %v", err)
	}
	if _, err := ParseLink(base + "&ks=1-4&fold=1"); err == nil || !strings.Contains(err.Error(), "ks:") {
		t.Errorf("k past the 3 points at a fold: %v", err)
	}
}

// TestChoiceKeysOneMessage: a link's order and kernel read with their
// Choice specs' one parse, so a bad one is named with its options.
func TestChoiceKeysOneMessage(t *testing.T) {
	for frag, spec := range map[string]*param.Choice{"order=sideways": param.Order, "kernel.kernel=cubic": param.KernelName} {
		_, want := spec.Parse(strings.SplitN(frag, "=", 2)[1])
		if _, err := ParseLink(threePoints + "&" + frag); err == nil || want == nil || !strings.HasSuffix(err.Error(), want.Error()) {
			t.Errorf("%s: %v, want the spec's %v", frag, err, want)
		}
	}
}

// TestOldPolyLinkKeepsDegree2: the window's kernel degree defaults to the
// spec's 3, the command line's; a link written before, when it was 2,
// left degree=2 out, and still opens with 2. A link written now spells
// kernel.kernel and opens with the default it was written with.
func TestOldPolyLinkKeepsDegree2(t *testing.T) {
	if d := DefaultSettings().KernelDegree; d != int(param.KernelDegree.Default) || d != 3 {
		t.Errorf("the default degree is %d, want the spec's 3", d)
	}
	for frag, want := range map[string]int{
		"form=kernel&kernel=poly":                 2,
		"form=kernel&kernel=poly&degree=3":        3,
		"form=kernel&kernel=poly&kernel.degree=4": 4,
		"form=kernel&kernel.kernel=poly":          3,
	} {
		l, err := ParseLink(threePoints + "&" + frag)
		if err != nil || l.Settings.KernelDegree != want {
			t.Errorf("%s: degree %d, %v; want %d", frag, l.Settings.KernelDegree, err, want)
		}
	}
	ts := DefaultSettings()
	ts.Form, ts.KernelName = Kernel, "poly"
	frag, _ := (&Link{Set: dataset.LiHang21(), Settings: ts}).Fragment()
	if back, err := ParseLink(frag); err != nil || back.Settings.KernelDegree != 3 {
		t.Errorf("%s read back: %+v, %v", frag, back.Settings, err)
	}
}
