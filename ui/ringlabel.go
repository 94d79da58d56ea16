package ui

import (
	"strings"

	"perceptronlab/ui/i18n"
)

// marksLine names the rings and the halo point i wears, innermost first,
// for the hover box: three rings on one point read better with their
// names (issue 19, fault 11).
func (e *explorer) marksLine(i int) []string {
	names := e.plane.Scene().PointMarks(i)
	if len(names) == 0 {
		return nil
	}
	for k, n := range names {
		names[k] = i18n.T(n)
	}
	return []string{i18n.T("Marks, inside out:") + " " + strings.Join(names, "; ")}
}
