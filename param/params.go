package param

import "math"

// The parameters of the lab's methods, each defined once.
var (
	// Eta is the perceptron's learning rate η (Li Hang, Algorithm 2.1).
	Eta = &Real{Name: "eta", Symbol: "η", Doc: "learning rate `η`, finite and > 0", Min: 0}
	// Sigma is the width σ of the RBF kernel exp(−‖x−z‖²/(2σ²)).
	Sigma = &Real{Name: "sigma", Symbol: "σ", Doc: "width `σ` of the rbf kernel exp(−‖x−z‖²/(2σ²)), finite and > 0", Min: 0}
	// P is the order p of k-NN's Lp distance (Li Hang, 3.2): 1 Manhattan,
	// 2 Euclidean, inf Chebyshev.
	P = &Real{Name: "p", Symbol: "p", Doc: "the order `P` of the Lp distance: a number ≥ 1 (1 Manhattan, 2 Euclidean) or inf (Chebyshev)", Min: 1, Closed: true, Inf: true}
	// K is the number of neighbours that vote in k-NN (Li Hang §3.1). Its
	// link key is "knn": a link's "k" is the step.
	K = &Int{Name: "k", Key: "knn", Symbol: "k", Doc: "the number `K` of neighbours that vote, 1 ≤ K ≤ N", Min: 1, Max: 1 << 20}
	// KernelDegree is the degree of the polynomial kernel (x·z + c)^degree.
	// It is not chapter 1's polynomial order M, which is a parameter of its
	// own.
	KernelDegree = &Int{Name: "degree", Symbol: "degree", Doc: "`degree` of the poly kernel (x·z + coef0)^degree, 1 to 10", Min: 1, Max: 10}
	// Gap is the distance between the classes of a random separable set
	// (Examples ▸ Random separable data).
	Gap = &Real{Name: "gap", Symbol: "gap", Doc: "distance between the classes of a random separable set, finite and > 0", Min: 0}
	// Seed seeds the random visiting order.
	Seed = &Int{Name: "seed", Symbol: "seed", Doc: "`seed` of the random order", Min: math.MinInt64, Max: math.MaxInt64}
)

// Params lists every parameter: the one registry, in the order help texts
// and tests walk it.
var Params = []Param{Eta, Sigma, P, K, KernelDegree, Seed, Gap}
