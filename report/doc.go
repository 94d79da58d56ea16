// Package report lays out a perceptron run for people: the trace of its
// updates as Li Hang's Table 2.1 (primal form: k, the misclassified point,
// w, b, w·x+b) or Table 2.2 (dual form: k, the point, α₁…α_N, b) in text,
// CSV, Markdown and LaTeX, and as the captioned frames of an animation.
//
// A Trace is the start and the updates as algo gives them; Rows replays
// them into one row per state, the one place where the dual form's α is
// rebuilt update by update. The command line's train and animate and the
// window's Trace tab and exports all write through it, in English or
// Chinese.
//
// An Explainer writes out why each update happened, as Li Hang reasons in
// Examples 2.1 and 2.2, with the numbers put in (train --explain and the
// window's strip under the plane), and Curve gives the run's learning
// curve: the mistakes per epoch and Li Hang's loss L(w, b) after each
// update, drawn by figure.RenderCurve (plot --curve and the Curve tab).
//
// Package report imports no Fyne.
package report
