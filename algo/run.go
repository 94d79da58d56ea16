package algo

import "context"

// ctxEvery is how many points Run checks between looks at its context:
// about 10 µs of work in the primal form, so cancelling is prompt even
// within an epoch of 10⁶ points.
const ctxEvery = 4096

// chunker is implemented by Primal and Dual: a budgeted step that Run can
// interrupt within an epoch.
type chunker interface {
	chunk(budget int, trace *[]Event)
}

// Run advances t until its run ends and returns the result. When trace is
// true, Result.Trace holds every update made by this call, in order.
//
// When ctx is cancelled, Run returns promptly with the partial result and
// ctx.Err(). For *Primal and *Dual it looks at ctx every few thousand
// checks; for other trainers, between calls to Step.
func Run(ctx context.Context, t Trainer, trace bool) (Result, error) {
	var evs []Event
	var tr *[]Event
	if trace {
		tr = &evs
	}
	c, fast := t.(chunker)
	for t.Status() == Running {
		if err := ctx.Err(); err != nil {
			return withTrace(t, evs), err
		}
		if fast {
			c.chunk(ctxEvery, tr)
			continue
		}
		ev, ok := t.Step()
		if !ok {
			break
		}
		if trace {
			evs = append(evs, ev)
		}
	}
	return withTrace(t, evs), nil
}

func withTrace(t Trainer, evs []Event) Result {
	r := t.Result()
	r.Trace = evs
	return r
}
