package lab

import (
	"slices"

	"perceptronlab/algo/numeric"
	"perceptronlab/param"
)

// KernelSettings are the kernel form's own parameters: the kernel's name,
// "rbf" or "poly", the RBF width σ (param.Sigma) and the polynomial
// kernel's degree (param.KernelDegree, with c = 1), named so that it
// cannot be taken for chapter 1's polynomial order M.
type KernelSettings struct {
	KernelName   string
	Sigma        float64
	KernelDegree int
}

// Kernel returns the kernel these settings name.
func (ks KernelSettings) Kernel() (numeric.Kernel, error) {
	return numeric.ParseKernel(ks.KernelName, ks.KernelDegree, 1, ks.Sigma)
}

// toFile writes the settings as a session file has them.
func (ks KernelSettings) toFile(sf *settingsFile) {
	sf.Kernel, sf.Sigma, sf.Degree = ks.KernelName, ks.Sigma, ks.KernelDegree
}

// fromFile reads and checks a session file's settings; a file without a
// kernel (older ones) keeps the defaults.
func (ks *KernelSettings) fromFile(sf settingsFile, _ int) error {
	if sf.Kernel != "" {
		ks.KernelName, ks.Sigma, ks.KernelDegree = sf.Kernel, sf.Sigma, sf.Degree
	}
	_, err := ks.Kernel()
	return err
}

// oldKernelDegree is the window's default degree before it took the
// spec's (param.KernelDegree.Default, the command line's 3): links written
// then left degree=2 out.
const oldKernelDegree = 2

// fromLink reads a link's keys into sf, each with its one parse. A link
// that spells the kernel the old way (kernel=poly) and gives no degree was
// written when the default degree was 2, and reads so.
func (ks KernelSettings) fromLink(p *linkParser, sf *settingsFile) error {
	err := firstError(p.choice(param.KernelName, &sf.Kernel), p.param(param.Sigma, &sf.Sigma), p.int(param.KernelDegree, &sf.Degree))
	_, hasDegree := p.kv[key(param.KernelDegree)]
	if w, ok := p.as[key(param.KernelName)]; ok && !hasDegree && slices.Contains(param.KernelName.OldKeys(), w) {
		sf.Degree = oldKernelDegree
	}
	return err
}

func (ks KernelSettings) equal(o TrainSettings) bool { return ks == o.KernelSettings }

// toLink lists the link's keys, each marked when it differs from def.
func (ks KernelSettings) toLink(form Form, def TrainSettings) []linkField {
	return []linkField{
		{writeKey(param.KernelName, form), ks.KernelName, ks.KernelName != def.KernelName},
		{writeKey(param.Sigma, form), param.Sigma.Format(ks.Sigma), ks.Sigma != def.Sigma},
		{writeKey(param.KernelDegree, form), param.KernelDegree.FormatInt(ks.KernelDegree), ks.KernelDegree != def.KernelDegree},
	}
}
