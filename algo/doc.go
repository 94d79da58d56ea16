// Package algo holds the mathematics of Perceptron Lab: the perceptron in its
// primal and dual forms (Li Hang, 统计学习方法, Algorithms 2.1 and 2.2), and the
// geometry around it: distances, margins and the Novikoff bound.
//
// The API follows gonum's optimize package: settings go in, a result with a
// Status comes out. Every trainer can also be advanced one update at a time,
// which is what the GUI animates.
//
// A point counts as misclassified when yᵢ(w·xᵢ+b) ≤ 0, so a run from zero
// updates on the first point it checks.
//
// Package algo imports gonum and never Fyne.
package algo
