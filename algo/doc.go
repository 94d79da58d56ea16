// Package algo holds the mathematics of Perceptron Lab: the perceptron in its
// primal and dual forms (Li Hang, 统计学习方法, Algorithms 2.1 and 2.2), and the
// geometry around it (ESL §4.5).
//
// The API follows gonum's optimize package: settings go in, a result with a
// Status comes out. Every trainer can also be advanced one update at a time,
// which is what the GUI animates:
//
//   - NewPrimal and NewDual (and NewDualGram for any Gram matrix) give a
//     Trainer; Run takes it to the end, cancellable through a context.
//   - SignedDistance, FunctionalMargin, GeometricMargin and Radius measure a
//     hyperplane against the data.
//   - Separable decides linear separability exactly with an LP and gives a
//     witness; Novikoff gives R, γ and the bound (R/γ)² on the mistakes.
//   - OptimalHyperplane solves the hard-margin problem (ESL 4.48) with an
//     exact active-set method; LeastSquares fits ESL 4.39.
//   - Pocket and Averaged are perceptrons for data that do not separate.
//   - NewKernelPerceptron is the dual form with a Kernel in place of x·z.
//   - FormatNumber and Formula write numbers and w·x+b as a person does.
//
// A point counts as misclassified when yᵢ(w·xᵢ+b) ≤ 0, so a run from zero
// updates on the first point it checks.
//
// Package algo imports gonum and never Fyne.
package algo
