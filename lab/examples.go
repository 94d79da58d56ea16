package lab

import (
	"slices"

	"perceptronlab/algo"
	"perceptronlab/assets"
	"perceptronlab/dataset"
)

// Sizes and seeds of the random examples, fixed so that every class sees
// the same picture; the window's Examples menu uses the same.
const (
	ExampleN    = 60
	ExampleSeed = 1
)

// example is a built-in point set with the settings it is shown with.
type example struct {
	name string
	set  func() *dataset.Set
	ts   func() TrainSettings
}

// examples are the built-in examples a link can name, as in
// "#example=lihang21".
var examples = []example{
	{"lihang21", dataset.LiHang21, bookSettings},
	{"bias1d", dataset.Bias1D, DefaultSettings},
	{"gaussians", func() *dataset.Set { return dataset.Gaussians(ExampleN, ExampleSeed) }, DefaultSettings},
	{"xor", dataset.XOR, DefaultSettings},
	{"circles", func() *dataset.Set { return dataset.Circles(ExampleN, ExampleSeed) }, DefaultSettings},
	{"separable", func() *dataset.Set { return dataset.Separable(ExampleN, 2, 1, ExampleSeed) }, DefaultSettings},
	// Li Hang's chapters 3 and 4: the points of Examples 3.1 and 3.2 in
	// the k-NN form with the book's k and p, and Table 4.1 (Example 4.1)
	// with its query x = (2, S), in the Table tab.
	{"lihang31", exampleFile("lihang31.csv"), knnSettings(2, 2)},
	{"lihang32", exampleFile("lihang32.csv"), knnSettings(1, 2)},
	{"lihang41", func() *dataset.Set { return &dataset.Set{D: 2} }, DefaultSettings},
}

// exampleFile returns a reader of one of the embedded example files.
func exampleFile(name string) func() *dataset.Set {
	return func() *dataset.Set {
		f, err := assets.Examples.Open("examples/" + name)
		if err != nil {
			panic(err) // embedded: a build without it is broken
		}
		defer f.Close()
		set, err := dataset.ReadCSV(f, name)
		if err != nil {
			panic(err)
		}
		return set
	}
}

// knnSettings are the k-NN form's with k and p.
func knnSettings(k int, p float64) func() TrainSettings {
	return func() TrainSettings {
		ts := DefaultSettings()
		ts.Form, ts.K, ts.P = KNN, k, p
		return ts
	}
}

// ExampleTable returns the Table tab's data of the example called name,
// or nil when it has none: Table 4.1 with the query x = (2, S) and λ = 0
// for lihang41.
func ExampleTable(name string) *CategoricalTable {
	if name != "lihang41" {
		return nil
	}
	f, err := assets.Examples.Open("examples/lihang41.csv")
	if err != nil {
		panic(err)
	}
	defer f.Close()
	tb, err := dataset.ReadTable(f, "lihang41.csv")
	if err != nil {
		panic(err)
	}
	t := TableFrom(tb)
	t.SetQuery(0, "2")
	t.SetQuery(1, "S")
	return t
}

// exampleOf returns the name of the built-in example whose points set
// has, or "" for none; an empty set is no example.
func exampleOf(set *dataset.Set) string {
	if set.Len() == 0 {
		return ""
	}
	for _, e := range examples {
		if ex := e.set(); ex.D == set.D && slices.Equal(ex.X, set.X) && slices.Equal(ex.Y, set.Y) {
			return e.name
		}
	}
	return ""
}

// bookSettings are Li Hang's for Example 2.1: η = 1, and after every
// update the scan starts again from x₁.
func bookSettings() TrainSettings {
	ts := DefaultSettings()
	ts.Order = algo.First
	return ts
}

// Example returns the built-in example called name (see ExampleNames)
// with the settings it is shown with; ok is false for an unknown name.
func Example(name string) (set *dataset.Set, ts TrainSettings, ok bool) {
	i := slices.IndexFunc(examples, func(e example) bool { return e.name == name })
	if i < 0 {
		return nil, TrainSettings{}, false
	}
	return examples[i].set(), examples[i].ts(), true
}

// ExampleNames returns the names Example knows, in menu order.
func ExampleNames() []string {
	names := make([]string, len(examples))
	for i, e := range examples {
		names[i] = e.name
	}
	return names
}
