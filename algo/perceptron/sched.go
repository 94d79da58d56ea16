package perceptron

import "math/rand/v2"

// engine is the part of a trainer that knows its state: Primal and Dual.
type engine interface {
	// check scans the positions [from, to) of the current epoch and returns
	// the first position whose point is misclassified, with its value
	// yᵢ(w·xᵢ+b), or to when there is none.
	check(from, to int) (hit int, v float64)
	// update applies the perceptron update on point i.
	update(i int)
	// seen records the current state and reports whether it was seen at the
	// start of an earlier epoch.
	seen() bool
	// event describes the update just made on point i.
	event(i int, v float64, epoch int) Event
}

// pcgStream is the fixed second word of the PCG state; Settings.Seed is the first.
const pcgStream = 0x9e3779b97f4a7c15

// sched walks the visiting order and keeps the epoch bookkeeping that both
// forms share: positions, epochs, mistakes, status and cycle detection.
//
// An epoch is one pass over the positions 0…N−1. In the First order an
// epoch is one scan from point 0: it ends at the first update, or at the end
// of the data when there is none (then the run has converged).
type sched struct {
	n         int
	order     Order
	maxEpochs int
	seed      int64
	rng       *rand.Rand
	perm      []int // the Random order's current permutation
	pos       int   // the next position to check in the current epoch
	done      int   // completed epochs
	mistakes  int
	dirty     bool // the current epoch has made an update
	status    Status
	log       stateLog
	tap       *sampleTap // RunSample's, while it runs; else nil
}

func newSched(n int, s Settings, exactLog bool) sched {
	m := s.MaxEpochs
	if m == 0 {
		m = DefaultMaxEpochs
	}
	sc := sched{n: n, order: s.Order, maxEpochs: m, seed: s.Seed}
	if s.Order == Random {
		sc.perm = make([]int, n)
	} else {
		sc.log = newStateLog(exactLog)
	}
	return sc
}

// restart sets the bookkeeping back to the start; e must already hold its
// start state.
func (s *sched) restart(e engine) {
	s.pos, s.done, s.mistakes, s.dirty, s.status = 0, 0, 0, false, Running
	if s.order == Random {
		s.rng = rand.New(rand.NewPCG(uint64(s.seed), pcgStream))
		for i := range s.perm {
			s.perm[i] = i
		}
		s.shuffle()
		return
	}
	s.log.reset()
	e.seen()
}

// shuffle draws the next epoch's permutation.
func (s *sched) shuffle() {
	s.rng.Shuffle(len(s.perm), func(i, j int) { s.perm[i], s.perm[j] = s.perm[j], s.perm[i] })
}

// index returns the point visited at position pos of the current epoch.
func (s *sched) index(pos int) int {
	if s.perm != nil {
		return s.perm[pos]
	}
	return pos
}

// next returns the point the next check will visit, or −1 when the run has ended.
func (s *sched) next() int {
	if s.status != Running {
		return -1
	}
	return s.index(s.pos)
}

// advance checks at most budget points of the current epoch and stops after
// the first update. It returns the updated point and its value (i = −1
// when there was no update) and the number of points checked.
func (s *sched) advance(e engine, budget int) (i int, v float64, checked int) {
	if s.status != Running {
		return -1, 0, 0
	}
	end := s.n
	if budget < end-s.pos {
		end = s.pos + budget
	}
	hit, v := e.check(s.pos, end)
	if hit == end {
		checked, s.pos = end-s.pos, end
		if end == s.n {
			s.endEpoch(e)
		}
		return -1, 0, checked
	}
	i = s.index(hit)
	e.update(i)
	checked, s.pos = hit+1-s.pos, hit+1
	s.mistakes++
	s.dirty = true
	if s.order == First || s.pos == s.n {
		s.endEpoch(e)
	}
	return i, v, checked
}

// endEpoch closes the current epoch and either ends the run or opens the next epoch.
func (s *sched) endEpoch(e engine) {
	s.done++
	switch {
	case !s.dirty:
		s.status = Converged
	case s.order != Random && e.seen():
		s.status = Cycle
	case s.done >= s.maxEpochs:
		s.status = EpochLimit
	default:
		s.pos, s.dirty = 0, false
		if s.order == Random {
			s.shuffle()
		}
	}
}

// step runs until the next update and returns it; ok is false when the run
// ends instead.
func (s *sched) step(e engine) (ev Event, ok bool) {
	for s.status == Running {
		epoch := s.done + 1
		if i, v, _ := s.advance(e, s.n); i >= 0 {
			return e.event(i, v, epoch), true
		}
	}
	return Event{}, false
}

// stepEpoch runs to the end of the current epoch and returns its updates.
func (s *sched) stepEpoch(e engine) []Event {
	var evs []Event
	for start := s.done; s.status == Running && s.done == start; {
		if i, v, _ := s.advance(e, s.n); i >= 0 {
			evs = append(evs, e.event(i, v, start+1))
		}
	}
	return evs
}

// chunk checks about budget points, appending an Event per update to trace
// when trace is not nil, and telling RunSample's tap of each update made
// when there is one (an update refused for overflow sets the status to
// Overflow, and the tap never hears of it). Run calls it between looks at
// its context.
func (s *sched) chunk(e engine, budget int, trace *[]Event) {
	for budget > 0 && s.status == Running {
		epoch := s.done + 1
		i, v, checked := s.advance(e, budget)
		budget -= checked
		if i < 0 {
			continue
		}
		if trace != nil {
			*trace = append(*trace, e.event(i, v, epoch))
		}
		if s.tap != nil && s.status != Overflow {
			s.tap.update(e, s.mistakes, i, v, epoch)
		}
	}
}

// setTap makes chunk tell t of every update; nil stops it.
func (s *sched) setTap(t *sampleTap) { s.tap = t }
