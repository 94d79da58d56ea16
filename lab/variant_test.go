package lab

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
)

// noisySet is two overlapping clouds (fixed seed): the perceptron never
// settles on them.
func noisySet(n int) *dataset.Set {
	r := rand.New(rand.NewPCG(5, 6))
	s := &dataset.Set{D: 2}
	for i := range n {
		y := float64(1 - 2*(i%2))
		s.Add([]float64{r.NormFloat64() + 0.7*y, r.NormFloat64() + 0.4*y}, y)
	}
	return s
}

func TestVariantFollowsTheRun(t *testing.T) {
	for _, f := range []Form{Pocket, Averaged} {
		s := NewSession()
		ts := DefaultSettings()
		ts.Form = f
		set := noisySet(80)
		s.Replace(set, ts)
		if _, ok := bookSession(Primal).Training().Variant(); ok {
			t.Fatal("the primal form has a variant")
		}
		var ref *perceptron.VariantTrainer
		if f == Pocket {
			ref, _ = perceptron.NewPocketTrainer(set.Matrix(), set.Y, perceptron.Settings{Eta: 1})
		} else {
			ref, _ = perceptron.NewAveragedTrainer(set.Matrix(), set.Y, perceptron.Settings{Eta: 1})
		}
		var answers []Variant
		for k := 0; k <= 60; k++ {
			if k > 0 {
				s.Training().Step()
				ref.Step()
			}
			v, ok := s.Training().Variant()
			a := ref.Answer()
			if !ok || !slices.Equal(v.W, a.W) || v.B != a.B || v.Errors != a.Errors {
				t.Fatalf("%v at k = %d: %+v (ok %v), want %+v", f, k, v, ok, a)
			}
			answers = append(answers, v)
		}
		s.Training().Seek(17) // scrubbing back replays the variant too
		if v, ok := s.Training().Variant(); !ok || !slices.Equal(v.W, answers[17].W) || v.B != answers[17].B {
			t.Errorf("%v at k = 17 after Seek: %+v, want %+v", f, v, answers[17])
		}
		s.Training().Seek(60)
		for s.Training().State().Status == perceptron.Running {
			s.Training().Epoch()
		}
		batch := perceptron.Pocket
		if f == Averaged {
			batch = perceptron.Averaged
		}
		want, _ := batch(context.Background(), set.Matrix(), set.Y, perceptron.Settings{Eta: 1})
		if v, ok := s.Training().Variant(); !ok || !slices.Equal(v.W, want.W) || v.B != want.B || v.Errors != want.Errors {
			t.Errorf("%v at the end: %+v, %v; algo gives %v, %v, %d errors", f, v, ok, want.W, want.B, want.Errors)
		}
		// Points moved during the run: the replay no longer follows it.
		s.Training().Seek(30)
		s.MoveLive(0, []float64{9, 9})
		s.EndMove(0)
		s.Training().Step()
		if _, ok := s.Training().Variant(); ok {
			t.Errorf("%v: a variant after the points changed mid-run", f)
		}
	}
}
