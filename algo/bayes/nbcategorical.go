package bayes

import (
	"cmp"
	"fmt"
	"slices"

	"perceptronlab/param"
)

// nameIndex numbers strings in the order they are first seen.
//
// Names of up to 7 bytes, the usual case ("1", "S", "yes"), are packed
// into a uint64 and found in a small open-addressed table with one
// multiply and one compare; a collision there, or a longer name, falls
// back to the map. This is several times faster than the map alone.
type nameIndex struct {
	list  []string
	index map[string]int
	short []shortSlot // 1<<shortBits slots, made on first use
}

// shortSlot maps a packed short name to its number; key 0 is empty.
type shortSlot struct {
	key uint64
	id  int
}

const shortBits = 8

// packShort returns the bytes of s with len(s)+1 in the top byte, or 0
// when s is longer than 7 bytes.
func packShort(s string) uint64 {
	if len(s) > 7 {
		return 0
	}
	k := uint64(len(s)+1) << 56
	for i := 0; i < len(s); i++ {
		k |= uint64(s[i]) << (8 * i)
	}
	return k
}

// shortSlotOf returns the position of a packed name in the short table.
func shortSlotOf(k uint64) uint64 { return (k * 0x9E3779B97F4A7C15) >> (64 - shortBits) }

// id returns the number of s, numbering it if it is new.
func (t *nameIndex) id(s string) int {
	k := packShort(s)
	if k != 0 && t.short != nil {
		e := &t.short[shortSlotOf(k)]
		if e.key == k {
			return e.id
		}
		if e.key == 0 { // every short name takes its free home slot: s is new
			return t.add(s, k)
		}
	}
	if i, ok := t.index[s]; ok {
		return i
	}
	return t.add(s, k)
}

// add numbers the new name s, packed as k.
func (t *nameIndex) add(s string, k uint64) int {
	if t.index == nil {
		t.index = make(map[string]int)
		t.short = make([]shortSlot, 1<<shortBits)
	}
	i := len(t.list)
	t.index[s] = i
	t.list = append(t.list, s)
	if e := &t.short[shortSlotOf(k)]; k != 0 && e.key == 0 {
		*e = shortSlot{k, i}
	}
	return i
}

// find returns the number of s, or −1 when s was never seen.
func (t *nameIndex) find(s string) int {
	if i, ok := t.index[s]; ok {
		return i
	}
	return -1
}

// len returns the number of names.
func (t *nameIndex) len() int { return len(t.list) }

// count numbers the classes and values and counts them: the labels first,
// so that K is known, then the rows, counting feature j into
// byValue[j][a·K+k], which grows by K zeros per new value and is
// transposed at the end. It checks the row lengths on the way.
func (m *CategoricalNB) count(rows [][]string, labels []string) error {
	class := make([]int32, len(labels))
	for i, y := range labels {
		c := m.classes.id(y)
		if c == len(m.classCount) {
			m.classCount = append(m.classCount, 0)
		}
		m.classCount[c]++
		class[i] = int32(c)
	}
	k := m.classes.len()
	d := len(rows[0])
	m.features = make([]nameIndex, d)
	byValue := make([][]int32, d) // int32: 9·10⁶ cells of 3000 classes × 3000 values are 36 MB, not 72
	for i, row := range rows {
		if len(row) != d {
			return fmt.Errorf("row %d: %d features, want %d", i+1, len(row), d)
		}
		c := int(class[i])
		for j, v := range row {
			a := m.features[j].id(v)
			if a*k == len(byValue[j]) {
				byValue[j] = append(byValue[j], make([]int32, k)...)
			}
			byValue[j][a*k+c]++
		}
	}
	m.counts = make([][]int32, d)
	for j := range d {
		m.counts[j] = transposeCounts(byValue[j], k)
	}
	return nil
}

// transposeCounts turns an S×K row-major table into a K×S one.
func transposeCounts(t []int32, k int) []int32 {
	s := len(t) / k
	out := make([]int32, len(t))
	for a := range s {
		for c := range k {
			out[c*s+a] = t[a*k+c]
		}
	}
	return out
}

// N returns the number of training rows.
func (m *CategoricalNB) N() int { return m.n }

// Features returns the number of features.
func (m *CategoricalNB) Features() int { return len(m.features) }

// Classes returns the class labels in order of first appearance; a class
// index is a position in this slice.
func (m *CategoricalNB) Classes() []string { return slices.Clone(m.classes.list) }

// Values returns the values of feature j (from 0) in order of first
// appearance; a value index is a position in this slice. Its length is S_j.
func (m *CategoricalNB) Values(j int) []string { return slices.Clone(m.features[j].list) }

// ClassIndex returns the index of the class labelled label, or −1.
func (m *CategoricalNB) ClassIndex(label string) int { return m.classes.find(label) }

// ValueIndex returns the index of value v of feature j, or −1 when v was
// never seen in training.
func (m *CategoricalNB) ValueIndex(j int, v string) int { return m.features[j].find(v) }

// ClassCount returns N_c, the number of training rows of class c.
func (m *CategoricalNB) ClassCount(c int) int { return m.classCount[c] }

// Count returns the number of training rows of class c whose feature j has
// value index a.
func (m *CategoricalNB) Count(c, j, a int) int { return int(m.counts[j][m.cell(c, j, a)]) }

// Counts returns feature j's count table: Counts(j)[c][a] = Count(c, j, a).
func (m *CategoricalNB) Counts(j int) [][]int {
	s := m.features[j].len()
	t := make([][]int, m.classes.len())
	for c := range t {
		t[c] = make([]int, s)
		for a, n := range m.counts[j][c*s : (c+1)*s] {
			t[c][a] = int(n)
		}
	}
	return t
}

// SortedClasses returns the class indices in sorted order of their labels:
// numerically when every label is a number ("-1" before "1" before "10"),
// by bytes otherwise.
func (m *CategoricalNB) SortedClasses() []int { return sortedOrder(m.classes.list) }

// SortedValues returns feature j's value indices in sorted order of their
// values, as SortedClasses sorts labels.
func (m *CategoricalNB) SortedValues(j int) []int { return sortedOrder(m.features[j].list) }

// sortedOrder returns the permutation that sorts s, numerically when every
// string is a finite number.
func sortedOrder(s []string) []int {
	order := make([]int, len(s))
	for i := range order {
		order[i] = i
	}
	num := make([]float64, len(s))
	for i, v := range s {
		f, err := param.ParseFinite(v)
		if err != nil {
			num = nil
			break
		}
		num[i] = f
	}
	slices.SortStableFunc(order, func(a, b int) int {
		if num != nil {
			if c := cmp.Compare(num[a], num[b]); c != 0 {
				return c
			}
		}
		return cmp.Compare(s[a], s[b])
	})
	return order
}
