package ui

// Helpers only the tests use.

// wait blocks until every goroutine the controller started has ended.
func (c *controller) wait() { c.wg.Wait() }
