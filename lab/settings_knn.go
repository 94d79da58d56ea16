package lab

import "perceptronlab/param"

// KNNSettings are k-NN's own parameters: the number of neighbours k
// (param.K) and the order p of the Lp distance (param.P, math.Inf(1) for
// L∞).
type KNNSettings struct {
	K int
	P float64
}

// toFile writes the settings as a session file has them.
func (ks KNNSettings) toFile(sf *settingsFile) {
	sf.K, sf.P = ks.K, param.P.Format(ks.P)
}

// fromFile reads and checks a session file's settings; a file without k
// or p (older ones) keeps the defaults.
func (ks *KNNSettings) fromFile(sf settingsFile, _ int) error {
	if sf.K != 0 {
		if err := param.K.CheckInt(sf.K); err != nil {
			return err
		}
		ks.K = sf.K
	}
	if sf.P != "" {
		p, err := param.P.Parse(sf.P)
		if err != nil {
			return err
		}
		ks.P = p
	}
	return nil
}

// fromLink reads a link's keys into sf, each with its one parse.
func (ks KNNSettings) fromLink(p *linkParser, sf *settingsFile) error {
	p.str(key(param.P), &sf.P)
	return p.int(param.K, &sf.K)
}

func (ks KNNSettings) equal(o TrainSettings) bool { return ks == o.KNNSettings }

// toLink lists the link's keys, each marked when it differs from def.
func (ks KNNSettings) toLink(form Form, def TrainSettings) []linkField {
	return []linkField{
		{writeKey(param.K, form), param.K.FormatInt(ks.K), ks.K != def.K},
		{writeKey(param.P, form), param.P.Format(ks.P), ks.P != def.P},
	}
}
