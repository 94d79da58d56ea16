package bayes_test

import (
	"fmt"
	"math/big"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/bayes"
	"perceptronlab/typeset"
)

// Li Hang's Example 4.1: maximum likelihood estimation (λ = 0) on Table 4.1
// and the class of x = (2, S).
func ExampleCategoricalNB() {
	rows, y := nbTable41()
	m, err := bayes.FitCategorical(rows, y, new(big.Rat))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, c := range m.SortedClasses() {
		fmt.Printf("P(Y=%s) = %s\n", m.Classes()[c], typeset.FormatRat(m.Prior(c)))
	}
	q, err := m.Query([]string{"2", "S"})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, c := range m.SortedClasses() {
		fmt.Printf("Y=%s: %s\n", m.Classes()[c], typeset.FormatRat(q.Products[c]))
	}
	fmt.Println("y =", q.Label)
	// Output:
	// P(Y=-1) = 2/5
	// P(Y=1) = 3/5
	// Y=-1: 1/15
	// Y=1: 1/45
	// y = -1
}

// Li Hang's Example 4.2: Laplace smoothing (λ = 1) on Table 4.1.
func ExampleCategoricalNB_Query() {
	rows, y := nbTable41()
	lambda, _ := bayes.ParseLambda("1")
	m, _ := bayes.FitCategorical(rows, y, lambda)
	q, err := m.Query([]string{"2", "S"})
	if err != nil {
		fmt.Println(err)
		return
	}
	post := q.Posterior()
	for c, label := range m.Classes() {
		fmt.Printf("Y=%s: %s ≈ %.4f, posterior %s\n", label, typeset.FormatRat(q.Products[c]), q.Floats[c], typeset.FormatRat(post[c]))
	}
	fmt.Println("y =", q.Label)
	_, err = m.Query([]string{"2", "Q"})
	fmt.Println(err)
	// Output:
	// Y=-1: 28/459 ≈ 0.0610, posterior 28/43
	// Y=1: 5/153 ≈ 0.0327, posterior 15/43
	// y = -1
	// feature 2: value "Q" never seen in training
}

// FormatRat writes reduced fractions, as the book's 3/9 becomes 1/3.
func ExampleFormatRat_naiveBayes() {
	r, _ := new(big.Rat).SetString("3/9")
	fmt.Println(typeset.FormatRat(r), typeset.FormatRat(big.NewRat(4, 2)))
	// Output:
	// 1/3 2
}

// Gaussian naive Bayes on a line: the log-odds, the factors behind them
// and the 1σ interval of each class. Class −1 has μ = 1, σ² = 1; class 1
// has μ = 6, σ² = 8/3 (the numbers below agree with Python's math module).
func ExampleGaussianNB() {
	x := mat.NewDense(5, 1, []float64{0, 2, 4, 6, 8})
	m, err := bayes.FitGaussian(x, []float64{-1, -1, 1, 1, 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	e := m.Explain([]float64{3})
	for _, c := range e.Class {
		fmt.Printf("y=%v: prior %.1f × N(3) %.4f = %.4f\n", c.Label, c.Prior, c.Density[0], c.Product)
	}
	fmt.Printf("log-odds %.4f → y = %v\n", e.Decision, e.Label)
	for c := range 2 {
		el := m.Ellipse(c, 1)
		fmt.Printf("class %d: %.4f ± %.4f\n", c, el.Center[0], el.Radii[0])
	}
	// Output:
	// y=-1: prior 0.4 × N(3) 0.0540 = 0.0216
	// y=1: prior 0.6 × N(3) 0.0452 = 0.0271
	// log-odds 0.2276 → y = 1
	// class 0: 1.0000 ± 1.0000
	// class 1: 6.0000 ± 1.6330
}
