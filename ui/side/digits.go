package side

import (
	"perceptronlab/lab"
	"perceptronlab/typeset"
)

// hyperplaneDigits returns the significant digits that print the current
// w, b so that they classify the points as they do (typeset.HyperplaneDigits):
// 6 near the origin, more far from it.
func hyperplaneDigits(s *lab.Session) int {
	st, set := s.Training().State(), s.Set()
	if len(st.W) != set.D || set.Len() == 0 {
		return 6
	}
	return typeset.HyperplaneDigits(set.X, st.W, st.B)
}
