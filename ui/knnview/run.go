package knnview

import (
	"context"
	"fmt"

	"perceptronlab/ui/i18n"
	"perceptronlab/ui/methodview"
)

// stepper is k-NN's run (Li Hang §3.3): the folds of the cross-validation
// while its tab is shown or it has started, else the kd-tree search of
// Algorithm 3.3 when a query is placed, else the tree's construction by
// Algorithm 3.2, a node at a time.
type stepper struct{ m *Method }

// Run returns k-NN's run: the folds, the search or the tree.
func (m *Method) Run() methodview.Run { return stepper{m} }

// stage is what the run steps now.
type stage int

const (
	stageNone   stage = iota // no points: nothing to step
	stageCV                  // the cross-validation's folds, means and choice
	stageSearch              // the search for the query
	stageBuild               // the tree's construction
)

// stage returns what Step steps now.
func (s stepper) stage() stage {
	switch nn := s.m.nn; {
	case s.m.cv.takesStep():
		return stageCV
	case nn.Step() >= 0:
		return stageSearch
	case nn.Tree() != nil:
		return stageBuild
	}
	return stageNone
}

// noPoints is the outcome of a step with nothing to step.
func noPoints() methodview.Outcome {
	return methodview.Outcome{Msg: i18n.T("Add some points first: click on the plane")}
}

// Step makes the next fold, search or construction step; the step that
// reaches the end says so, and ends an animation there.
func (s stepper) Step() methodview.Outcome {
	nn, cv := s.m.nn, s.m.cv
	switch s.stage() {
	case stageCV:
		if !cv.started() {
			cv.onStart() // in the background; its folds then step
			return methodview.Outcome{}
		}
		if cv.step.Pos <= cv.step.K() {
			cv.step.Next()
		}
		return more(cv.step.Pos <= cv.step.K(), i18n.T("The cross-validation has ended: Apply sets the chosen k"))
	case stageSearch:
		if !nn.AtEnd() {
			nn.SetStep(nn.Step() + 1)
		}
		return more(!nn.AtEnd(), i18n.T("The search has ended: the k nearest points are found"))
	case stageBuild:
		if nn.Built() < nn.Tree().Len() {
			nn.SetBuilt(nn.Built() + 1)
		}
		return more(nn.Built() < nn.Tree().Len(), i18n.T("The tree is built: Ctrl+click on the plane to place a query point, then step its search"))
	}
	return noPoints()
}

// more is the outcome of a step after which the run goes on, or ends
// with the message end.
func more(on bool, end string) methodview.Outcome {
	if on {
		return methodview.Outcome{More: true}
	}
	return methodview.Outcome{Msg: end}
}

// Back undoes the latest fold, search or construction step shown.
func (s stepper) Back() methodview.Outcome {
	nn, cv := s.m.nn, s.m.cv
	switch st := s.stage(); {
	case st == stageCV && cv.started() && cv.step.Pos > 0:
		cv.step.Prev()
	case st == stageSearch && nn.Step() > 0:
		nn.SetStep(nn.Step() - 1)
	case st == stageBuild && nn.Built() > 0:
		nn.SetBuilt(nn.Built() - 1)
	case st == stageNone:
		return noPoints()
	default:
		return methodview.Outcome{Msg: i18n.T("Already at the first step")}
	}
	return methodview.Outcome{More: true}
}

// Epoch goes to the end of what Step steps: the chosen k, the search's
// last step, the whole tree.
func (s stepper) Epoch() methodview.Outcome {
	nn, cv := s.m.nn, s.m.cv
	switch s.stage() {
	case stageCV:
		if !cv.started() {
			cv.startAt(1 << 30) // the choice (startAt clamps), once it has run
			return methodview.Outcome{}
		}
		cv.onStop()
	case stageSearch:
		nn.SetStep(len(nn.Search().Steps) - 1)
	case stageBuild:
		nn.SetBuilt(nn.Tree().Len())
	default:
		return noPoints()
	}
	return methodview.Outcome{}
}

// End is Epoch: k-NN's runs are short, and need no background work.
func (s stepper) End() (func(context.Context) error, func(error) methodview.Outcome) {
	return nil, func(error) methodview.Outcome { return s.Epoch() }
}

// Reset goes back to the first fold, the search's first step, or a tree
// of no node.
func (s stepper) Reset() methodview.Outcome {
	nn, cv := s.m.nn, s.m.cv
	switch s.stage() {
	case stageCV:
		if cv.started() {
			cv.step.Pos = 0
		}
		return methodview.Outcome{Msg: i18n.T("Back to the first fold"), More: true}
	case stageSearch:
		nn.SetStep(0)
		return methodview.Outcome{Msg: i18n.T("Back to the search's first step"), More: true}
	case stageBuild:
		nn.SetBuilt(0)
		return methodview.Outcome{Msg: i18n.T("Back to the start of the tree: no node built yet"), More: true}
	}
	return noPoints()
}

// At returns the fold, search or construction step shown: the folds'
// steps are the K folds, their means and the choice; the search's its
// trace; the construction's the nodes built.
func (s stepper) At() (k, latest int, label string) {
	nn, cv := s.m.nn, s.m.cv
	switch s.stage() {
	case stageCV:
		k, latest = cv.step.Pos, cv.step.K()+1
		switch {
		case !cv.started():
			return 0, 0, ""
		case k < cv.step.K():
			return k, latest, fmt.Sprintf(i18n.T("fold %d of %d"), k+1, cv.step.K())
		case k == cv.step.K():
			return k, latest, i18n.T("the folds' means")
		}
		return k, latest, i18n.T("the chosen k")
	case stageSearch:
		k, latest = nn.Step(), len(nn.Search().Steps)-1
		return k, latest, fmt.Sprintf(i18n.T("step %d of %d"), k+1, latest+1)
	case stageBuild:
		k, latest = nn.Built(), nn.Tree().Len()
		return k, latest, fmt.Sprintf(i18n.T("%d of %d nodes built"), k, latest)
	}
	return 0, 0, ""
}

// Seek shows the fold, search or construction step k.
func (s stepper) Seek(k int) methodview.Outcome {
	nn, cv := s.m.nn, s.m.cv
	switch s.stage() {
	case stageCV:
		if cv.started() {
			cv.step.Pos = min(max(k, 0), cv.step.K()+1)
		}
	case stageSearch:
		nn.SetStep(k)
	case stageBuild:
		nn.SetBuilt(max(k, 0))
	default:
		return noPoints()
	}
	return methodview.Outcome{More: true}
}
