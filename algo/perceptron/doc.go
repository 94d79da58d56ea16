// Package perceptron is chapter 2 of Li Hang's 统计学习方法: the
// perceptron in its primal and dual forms (Algorithms 2.1 and 2.2) and the
// variants for data that do not separate.
//
// The API follows gonum's optimize package: settings go in, a result with a
// Status comes out. Every trainer can also be advanced one update at a time,
// which is what the window animates:
//
//   - NewPrimal and NewDual (and NewDualGram for any Gram matrix) give a
//     Trainer; Run takes it to the end, cancellable through a context, and
//     records each update as an Event.
//   - CheckSettings is the one check of a run's Settings.
//   - Pocket and Averaged are perceptrons for data that do not separate;
//     NewPocketTrainer and NewAveragedTrainer step them.
//   - NewKernelPerceptron is the dual form with a numeric.Kernel in place
//     of x·z; its Model is a KernelModel that shades the plane.
//
// A point counts as misclassified when yᵢ(w·xᵢ+b) ≤ 0, so a run from zero
// updates on the first point it checks. Novikoff's bound, the margins and
// separability are in package numeric, which the theorem's proof needs
// and the SVM shares.
package perceptron
