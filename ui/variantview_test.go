package ui

import (
	"context"
	"math/rand/v2"
	"perceptronlab/ui/side"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/kit"
)

// overlapping returns two overlapping clouds (fixed seed): the perceptron
// never settles on them.
func overlapping(n int) *dataset.Set {
	r := rand.New(rand.NewPCG(8, 9))
	s := &dataset.Set{D: 2}
	for i := range n {
		y := float64(1 - 2*(i%2))
		s.Add([]float64{r.NormFloat64() + 0.8*y, r.NormFloat64() + 0.5*y}, y)
	}
	return s
}

// planeVariant returns the variant line the plane draws, if any.
func planeVariant(e *explorer) (scene.VariantLine, bool) {
	for _, m := range e.plane.Input().Models {
		if v, ok := m.(scene.VariantLine); ok {
			return v, true
		}
	}
	return scene.VariantLine{}, false
}

func TestPocketAndAveragedFormsDrawTheirLines(t *testing.T) {
	for _, form := range []lab.Form{formOf("pocket"), formOf("averaged")} {
		e := newTestExplorer(t)
		set := overlapping(60)
		e.examples.load("noisy", set, lab.DefaultSettings())
		f := e.modelP().Settings
		f.Form.SetSelected(side.FormName(form))
		if e.s.Settings().Form != form {
			t.Fatalf("choosing %q gave the form %v", side.FormName(form), e.s.Settings().Form)
		}
		newT, batch, name := perceptron.NewPocketTrainer, perceptron.Pocket, "pocket weights"
		if form == formOf("averaged") {
			newT, batch, name = perceptron.NewAveragedTrainer, perceptron.Averaged, "averaged weights"
		}
		ref, _ := newT(set.Matrix(), set.Y, perceptron.Settings{Eta: 1})
		for range 25 {
			test.Tap(e.bar.stepBtn)
			ref.Step()
		}
		v, ok := planeVariant(e)
		if want := ref.Answer(); !ok || !slices.Equal(v.W, want.W) || v.B != want.B || v.Name != name {
			t.Fatalf("%v after 25 steps: the plane draws %+v (%v), want %v, %v", form, v, ok, want.W, want.B)
		}
		legend := e.plane.Scene().Legend()
		if !slices.ContainsFunc(legend, func(l scene.LegendEntry) bool { return l.Name == name }) {
			t.Errorf("%v: the legend lacks %q", form, name)
		}
		if x := e.strip.explain.text.Text; !strings.Contains(x, side.FormName(form)+": w = "+kit.Vec(v.W)) {
			t.Errorf("%v: the explanation does not give the variant: %q", form, x)
		}
		// Train to end goes on from k = 25 at the first point of a new
		// epoch, as the window's runs do; the variant goes on with it.
		st := e.s.Training().State()
		ref.Rebase(set.Matrix(), set.Y, perceptron.Settings{Eta: 1, W0: slices.Clone(st.W), B0: st.B})
		for _, ok := ref.Step(); ok; _, ok = ref.Step() {
		}
		test.Tap(e.bar.endBtn)
		settle(t, e)
		if v, ok := planeVariant(e); !ok || !slices.Equal(v.W, ref.Answer().W) || v.B != ref.Answer().B {
			t.Errorf("%v at the end: the plane draws %+v, want %v, %v", form, v, ref.Answer().W, ref.Answer().B)
		}
		// From the start, Train to end is algo's run: the line is algo's answer.
		test.Tap(e.bar.resetBtn)
		test.Tap(e.bar.endBtn)
		settle(t, e)
		want, _ := batch(context.Background(), set.Matrix(), set.Y, perceptron.Settings{Eta: 1})
		if v, ok := planeVariant(e); !ok || !slices.Equal(v.W, want.W) || v.B != want.B {
			t.Errorf("%v trained to the end from the start: the plane draws %+v, algo gives %v, %v", form, v, want.W, want.B)
		}
	}
}
