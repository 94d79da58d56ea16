package lab

// DualForm reports whether the form trains α as Li Hang's Algorithm 2.2
// does (the dual and kernel forms), so that its trace carries αᵢ and its
// update is αᵢ ← αᵢ + η. The primal, pocket and averaged forms update w.
func (f Form) DualForm() bool { return f == Dual || f == Kernel }

// VariantForm reports whether the form draws a variant's line beside the
// perceptron's: the pocket's weights or the average (Session.Variant).
func (f Form) VariantForm() bool { return f == Pocket || f == Averaged }
