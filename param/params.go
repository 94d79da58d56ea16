package param

import "math"

// The parameters of the lab's methods, each defined once. A method lists
// the ones it owns (package method); the Go name here is each one's
// single definition.
var (
	// Eta is the perceptron's learning rate η (Li Hang, Algorithm 2.1).
	Eta = &Real{Name: "eta", Symbol: "η", Doc: "learning rate `η`, finite and > 0", Min: 0,
		Default: 1, En: "η", Zh: "η", Old: []string{"eta"}}
	// Sigma is the width σ of the RBF kernel exp(−‖x−z‖²/(2σ²)).
	Sigma = &Real{Name: "sigma", Symbol: "σ", Doc: "width `σ` of the rbf kernel exp(−‖x−z‖²/(2σ²)), finite and > 0", Min: 0,
		Default: 1, En: "σ", Zh: "σ", Old: []string{"sigma"}}
	// P is the order p of k-NN's Lp distance (Li Hang, 3.2): 1 Manhattan,
	// 2 Euclidean, inf Chebyshev.
	P = &Real{Name: "p", Symbol: "p", Doc: "the order `P` of the Lp distance: a number ≥ 1 (1 Manhattan, 2 Euclidean) or inf (Chebyshev)", Min: 1, Closed: true, Inf: true,
		Default: 2, En: "p", Zh: "p", Old: []string{"p"}}
	// K is the number of neighbours that vote in k-NN (Li Hang §3.1). Its
	// old link key is "knn": a link's "k" is the step. k ≤ N is checked
	// where N is known, by K.CheckUpTo.
	K = &Int{Name: "k", Key: "knn", Symbol: "k", Doc: "the number `K` of neighbours that vote, 1 ≤ K ≤ N", Min: 1, Max: 1 << 20,
		Default: 1, En: "k", Zh: "k", Old: []string{"knn"}}
	// KernelDegree is the degree of the polynomial kernel (x·z + c)^degree.
	// It is not chapter 1's polynomial order M, which is a parameter of its
	// own. Its default is the command line's, 3: the window uses it too.
	KernelDegree = &Int{Name: "degree", Symbol: "degree", Doc: "`degree` of the poly kernel (x·z + coef0)^degree, 1 to 10", Min: 1, Max: 10,
		Default: 3, En: "Degree", Zh: "次数", Old: []string{"degree"}}
	// Coef0 is the constant c of the polynomial kernel (x·z + c)^degree.
	Coef0 = &Real{Name: "coef0", Symbol: "c", Doc: "constant `c` of the poly kernel", Min: math.Inf(-1),
		Default: 1, En: "Constant c", Zh: "常数 c"}
	// KernelName is the kernel perceptron's kernel.
	KernelName = &Choice{Name: "kernel", Symbol: "kernel", Doc: "`kernel` of --method kernel: linear, poly or rbf",
		Options: []string{"linear", "poly", "rbf"}, Default: "linear",
		OptEn: []string{"Linear", "Polynomial", "Gaussian (RBF)"}, OptZh: []string{"线性核", "多项式核", "高斯核 (RBF)"},
		En: "Kernel", Zh: "核函数", Old: []string{"kernel"}}
	// Gap is the distance between the classes of a random separable set
	// (Examples ▸ Random separable data).
	Gap = &Real{Name: "gap", Symbol: "gap", Doc: "distance between the classes of a random separable set, finite and > 0", Min: 0,
		Default: 1, En: "Gap", Zh: "间距", Old: []string{"gap"}}
	// Seed seeds the perceptron's random visiting order. Its default is
	// the command line's, 1 (a new session in the window starts at 0).
	Seed = &Int{Name: "seed", Symbol: "seed", Doc: "`seed` of the random order", Min: math.MinInt64, Max: math.MaxInt64,
		Default: 1, En: "Seed", Zh: "随机种子", Old: []string{"seed"}}
	// Order is the perceptron's visiting order.
	Order = &Choice{Name: "order", Symbol: "order", Doc: "visiting `order`: cyclic (ESL, scikit-learn), first (Li Hang's examples) or random",
		Options: []string{"cyclic", "first", "random"}, Default: "cyclic",
		OptEn: []string{"cyclic", "first", "random"}, OptZh: []string{"循环", "首个误分类点", "随机"},
		En: "Order", Zh: "顺序", Old: []string{"order"}}
	// MaxEpochs bounds the perceptron's passes over the data; 0 means its
	// default, 1000 (perceptron.DefaultMaxEpochs).
	MaxEpochs = &Int{Name: "max-epochs", Symbol: "maximum epochs", Doc: "stop after `n` passes over the data (0: the default)", Min: 0, Max: math.MaxInt64,
		Default: 1000, Late: true, En: "Max epochs", Zh: "最大轮数"}
	// M is chapter 1's polynomial degree M: one limit, 0 to 30, for the
	// algorithm, the command line (--degree), the link and the window.
	M = &Int{Name: "m", Flag: "degree", Symbol: "M", Doc: "the degree `M` of the polynomial", Min: 0, Max: 30,
		Default: 3, En: "Degree M", Zh: "次数 M", Old: []string{"m"}}
	// FitLambda is chapter 1's penalty λ ≥ 0 of (1.19) on ‖w‖².
	FitLambda = &Real{Name: "lambda", Symbol: "λ", Doc: "the penalty `λ` ≥ 0 of (1.19) on ‖w‖²; 0 is plain least squares", Min: 0, Closed: true,
		En: "Penalty λ", Zh: "正则化系数 λ"}
	// LnLambda is ln λ of chapter 1's penalty as the window's slider and
	// older links carry it: at most 0; FitMinLnLambda (−40) and below
	// stand for λ = 0.
	LnLambda = &Real{Name: "lnlambda", Symbol: "ln λ", Doc: "ln λ of the penalty of (1.19), at most 0; −40 or less is λ = 0", Min: math.Inf(-1), Max: 0, Upper: true,
		Default: FitMinLnLambda, En: "ln λ", Zh: "ln λ", Old: []string{"lnlambda"}}
	// NBLambda is categorical naive Bayes's smoothing λ ≥ 0 (Li Hang
	// (4.10)): 0 maximum likelihood, 1 Laplace; exact, at most 60 digits.
	NBLambda = &Frac{Name: "lambda", Symbol: "λ", Doc: "the smoothing λ ≥ 0 of the categorical model: 0 is maximum likelihood, 1 Laplace (a number or a fraction p/q)",
		Digits: 60, Default: "0", En: "Smoothing λ", Zh: "平滑参数 λ", Old: []string{"lambda"}}
	// Folds is the number S of a cross-validation's folds, at least 2
	// (and at most the rows N, checked where N is known). Late: the folds
	// (selection.KFolds) check S against 2 and N together.
	Folds = &Int{Name: "folds", Symbol: "S", Doc: "S-fold cross-validation: scikit-learn's KFold(n_splits=`S`)", Min: 2, Max: math.MaxInt32,
		Default: 5, En: "Folds S", Zh: "折数 S", Late: true}
	// CVSeed is numpy's RandomState seed of a cross-validation's shuffle
	// or hold-out.
	CVSeed = &Int{Name: "seed", Symbol: "seed", Doc: "numpy's RandomState `seed` (0…4294967295) for --shuffle and --holdout", Min: 0, Max: math.MaxUint32,
		En: "Seed", Zh: "随机种子"}
	// Ks are the k that Choose k (k-NN's cross-validation) tries.
	Ks = &List{Name: "ks", Flag: "k", Symbol: "k", Doc: "knn: the numbers of neighbours to try, `A-B` or k1,k2,…", Min: 1, Max: 1 << 20,
		Default: "1,3,5,7,9", En: "k to try", Zh: "候选 k", Old: []string{"ks"}}
	// Degrees are the degrees M that a cross-validation or a sweep tries.
	Degrees = &List{Name: "degrees", Symbol: "M", Doc: "polyfit: the degrees `A-B` (or a list 0,1,3,9) to try", Min: 0, Max: 30,
		Default: "0-9", En: "Degrees M", Zh: "次数 M"}
)

// FitMinLnLambda is the ln λ that stands for λ = 0: the window's slider's
// left end.
const FitMinLnLambda = -40.0

// Specs lists every parameter: the one list of them, in the order help
// texts and tests walk it.
var Specs = []Spec{Eta, Order, Seed, MaxEpochs, KernelName, Sigma, KernelDegree, Coef0, K, P, Ks,
	NBLambda, M, FitLambda, LnLambda, Degrees, Folds, CVSeed, Gap}

// Params lists every parameter as a Param (Specs, as they were first
// listed).
var Params = func() []Param {
	ps := make([]Param, len(Specs))
	for i, s := range Specs {
		ps[i] = s
	}
	return ps
}()
