package perceptron

import (
	"encoding/binary"
	"hash/maphash"
	"math"
)

// stateLog remembers the states seen at the start of epochs, so that a
// repeat, which proves a deterministic run cycles, is found in O(len(state)).
//
// In exact mode (the primal form) the states themselves are kept and a
// repeat means bitwise-equal floats (with −0 = +0). In hash mode (the dual
// form, whose state has one score per point) only a 128-bit hash is kept:
// two maphash sums with independent seeds. A false repeat then needs a
// 128-bit collision, about 2⁻¹²⁸ per pair of epochs.
type stateLog struct {
	exact bool
	seeds [2]maphash.Seed
	buf   []byte
	index map[[2]uint64][]int // hash → offsets of kept states (exact mode)
	kept  []float64
}

func newStateLog(exact bool) stateLog {
	return stateLog{
		exact: exact,
		seeds: [2]maphash.Seed{maphash.MakeSeed(), maphash.MakeSeed()},
		index: make(map[[2]uint64][]int),
	}
}

// reset forgets every state but keeps the memory.
func (l *stateLog) reset() {
	clear(l.index)
	l.kept = l.kept[:0]
}

// add records the state (v, b) and reports whether it was recorded before.
// A state holding NaN never repeats.
func (l *stateLog) add(v []float64, b float64) bool {
	l.buf = l.buf[:0]
	for _, x := range v {
		if math.IsNaN(x) {
			return false
		}
		l.buf = appendFloat(l.buf, x)
	}
	if math.IsNaN(b) {
		return false
	}
	l.buf = appendFloat(l.buf, b)
	h := [2]uint64{maphash.Bytes(l.seeds[0], l.buf), maphash.Bytes(l.seeds[1], l.buf)}
	offs, seen := l.index[h]
	if !l.exact {
		if !seen {
			l.index[h] = nil
		}
		return seen
	}
	for _, off := range offs {
		if equalState(l.kept[off:off+len(v)+1], v, b) {
			return true
		}
	}
	l.index[h] = append(offs, len(l.kept))
	l.kept = append(append(l.kept, v...), b)
	return false
}

// appendFloat appends the bits of x, with −0 written as +0 so that the hash
// agrees with ==.
func appendFloat(buf []byte, x float64) []byte {
	if x == 0 {
		x = 0
	}
	return binary.LittleEndian.AppendUint64(buf, math.Float64bits(x))
}

func equalState(kept, v []float64, b float64) bool {
	for k, x := range v {
		if kept[k] != x {
			return false
		}
	}
	return kept[len(v)] == b
}
