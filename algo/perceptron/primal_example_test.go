package perceptron_test

import (
	"context"
	"fmt"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/perceptron"
)

// Li Hang's Example 2.1 in the primal form, printed like his Table 2.1.
func ExampleNewPrimal() {
	x := mat.NewDense(3, 2, []float64{3, 3, 4, 3, 1, 1})
	y := []float64{1, 1, -1}
	p, err := perceptron.NewPrimal(x, y, perceptron.Settings{Eta: 1, Order: perceptron.First})
	if err != nil {
		panic(err)
	}
	r, err := perceptron.Run(context.Background(), p, true)
	if err != nil {
		panic(err)
	}
	for _, ev := range r.Trace {
		fmt.Printf("k=%d x%d w=%v b=%v\n", ev.K, ev.I+1, ev.W, ev.B)
	}
	fmt.Println(r.Status, r.Mistakes, r.W, r.B)
	// Output:
	// k=1 x1 w=[3 3] b=1
	// k=2 x3 w=[2 2] b=0
	// k=3 x3 w=[1 1] b=-1
	// k=4 x3 w=[0 0] b=-2
	// k=5 x1 w=[3 3] b=-1
	// k=6 x3 w=[2 2] b=-2
	// k=7 x3 w=[1 1] b=-3
	// converged 7 [1 1] -3
}

// Stepping one update at a time, as an animation does.
func ExamplePrimal_Step() {
	x := mat.NewDense(3, 2, []float64{3, 3, 4, 3, 1, 1})
	y := []float64{1, 1, -1}
	p, _ := perceptron.NewPrimal(x, y, perceptron.Settings{Eta: 1})
	for ev, ok := p.Step(); ok; ev, ok = p.Step() {
		fmt.Printf("epoch %d: x%d had y(w·x+b) = %v\n", ev.Epoch, ev.I+1, ev.Value)
	}
	fmt.Println(p.Status(), p.Epochs())
	// Output:
	// epoch 1: x1 had y(w·x+b) = 0
	// epoch 1: x3 had y(w·x+b) = -7
	// epoch 2: x3 had y(w·x+b) = -4
	// epoch 3: x3 had y(w·x+b) = -1
	// epoch 4: x1 had y(w·x+b) = -2
	// epoch 4: x3 had y(w·x+b) = -5
	// epoch 5: x3 had y(w·x+b) = -2
	// converged 6
}
