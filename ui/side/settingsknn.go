package side

import (
	"slices"

	"perceptronlab/lab"
	"perceptronlab/ui/i18n"
)

// formNames names the methods the settings offer (lab.Methods, in its
// order) in the current language.
func formNames() []string {
	names := make([]string, len(lab.Methods))
	for i, m := range lab.Methods {
		names[i] = i18n.T(m.Title())
	}
	return names
}

// FormName names one form in the current language.
func FormName(f lab.Form) string { return i18n.T(f.Method().Title()) }

// formIndex returns the option of form f, 0 for a form not offered.
func formIndex(f lab.Form) int {
	return max(slices.IndexFunc(lab.Methods, func(m lab.Method) bool { return m.Form == f }), 0)
}

// formAt returns the form of option i.
func formAt(i int) lab.Form { return lab.Methods[max(i, 0)].Form }
