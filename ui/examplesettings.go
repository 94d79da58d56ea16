package ui

import (
	"fmt"
	"perceptronlab/ui/side"
	"slices"
	"strings"

	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// settings returns the settings a perceptron example loads with:
// the user's own, so that an example does not silently undo a choice of
// form, η or kernel. A form that does not train (k-NN, naive Bayes) gives
// way to the primal form, and a start w₀ of another dimension is dropped.
func (ex *examples) settings(set *dataset.Set) lab.TrainSettings {
	ts := ex.s.Settings()
	if !ts.Form.Trains() {
		ts.Form = lab.Methods[0].Form // the primal form
	}
	if len(ts.W0) != set.D {
		ts.W0 = nil
	}
	return ts
}

// settingsChanges says which settings an example changed: "" when none,
// else "; settings changed: form k-NN → Primal, order cyclic → first".
func settingsChanges(old, ts lab.TrainSettings) string {
	var ch []string
	if old.Form != ts.Form {
		ch = append(ch, fmt.Sprintf(i18n.T("form %s → %s"), side.FormName(old.Form), side.FormName(ts.Form)))
	}
	if old.Order != ts.Order {
		orders := []string{i18n.T("cyclic"), i18n.T("first"), i18n.T("random")}
		ch = append(ch, fmt.Sprintf(i18n.T("order %s → %s"), orders[old.Order], orders[ts.Order]))
	}
	if old.Eta != ts.Eta {
		ch = append(ch, fmt.Sprintf("η %s → %s", kit.Num(old.Eta), kit.Num(ts.Eta)))
	}
	if !slices.Equal(old.W0, ts.W0) || old.B0 != ts.B0 || old.NoBias != ts.NoBias {
		ch = append(ch, i18n.T("the start w₀, b₀"))
	}
	if len(ch) == 0 {
		return ""
	}
	return fmt.Sprintf(i18n.T("; settings changed: %s"), strings.Join(ch, ", "))
}
