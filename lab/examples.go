package lab

import (
	"slices"

	"perceptronlab/algo"
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
