package method

import (
	"perceptronlab/dataset"
	"perceptronlab/param"
)

// perceptron are the parameters every form of the perceptron owns.
var perceptron = []param.Spec{param.Eta, param.Order, param.Seed, param.MaxEpochs}

// builtins are the lab's methods, one entry each: the perceptron's forms
// (Li Hang, chapter 2) and its relatives, k-NN (chapter 3), naive Bayes
// (chapter 4) and chapter 1's polynomial fit.
var builtins = []*Method{
	{Name: "primal", Title: "Primal", TitleZh: "原始形式", Specs: perceptron, Uses: Window | Train | Plot | Explain},
	{Name: "dual", Title: "Dual", TitleZh: "对偶形式", Specs: perceptron, Uses: Window | Train | Plot | Explain},
	{Name: "kernel", Title: "Kernel", TitleZh: "核函数",
		Specs: append(perceptron[:len(perceptron):len(perceptron)], param.KernelName, param.Sigma, param.KernelDegree, param.Coef0),
		Uses:  Window | Train | Plot | Explain},
	{Name: "pocket", Title: "Pocket", TitleZh: "口袋算法", Specs: perceptron, Uses: Window | Train | Plot},
	{Name: "averaged", Title: "Averaged", TitleZh: "平均感知机", Specs: perceptron, Uses: Window | Train | Plot},
	{Name: "svm", Title: "Optimal hyperplane (SVM)", TitleZh: "最优分离超平面 (SVM)", Uses: Train | Plot},
	{Name: "lsq", Title: "Least squares", TitleZh: "最小二乘", Uses: Train | Plot},
	{Name: "knn", Title: "k-NN", TitleZh: "k 近邻", Specs: []param.Spec{param.K, param.P}, Tries: []param.Spec{param.Ks},
		Uses: Window | Plot | CV},
	{Name: "nb", Title: "Naive Bayes", TitleZh: "朴素贝叶斯", Specs: []param.Spec{param.NBLambda}, Uses: Window | Plot | CV},
	{Name: "polyfit", Title: "Polynomial fit", TitleZh: "多项式拟合", Task: dataset.Regression,
		Specs: []param.Spec{param.M, param.FitLambda}, Tries: []param.Spec{param.Degrees}, Uses: Window | Plot | CV},
}
