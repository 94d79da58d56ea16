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
	{Name: "primal", Chapter: 2, Title: "Primal", TitleZh: "原始形式", Specs: perceptron, Uses: Window | Train | Plot | Explain},
	{Name: "dual", Chapter: 2, Title: "Dual", TitleZh: "对偶形式", Specs: perceptron, Uses: Window | Train | Plot | Explain},
	{Name: "kernel", Chapter: 2, Title: "Kernel", TitleZh: "核函数",
		Specs: append(perceptron[:len(perceptron):len(perceptron)], param.KernelName, param.Sigma, param.KernelDegree, param.Coef0),
		Uses:  Window | Train | Plot | Explain},
	{Name: "pocket", Chapter: 2, Title: "Pocket", TitleZh: "口袋算法", Specs: perceptron, Uses: Window | Train | Plot},
	{Name: "averaged", Chapter: 2, Title: "Averaged", TitleZh: "平均感知机", Specs: perceptron, Uses: Window | Train | Plot},
	{Name: "svm", Chapter: 2, Title: "Optimal hyperplane (SVM)", TitleZh: "最优分离超平面 (SVM)", Uses: Train | Plot},
	{Name: "lsq", Chapter: 2, Title: "Least squares", TitleZh: "最小二乘", Uses: Train | Plot},
	{Name: "knn", Chapter: 3, Title: "k-NN", TitleZh: "k 近邻", Specs: []param.Spec{param.K, param.P}, Tries: []param.Spec{param.Ks},
		Uses: Window | Plot | CV},
	{Name: "nb", Chapter: 4, Title: "Naive Bayes", TitleZh: "朴素贝叶斯", Specs: []param.Spec{param.NBLambda}, Uses: Window | Plot | CV},
	{Name: "polyfit", Chapter: 1, Title: "Polynomial fit", TitleZh: "多项式拟合", Task: dataset.Regression,
		Specs: []param.Spec{param.M, param.FitLambda}, Tries: []param.Spec{param.Degrees}, Uses: Window | Plot | CV},
}
