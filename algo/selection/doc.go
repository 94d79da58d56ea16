// Package selection is chapter 1 of Li Hang's 统计学习方法: choosing a
// model. It fits polynomials by regularised least squares, measures their
// errors, cuts data into folds exactly as scikit-learn does, and
// cross-validates any method's parameter; it also holds the losses of
// §1.3, the generalisation bound of §1.6 and the coin of MLE against MAP.
//
// # Fitting a polynomial (§1.4.2, PRML §1.1)
//
// FitPoly minimises Li Hang's regularised empirical risk (1.19),
//
//	(1/N)·Σᵢ (f(xᵢ; w) − tᵢ)² + (λ/2)·‖w‖²,   f(x; w) = w₀ + w₁x + … + w_M x^M,
//
// penalising every coefficient w₀…w_M. λ = 0 is plain least squares; when
// the points do not determine w (fewer distinct x than M + 1) it returns
// the w of least norm, the limit of (1.19) as λ → 0. The three books'
// λs differ by constants: Bishop's ½Σ(f − t)² + (λ_B/2)‖w‖² has
// λ_B = Nλ/2, and scikit-learn's Ridge(alpha) on PolynomialFeatures
// (fit_intercept=False) has α = Nλ/2.
//
// Fitting never forms the normal equations VᵀVw = Vᵀt, whose matrix has
// the square of the condition number of the design V = [xᵢᵏ]: about
// 1.5·10⁷ for the ten points of PRML on [0, 1], so 2·10¹⁴ squared, and
// 10¹⁴ unsquared for x in [2, 3]. With λ = 0 the fit maps x to [−1, 1],
// solves in the Chebyshev basis by QR (condition 15 for PRML's ten
// points at degree 9), and evaluates there; only the reported W, the coefficients
// in powers of x, is converted, in 256-bit arithmetic. Poly.Cond and
// Poly.MonomialCond report both condition numbers.
//
// # By blocks (issue 28)
//
// FitPolys and PolyCV never hold an N×(M+1) matrix. They fold the rows of
// [T₀(u) … T_M(u) | t], 512 at a time, into a small triangular factor R by
// Householder QR; every degree up to M is read from R's leading block, a
// penalty λ adds M+1 rows to it, and the plain-power design, being the
// Chebyshev design times a small change of basis C, has the singular
// values of R·C. Cross-validation keeps one such factor per fold and
// combines the others' for each fold's training rows. x is mapped to
// [−1, 1] and t divided by a power of two, so no overflow can arise in
// the working: λ up to the largest float64 and t up to ±10³⁰⁸ are fitted.
//
// # Folds and cross-validation (§1.5.2)
//
// KFold, LeaveOneOut and HoldOut make the folds of scikit-learn's KFold
// (shuffled or not), LeaveOneOut and train_test_split, index for index:
// Permutation reproduces numpy's RandomState(seed).permutation with
// MT19937. So a teacher who checks a result in a notebook gets the same
// folds. CrossValidate scores each fold with a Score (PolyScore, KNNScore,
// NBScore) and reports the unweighted mean, as cross_val_score does.
// PolyLOO computes leave-one-out for least squares in one fit, from the
// hat matrix: the residual of the fit without point i is eᵢ/(1 − Hᵢᵢ).
//
// # Losses, the bound, the coin
//
// Losses lists the 0-1, quadratic, absolute and log losses of §1.3.1 with
// the perceptron's and the hinge, as functions of the margin y·f(x).
// Epsilon is the bound of Theorem 1.1 (§1.6.2) for a finite set of d functions,
// ε(d, N, δ) = √((ln d + ln(1/δ))/(2N)); SampleSize inverts it.
// EstimateCoin compares maximum likelihood with the MAP and posterior-mean
// estimates under a Beta prior.
package selection
