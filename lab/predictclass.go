package lab

import (
	"fmt"

	algoknn "perceptronlab/algo/knn"
	"perceptronlab/typeset"
)

// The questions of the forms that learn nothing step by step: k-NN and its
// kd-tree search (Li Hang, chapter 3) and naive Bayes (chapter 4). Their
// truth is known when they are asked: the vote, the traced search, the
// fractions are computed already, and the window shows them only after
// the reveal.

// classQuestion asks the class of q; label is the truth.
func classQuestion(text string, label float64) Question {
	q := Question{Kind: AskClass, Text: text, Choices: []string{ClassName(1), ClassName(-1)}, Points: []int{-1, -1}}
	if label <= 0 {
		q.truth = 1
	}
	return q
}

// KNNClassQuestion asks the class of the k-NN query before the vote is
// shown. It reports false when there is no query or no classifier.
func KNNClassQuestion(n *Nearest) (Question, bool) {
	m, _ := n.Model()
	q := n.Query()
	if m == nil || len(q) != m.Tree().Dim() {
		return Question{}, false
	}
	label, _, _ := m.Predict(q)
	return classQuestion(tr("Which class will the k nearest neighbours vote for q? Pick it."), label), true
}

// BayesClassQuestion asks the class of the naive-Bayes query before its
// fractions are shown. It reports false when there is no query or no
// model.
func BayesClassQuestion(b *Bayes) (Question, bool) {
	ex, ok := b.Explain()
	if !ok {
		return Question{}, false
	}
	return classQuestion(tr("Which class will naive Bayes give q? Pick it."), ex.Label), true
}

// SearchQuestion asks about the kd-tree search's next step: into which
// child it goes down, or whether it prunes the other side of a splitting
// line. It reports false when the next step asks nothing (a check, a
// return, the first descent) or the search has ended.
func SearchQuestion(n *Nearest) (Question, bool) {
	r, i, t := n.Search(), n.Step()+1, n.Tree()
	if n.Step() < 0 || i >= len(r.Steps) || t == nil {
		return Question{}, false
	}
	st := r.Steps[i]
	switch {
	case st.Kind == algoknn.KDDescend && st.Node >= 0:
		return branchQuestion(t, st), true
	case st.Kind == algoknn.KDCross || st.Kind == algoknn.KDPrune:
		nd := t.Node(st.Node)
		q := Question{Kind: AskPruned, Choices: []string{tr("pruned"), tr("searched")}, Points: []int{-1, -1},
			Text: fmt.Sprintf(tr("Is the cell on the other side of %s's line x%s = %s pruned? Pick one."),
				PointName(nd.Point), typeset.Superscript(st.Axis+1), typeset.FormatNumberUnicode(st.Split))}
		if st.Kind == algoknn.KDCross {
			q.truth = 1
		}
		return q, true
	}
	return Question{}, false
}

// branchQuestion asks into which child of st.Node the search goes down;
// a click on the child's point answers too.
func branchQuestion(t *algoknn.KDTree, st algoknn.KDStep) Question {
	nd := t.Node(st.Node)
	pts := []int{-1, -1}
	choices := []string{tr("left"), tr("right")}
	for c, child := range []int{nd.Left, nd.Right} {
		if child >= 0 {
			pts[c] = t.Node(child).Point
			choices[c] += " (" + PointName(pts[c]) + ")"
		}
	}
	q := Question{Kind: AskBranch, Points: pts, Choices: choices,
		Text: fmt.Sprintf(tr("Which branch of %s does the search visit next? Click the child's point or pick one."),
			PointName(nd.Point))}
	if st.Target == nd.Right {
		q.truth = 1
	}
	return q
}
