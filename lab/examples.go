package lab

import (
	"slices"

	"perceptronlab/algo/perceptron"
	"perceptronlab/assets"
	"perceptronlab/dataset"
)

// Sizes and seeds of the random examples, fixed so that every class sees
// the same picture; the window's Examples menu uses the same.
const (
	ExampleN    = 60
	ExampleSeed = 1
)

// ExampleSpec is one built-in example. Examples is the one registry of
// them: the window's Examples menu, a link's example key ("#example=
// lihang32") and the tests all read it.
type ExampleSpec struct {
	// Name is the link's name of the example.
	Name string
	// Title is the menu's item and Caption the status line's name, in
	// English (the window translates them); Caption "" is Title.
	Title, Caption string
	// Group is the menu's section: chapter 2's examples, then chapters 3–4.
	Group int

	// Points returns the example's points; nil for a table example.
	Points func() (*dataset.Set, error)
	// Table is an embedded table (assets/examples) for categorical naive
	// Bayes, with TableQuery its query; the points stay as they are.
	Table      string
	TableQuery []string
	// Own: the example brings all its settings (DefaultSettings, then
	// Adjust). Otherwise the window keeps the user's perceptron settings
	// and applies Adjust, and a link starts from DefaultSettings.
	Own    bool
	Adjust func(*TrainSettings)
	// Ask: the window asks for the size, gap and seed first (a link takes
	// ExampleN, gap 1 and ExampleSeed).
	Ask bool

	// What the window shows besides the points: the k-NN query (the
	// index of a point, −1 for none) searched to its end, Example 3.1's
	// Lp balls, and a view (nil: frame the points).
	Query int
	Balls bool
	View  *ViewRect
}

// Examples is the one registry of built-in examples, in menu order.
var Examples = []ExampleSpec{
	{Name: "lihang21", Title: "Li Hang, Example 2.1", Points: points(dataset.LiHang21), Adjust: bookOrder, Query: -1},
	{Name: "bias1d", Title: "Why a bias: x = 1, 2, 3, 4 (1-D)", Points: points(dataset.Bias1D), Query: -1},
	{Name: "separable", Title: "Random separable data…", Caption: "Random separable data", Ask: true, Query: -1,
		Points: points(func() *dataset.Set { return dataset.Separable(ExampleN, 2, 1, ExampleSeed) })},
	{Name: "gaussians", Title: "Two Gaussian clusters", Query: -1,
		Points: points(func() *dataset.Set { return dataset.Gaussians(ExampleN, ExampleSeed) })},
	{Name: "xor", Title: "XOR (not separable)", Points: points(dataset.XOR), Query: -1},
	{Name: "circles", Title: "Two concentric circles", Query: -1,
		Points: points(func() *dataset.Set { return dataset.Circles(ExampleN, ExampleSeed) })},
	{Name: "lihang31", Title: "Li Hang, Example 3.1 (Lp distances)", Caption: "Li Hang, Example 3.1", Group: 1,
		Points: embedded("lihang31.csv"), Own: true, Adjust: knn(2, 2),
		Query: 0, Balls: true, View: &ViewRect{XMin: -3.5, XMax: 7, YMin: -3.5, YMax: 5.5}}, // the balls of radius 4 about x₁
	{Name: "lihang32", Title: "Li Hang, Example 3.2 (kd-tree)", Caption: "Li Hang, Example 3.2", Group: 1,
		Points: embedded("lihang32.csv"), Own: true, Adjust: knn(1, 2), Query: -1},
	{Name: "gaussiansnb", Title: "Two Gaussian clusters, naive Bayes", Group: 1, Own: true, Adjust: naiveBayes, Query: -1,
		Points: points(func() *dataset.Set { return dataset.Gaussians(ExampleN, ExampleSeed) })},
	{Name: "lihang41", Title: "Li Hang, Example 4.1 (naive Bayes table)", Caption: "Li Hang, Example 4.1", Group: 1,
		Table: "lihang41.csv", TableQuery: []string{"2", "S"}, Query: -1, Own: true, Adjust: naiveBayes},
}

// ExampleTable returns the Table tab's data of the example called name,
// or nil when it has none: Table 4.1 with the query x = (2, S) and λ = 0
// for lihang41.
func ExampleTable(name string) *CategoricalTable {
	x, ok := ExampleByName(name)
	if !ok || x.Table == "" {
		return nil
	}
	tb, err := ReadExampleTable(x.Table)
	if err != nil {
		panic("lab: embedded example " + name + ": " + err.Error()) // the build embeds them
	}
	t := TableFrom(tb)
	for j, q := range x.TableQuery {
		t.SetQuery(j, q)
	}
	return t
}

// exampleOf returns the name of the built-in example whose points set
// has, or "" for none; an empty set is no example.
func exampleOf(set *dataset.Set) string {
	if set.Len() == 0 {
		return ""
	}
	for _, x := range Examples {
		if x.Points == nil {
			continue
		}
		if ex, err := x.Points(); err == nil && ex.D == set.D && slices.Equal(ex.X, set.X) && slices.Equal(ex.Y, set.Y) {
			return x.Name
		}
	}
	return ""
}

// points wraps a generator as an ExampleSpec's Points.
func points(f func() *dataset.Set) func() (*dataset.Set, error) {
	return func() (*dataset.Set, error) { return f(), nil }
}

// embedded returns the Points of an embedded example file.
func embedded(name string) func() (*dataset.Set, error) {
	return func() (*dataset.Set, error) { return ReadExample(name) }
}

// ReadExample reads one of the embedded example files (assets/examples).
func ReadExample(name string) (*dataset.Set, error) {
	f, err := assets.Examples.Open("examples/" + name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return dataset.ReadCSV(f, name)
}

// ReadExampleTable reads one of the embedded example tables.
func ReadExampleTable(name string) (*dataset.Table, error) {
	f, err := assets.Examples.Open("examples/" + name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return dataset.ReadTable(f, name)
}

// bookOrder is Li Hang's order for Example 2.1: after every update the
// scan starts again from x₁.
func bookOrder(ts *TrainSettings) { ts.Order = perceptron.First }

// knn returns the Adjust of a k-NN example.
func knn(k int, p float64) func(*TrainSettings) {
	return func(ts *TrainSettings) { ts.Form, ts.K, ts.P = KNN, k, p }
}

// naiveBayes is the Adjust of a naive-Bayes example.
func naiveBayes(ts *TrainSettings) { ts.Form = NaiveBayes }

// ExampleByName returns the example called name.
func ExampleByName(name string) (ExampleSpec, bool) {
	i := slices.IndexFunc(Examples, func(x ExampleSpec) bool { return x.Name == name })
	if i < 0 {
		return ExampleSpec{}, false
	}
	return Examples[i], true
}

// Label is the example's name for the status line: Caption, or Title.
func (x ExampleSpec) Label() string {
	if x.Caption != "" {
		return x.Caption
	}
	return x.Title
}

// Settings returns the example's settings over base (DefaultSettings for
// an example that brings its own).
func (x ExampleSpec) Settings(base TrainSettings) TrainSettings {
	if x.Own {
		base = DefaultSettings()
	}
	if x.Adjust != nil {
		x.Adjust(&base)
	}
	return base
}

// Example returns the built-in example called name (see ExampleNames)
// with the settings a link opens it with; ok is false for an unknown name.
// A table example has no points: an empty plane.
func Example(name string) (set *dataset.Set, ts TrainSettings, ok bool) {
	x, ok := ExampleByName(name)
	if !ok {
		return nil, TrainSettings{}, false
	}
	set = &dataset.Set{D: 2}
	if x.Points != nil {
		var err error
		if set, err = x.Points(); err != nil {
			panic("lab: embedded example " + name + ": " + err.Error()) // the build embeds them
		}
	}
	return set, x.Settings(DefaultSettings()), true
}

// ExampleNames returns the names Example knows, in menu order.
func ExampleNames() []string {
	names := make([]string, len(Examples))
	for i, x := range Examples {
		names[i] = x.Name
	}
	return names
}
