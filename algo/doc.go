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
//   - Package typeset writes numbers and w·x+b as a person does.
//
// Chapter 3 of Li Hang is the k-nearest-neighbour method:
//
//   - LpDistance is the Lp distance of any order p ≥ 1 or ∞ (3.2), rescaled
//     where powers would overflow or underflow; CheckP checks a user's p.
//   - NewKDTree builds the kd-tree of Algorithm 3.2 with a reproducible
//     median: at depth j the axis is l = j mod k, a region's points are
//     sorted by coordinate l (ties by index) and the node is the one at
//     position ⌊n/2⌋. Nodes are numbered level by level; Cells gives each
//     node's region and splitting segment, to draw the construction.
//   - KDTree.Search finds the k nearest points by Algorithm 3.3 and returns
//     exactly what a linear scan ordered by (distance, index) would; Trace
//     also records each descent, check, crossing, pruning and backtrack.
//   - NewKNN is the k-NN classifier of §3.1: a majority vote of ±1 labels,
//     a tied vote going to the nearest neighbour's label. Decision shades
//     its regions without allocating; LeaveOneOut counts its errors.
//
// Chapter 4 is naive Bayes. FitCategorical counts a table of string
// features and forms the book's smoothed estimates (N_c+λ)/(N+Kλ) and
// (N_{c,j,a}+λ)/(N_c+S_jλ) as exact big.Rat fractions beside float64s;
// Query gives each class's product and the prediction as Examples 4.1 and
// 4.2 print them, and typeset.FormatRat writes "1/45". FitGaussian is the Gaussian
// form for points: Decision is the stable log-odds for shading regions,
// Explain breaks it into a prior and per-feature likelihoods, and Ellipse
// gives each class's kσ ellipse.
//
// A point counts as misclassified when yᵢ(w·xᵢ+b) ≤ 0, so a run from zero
// updates on the first point it checks.
//
// Package algo imports gonum and never Fyne.
package algo
