// Package algo is the map of Perceptron Lab's mathematics; the code lives
// in one package per chapter of Li Hang's 统计学习方法, and the numerics
// they share apart:
//
//   - algo/selection is chapter 1, choosing a model: polynomial fits,
//     folds, cross-validation, losses and the bound.
//   - algo/perceptron is chapter 2: the primal and dual forms (Algorithms
//     2.1 and 2.2), the pocket, averaged and kernel perceptrons, runs that
//     can be stepped one update at a time, and their events.
//   - algo/knn is chapter 3: the Lp distance, the kd-tree (Algorithms 3.2
//     and 3.3) with every step of its search, and the k-NN classifier.
//   - algo/bayes is chapter 4: naive Bayes, categorical with exact
//     fractions and Gaussian.
//   - algo/numeric holds what the chapters share: the input checks, the
//     memory budget, the geometry of a hyperplane, kernels, separability by
//     LP, the hard-margin SVM by QP, least squares, Novikoff's bound and
//     the plot extents.
//
// The arrows run downwards only: perceptron, knn and bayes import numeric,
// selection imports knn and bayes, and numeric imports none of them. None
// of them imports Fyne. This package holds no code, and nothing imports it.
package algo
