package nbview

import "perceptronlab/ui/methodview"

// Run is nil: naive Bayes has no steps yet.
func (*Method) Run() methodview.Run { return nil }
