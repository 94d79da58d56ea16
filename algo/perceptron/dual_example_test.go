package perceptron_test

import (
	"context"
	"fmt"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/perceptron"
)

// Li Hang's Example 2.2: the dual form on the data of Example 2.1.
func ExampleNewDual() {
	x := mat.NewDense(3, 2, []float64{3, 3, 4, 3, 1, 1})
	y := []float64{1, 1, -1}
	d, err := perceptron.NewDual(x, y, perceptron.Settings{Eta: 1, Order: perceptron.First})
	if err != nil {
		panic(err)
	}
	fmt.Printf("G =\n%v\n", mat.Formatted(d.Gram()))
	r, err := perceptron.Run(context.Background(), d, false)
	if err != nil {
		panic(err)
	}
	fmt.Println("α =", r.Alpha, "b =", r.B, "w =", r.W)
	// Output:
	// G =
	// ⎡18  21   6⎤
	// ⎢21  25   7⎥
	// ⎣ 6   7   2⎦
	// α = [2 0 5] b = -3 w = [1 1]
}
