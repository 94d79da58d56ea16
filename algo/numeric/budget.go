package numeric

// Budget is the memory, in bytes, that one run may keep of what grows with
// its work rather than with its data: the trace of updates, the
// explanation of each, the learning curve, a Gram matrix, a kd-tree
// search's trace, naive Bayes's tables. Every keeper sizes itself from
// this one figure (BudgetItems). Past it a keeper keeps the latest part
// (as RunKeep keeps the trace) or computes what it needs on demand (a Gram
// row), and the output says what was left out. 64 MiB keeps a run of any
// length, and the window's session, a few hundred MB at most.
const Budget = 64 << 20

// BudgetItems returns how many items of size bytes fit in Budget: at least
// one.
func BudgetItems(size int) int {
	return max(1, Budget/max(size, 1))
}
