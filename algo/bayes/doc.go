// Package bayes is chapter 4 of Li Hang's 统计学习方法, naive Bayes.
//
// FitCategorical counts a table of string features and forms the book's
// smoothed estimates (N_c+λ)/(N+Kλ) and (N_{c,j,a}+λ)/(N_c+S_jλ) as exact
// big.Rat fractions beside float64s; Query gives each class's product and
// the prediction as Examples 4.1 and 4.2 print them, and typeset.FormatRat
// writes "1/45". FitGaussian is the Gaussian form for points: Decision is
// the stable log-odds for shading regions, Explain breaks it into a prior
// and per-feature likelihoods, and Ellipse gives each class's kσ ellipse.
package bayes
