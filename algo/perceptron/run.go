package perceptron

import "context"

// ctxEvery is how many points Run checks between looks at its context:
// about 10 µs of work in the primal form, so cancelling is prompt even
// within an epoch of 10⁶ points.
const ctxEvery = 4096

// chunker is implemented by Primal and Dual: a budgeted step that Run can
// interrupt within an epoch.
type chunker interface {
	chunk(budget int, trace *[]Event)
	setTap(t *sampleTap)
}

// Run advances t until its run ends and returns the result. When trace is
// true, Result.Trace holds every update made by this call, in order.
//
// When ctx is cancelled, Run returns promptly with the partial result and
// ctx.Err(). For *Primal and *Dual it looks at ctx every few thousand
// checks; for other trainers, between calls to Step. A trainer of another
// type whose update leaves w or b non-finite is stopped there, and the
// result has Status Overflow.
func Run(ctx context.Context, t Trainer, trace bool) (Result, error) {
	if !trace {
		return run(ctx, t, nil, 0, nil, nil)
	}
	var evs []Event
	return run(ctx, t, &evs, 0, nil, nil)
}

// RunKeep is Run with a trace of bounded length: it keeps the last keep
// updates (keep ≥ 1), and whenever about keep more have piled up it hands
// the oldest to drop, in order, and forgets them. Result.Trace holds the
// updates kept; drop has seen every other one (and must copy what it keeps
// of them: their slice is reused). A run of 10⁸ updates so needs memory
// for about 2·keep of them.
func RunKeep(ctx context.Context, t Trainer, keep int, drop func([]Event)) (Result, error) {
	if keep < 1 {
		panic("algo: RunKeep needs keep ≥ 1")
	}
	var evs []Event
	return run(ctx, t, &evs, keep, drop, nil)
}

// A Sampler picks, as a run goes, the few updates it wants in full: a
// learning curve of 10⁸ updates needs the counts of all of them but the
// state after only a few thousand.
type Sampler interface {
	// Want is told of every update made, in order: it is the k-th (from
	// 1) and was made in the given epoch (from 1). It reports whether the
	// Sampler wants the update's Event.
	Want(k, epoch int) bool
	// Take receives the Event of an update Want wanted, right after Want.
	Take(ev Event)
	// Last receives, when the run ends, the Event of its last update (one
	// Take may also have had), when it made any.
	Last(ev Event)
}

// RunSample is Run without a trace that hands s the updates it wants. For
// *Primal and *Dual an update s does not want costs no allocation and no
// copy of w: s is asked by k and epoch alone. Other trainers build every
// Event and hand s those it wants.
func RunSample(ctx context.Context, t Trainer, s Sampler) (Result, error) {
	tp := &sampleTap{s: s}
	c, fast := t.(chunker)
	if fast {
		c.setTap(tp)
		defer c.setTap(nil)
	}
	r, err := run(ctx, t, nil, 0, nil, tp)
	if fast && tp.e != nil {
		s.Last(tp.e.event(tp.i, tp.v, tp.epoch)) // the engine is still in the state the last update left
	} else if !fast && tp.last.K > 0 {
		s.Last(tp.last)
	}
	return r, err
}

// sampleTap is RunSample's link between a run and its Sampler: it asks
// about every update and remembers the last one.
type sampleTap struct {
	s        Sampler
	e        engine // the engine of the last update told by chunk, or nil
	i, epoch int
	v        float64
	last     Event // the last Event of a trainer that is not a chunker
}

// update is told by chunk of update k, on point i with value v in epoch,
// which engine e just made.
func (tp *sampleTap) update(e engine, k, i int, v float64, epoch int) {
	tp.e, tp.i, tp.v, tp.epoch = e, i, v, epoch
	if tp.s.Want(k, epoch) {
		tp.s.Take(e.event(i, v, epoch))
	}
}

// event hands the Sampler ev, an update Step made.
func (tp *sampleTap) event(ev Event) {
	tp.last = ev
	if tp.s.Want(ev.K, ev.Epoch) {
		tp.s.Take(ev)
	}
}

// run is Run and RunKeep: keep = 0 keeps every update. A trainer that is
// not a chunker hands tp (when not nil) its every update.
func run(ctx context.Context, t Trainer, tr *[]Event, keep int, drop func([]Event), tp *sampleTap) (Result, error) {
	c, fast := t.(chunker)
	var evs []Event
	done := func() Result {
		if tr != nil {
			evs = *tr
		}
		return withTrace(t, evs)
	}
	for t.Status() == Running {
		if err := ctx.Err(); err != nil {
			return done(), err
		}
		if keep > 0 && len(*tr) >= 2*keep {
			old := *tr
			drop(old[:len(old)-keep])
			*tr = append(old[:0], old[len(old)-keep:]...)
		}
		if fast {
			c.chunk(ctxEvery, tr)
			continue
		}
		ev, ok := t.Step()
		if !ok {
			break
		}
		if tr != nil {
			*tr = append(*tr, ev)
		}
		if tp != nil {
			tp.event(ev)
		}
		if !allFinite(ev.W) || !isFinite(ev.B) {
			r := done()
			r.Status = Overflow
			return r, nil
		}
	}
	return done(), nil
}

func withTrace(t Trainer, evs []Event) Result {
	r := t.Result()
	r.Trace = evs
	return r
}

// overflowGuard lets Primal and Dual refuse an update that would leave
// float64's range. The shared scheduler (sched) does its bookkeeping for an
// update after the engine's update returns: it counts the mistake and may
// close the epoch. An engine that refuses an update calls refuse, which
// notes the counts as they stood; settle, called by the trainer after each
// scheduler step, puts them back and sets the status to Overflow, so the
// refused update leaves no trace.
type overflowGuard struct {
	refused  bool // an update was refused; settle has not yet run
	mistakes int
	done     int
}

// refuse records that the update about to be counted was not made.
func (g *overflowGuard) refuse(s *sched) {
	if g.refused {
		return
	}
	g.refused = true
	g.mistakes, g.done = s.mistakes, s.done
	s.status = Overflow
}

// settle undoes the scheduler's bookkeeping of a refused update and
// reports whether it did so; the caller then drops the refused update's
// event.
func (g *overflowGuard) settle(s *sched) bool {
	if !g.refused {
		return false
	}
	g.refused = false
	s.mistakes, s.done, s.status = g.mistakes, g.done, Overflow
	return true
}

// reset forgets a refusal, for Reset.
func (g *overflowGuard) reset() { *g = overflowGuard{} }
