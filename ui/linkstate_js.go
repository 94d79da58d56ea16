package ui

import (
	"fmt"

	"perceptronlab/lab"
)

// linkState is what the method writes in a link of its own (its query,
// k-NN's cross-validation) as text: what the web edition compares to see
// that the address must follow a step (followAddress).
func (lk *links) linkState() string {
	var l lab.Link
	lk.w.View().WriteLink(&l)
	if l.CV != nil {
		return fmt.Sprint(l.Query, *l.CV)
	}
	return fmt.Sprint(l.Query)
}
