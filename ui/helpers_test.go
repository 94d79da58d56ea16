package ui

// Helpers only the tests use.

import "perceptronlab/lab"

// wait blocks until every goroutine the controller started has ended.
func (c *controller) wait() { c.wg.Wait() }

// formOf returns the form of the method named name in lab.Methods, so
// that tests select a method as a link or session file does, by name.
func formOf(name string) lab.Form {
	for _, m := range lab.Methods {
		if m.Name == name {
			return m.Form
		}
	}
	panic("no method " + name)
}
