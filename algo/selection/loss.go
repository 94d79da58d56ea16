package selection

import "math"

// Loss is a loss function of Li Hang §1.3.1 or of a later chapter, as a
// function of the margin y·f(x) for labels y = ±1, or of the residual
// f(x) − y for regression.
type Loss struct {
	// Name is a short name: "0-1", "quadratic", "absolute", "log",
	// "perceptron", "hinge".
	Name string
	// Formula is the loss as the book writes it.
	Formula string
	// OfMargin is the loss at margin m = y·f(x).
	OfMargin func(m float64) float64
}

// Losses returns the four losses of §1.3.1 and the perceptron's (§2.3)
// and the hinge (§7.2.4), each as a function of the margin m = y·f(x):
//   - 0-1: 1 when m ≤ 0 (a point on the boundary counts as wrong, as the
//     perceptron counts it), else 0;
//   - quadratic: (y − f(x))² = (1 − m)² for y = ±1;
//   - absolute: |y − f(x)| = |1 − m|;
//   - log: −log P(y|x) with P(y|x) = 1/(1 + e^(−m)) (logistic), that is
//     log(1 + e^(−m)), in nats;
//   - perceptron: max(0, −m);
//   - hinge: max(0, 1 − m).
func Losses() []Loss {
	return []Loss{
		{"0-1", "I(y·f(x) ≤ 0)", ZeroOne},
		{"quadratic", "(y − f(x))²", func(m float64) float64 { return (1 - m) * (1 - m) }},
		{"absolute", "|y − f(x)|", func(m float64) float64 { return math.Abs(1 - m) }},
		{"log", "−log P(y|x)", LogLoss},
		{"perceptron", "max(0, −y·f(x))", func(m float64) float64 { return math.Max(0, -m) }},
		{"hinge", "max(0, 1 − y·f(x))", func(m float64) float64 { return math.Max(0, 1-m) }},
	}
}

// ZeroOne is the 0-1 loss at margin m: 1 when m ≤ 0.
func ZeroOne(m float64) float64 {
	if m <= 0 {
		return 1
	}
	return 0
}

// LogLoss is log(1 + e^(−m)), computed without overflow for large |m|.
func LogLoss(m float64) float64 {
	if m < 0 {
		return -m + math.Log1p(math.Exp(m))
	}
	return math.Log1p(math.Exp(-m))
}
