package ui

import (
	"fmt"

	"perceptronlab/lab"
	"perceptronlab/scene"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// variantModels adds, in the Pocket and Averaged forms, the variant's line
// after the update shown to the models the plane draws.
func (e *explorer) variantModels(ms []scene.Model) []scene.Model {
	if v, ok := e.s.Training().Variant(); ok {
		ms = append(ms, scene.VariantLine{W: v.W, B: v.B, Name: variantName(e.s.Settings().Form)})
	}
	return ms
}

// variantName is the legend's name of a form's variant line, in English.
func variantName(f lab.Form) string { return f.Method().Variant }

// variantLines says what each variant's line holds, by its legend name
// (lab.Method.Variant); T translates it.
var variantLines = map[string]string{
	"pocket weights":   "Pocket: w = %s, b = %s, %d of %d points misclassified: the state in the pocket. Gallant's ratchet counts a state's errors only once it has classified more points in a row than the pocket's, and takes it when it makes fewer, so a better state that is soon updated is never counted.",
	"averaged weights": "Averaged: w = %s, b = %s, %d of %d points misclassified: the mean of every state, weighted by how long it lasted.",
}

// variantLine says in words what the variant holds after the update shown.
func (e *explorer) variantLine() string {
	f := e.s.Settings().Form
	if !f.VariantForm() {
		return ""
	}
	v, ok := e.s.Training().Variant()
	if !ok {
		return i18n.T("The variant's line cannot be replayed: the points changed during the run, or it is too long. Reset to start again.")
	}
	return fmt.Sprintf(i18n.T(variantLines[f.Method().Variant]), kit.Vec(v.W), kit.Num(v.B), v.Errors, e.s.Set().Len())
}
