package ui

import (
	"perceptronlab/lab"
	"perceptronlab/scene"
	"slices"

	"perceptronlab/algo/numeric"
)

// Above geometryLimit points the window does not compute the Novikoff
// bound, the optimal hyperplane and the least-squares line; above dragLimit
// it computes them when a drag ends rather than at every mouse move. On
// this project's machine the three take about 1.5 ms for 1000 points and
// 4 ms for 2000.
const (
	geometryLimit = 5000
	dragLimit     = 1000
)

// geometry caches what the explorer computes about the data as a whole,
// keyed by the session's version: it is computed once per edit.
type geometry struct {
	version  int
	svm, lsq bool // which optional lines the cache holds
	valid    bool

	nov   numeric.NovikoffResult
	novOK bool
	lines []scene.Model // the optimal hyperplane and the least-squares line, when shown
}

// update brings the cache up to date with s and the lines l shows,
// unless a drag among many points is going on, and returns it.
func (g *geometry) update(s *lab.Session, l look) *geometry {
	fresh := g.valid && g.version == s.Version() && g.svm == l.svm && g.lsq == l.lsq
	if fresh || (s.Moving() && s.Set().Len() > dragLimit) {
		return g
	}
	*g = geometry{version: s.Version(), svm: l.svm, lsq: l.lsq, valid: true}
	x, y, noBias := s.Set().Matrix(), s.Set().Y, s.Settings().NoBias
	if x == nil || s.Set().Len() > geometryLimit {
		return g
	}
	if r, err := numeric.Novikoff(x, y, noBias); err == nil {
		g.nov, g.novOK = r, true
	}
	if l.svm {
		if r, err := numeric.OptimalHyperplane(x, y, noBias); err == nil {
			g.lines = append(g.lines, scene.Optimal{W: r.W, B: r.B, Margin: r.Margin, Support: r.Support})
		}
	}
	if l.lsq {
		if r, err := numeric.LeastSquares(x, y, noBias); err == nil {
			g.lines = append(g.lines, scene.LeastSquares{W: r.W, B: r.B})
		}
	}
	return g
}

// geometryModels returns the optional lines the plane draws over the
// points, as a new slice the caller may append to.
func (e *explorer) geometryModels() []scene.Model {
	return slices.Clone(e.geo.update(e.s, e.look).lines)
}

// Novikoff returns R, γ and (R/γ)² of the points, and whether they were
// computed.
func (e *explorer) Novikoff() (numeric.NovikoffResult, bool) {
	g := e.geo.update(e.s, e.look)
	return g.nov, g.novOK
}
