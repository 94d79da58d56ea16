// Package numeric holds the numerics that the chapters of Perceptron Lab
// share, and the lowest layer of package algo's tree: it imports no
// chapter.
//
//   - CheckLabels, RowMajor, IsFinite and AllFinite are the input checks
//     every chapter makes; Budget is the memory one run may keep.
//   - SignedDistance, FunctionalMargin, GeometricMargin, Margin and Radius
//     measure a hyperplane against the data (ESL §4.5).
//   - Separable decides linear separability exactly with an LP and gives a
//     witness; Novikoff gives R, γ and the bound (R/γ)² on the perceptron's
//     mistakes.
//   - OptimalHyperplane solves the hard-margin problem (ESL 4.48) with an
//     exact active-set method; LeastSquares fits ESL 4.39.
//   - Kernel, with Linear, Poly and RBF, is the kernel trick's K(x, z).
//   - CheckExtent and WidenExtent keep a plot's extent finite and wide
//     enough to draw.
package numeric
