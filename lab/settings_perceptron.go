package lab

import (
	"fmt"
	"slices"

	"perceptronlab/algo/perceptron"
	"perceptronlab/param"
)

// PerceptronSettings are the settings every perceptron form shares: the
// step η, the order of the points, the seed of a random order, and the
// start w₀, b₀ (or no bias at all).
type PerceptronSettings struct {
	Eta    float64
	Order  perceptron.Order
	Seed   int64
	W0     []float64 // nil means the zero vector
	B0     float64
	NoBias bool
}

// Start returns the start vector w₀ in dimension d: W0 when it has d
// values, zero otherwise.
func (ps PerceptronSettings) Start(d int) []float64 {
	if len(ps.W0) == d {
		return slices.Clone(ps.W0)
	}
	return make([]float64, d)
}

// algo returns the perceptron package's settings for these.
func (ps PerceptronSettings) algo() perceptron.Settings {
	return perceptron.Settings{Eta: ps.Eta, NoBias: ps.NoBias, Order: ps.Order, Seed: ps.Seed}
}

func (ps PerceptronSettings) equal(o TrainSettings) bool {
	return ps.Eta == o.Eta && ps.Order == o.Order && ps.Seed == o.Seed &&
		slices.Equal(ps.W0, o.W0) && ps.B0 == o.B0 && ps.NoBias == o.NoBias
}

// toFile writes the settings as a session file has them.
func (ps PerceptronSettings) toFile(sf *settingsFile) {
	sf.Eta, sf.Order, sf.Seed, sf.W0, sf.B0, sf.NoBias = ps.Eta, ps.Order.String(), ps.Seed, ps.W0, ps.B0, ps.NoBias
}

// fromFile reads and checks a session file's settings for points of
// dimension d; an order left out is cyclic.
func (ps *PerceptronSettings) fromFile(sf settingsFile, d int) error {
	order := perceptron.Cyclic
	if sf.Order != "" {
		o, err := perceptron.ParseOrder(sf.Order)
		if err != nil {
			return err
		}
		order = o
	}
	if err := param.Eta.Check(sf.Eta); err != nil {
		return err
	}
	if !finite(sf.B0) || !allFinite(sf.W0) {
		return fmt.Errorf(tr("settings: %s is not a finite number"), "w0, b0")
	}
	if sf.W0 != nil && len(sf.W0) != d {
		return fmt.Errorf(tr("w0 has %d values for dimension %d"), len(sf.W0), d)
	}
	ps.Eta, ps.Order, ps.Seed, ps.W0, ps.B0, ps.NoBias = sf.Eta, order, sf.Seed, sf.W0, sf.B0, sf.NoBias
	return nil
}

// fromLink reads a link's keys into sf, each with its one parse.
func (ps PerceptronSettings) fromLink(p *linkParser, sf *settingsFile) error {
	return firstError(p.choice(param.Order, &sf.Order), p.param(param.Eta, &sf.Eta), p.real("b0", &sf.B0),
		p.int64(param.Seed, &sf.Seed), p.bool("nobias", &sf.NoBias), p.vector("w0", &sf.W0, p.l.Set.D))
}

// toLink lists the link's keys, each marked when it differs from def.
func (ps PerceptronSettings) toLink(form Form, def TrainSettings) []linkField {
	return []linkField{
		{writeKey(param.Eta, form), param.Eta.Format(ps.Eta), ps.Eta != def.Eta},
		{writeKey(param.Order, form), ps.Order.String(), ps.Order != def.Order},
		{writeKey(param.Seed, form), param.Seed.Format(ps.Seed), ps.Seed != def.Seed},
		{"w0", nums(ps.W0), !slices.Equal(ps.W0, def.W0)},
		{"b0", num(ps.B0), ps.B0 != def.B0},
		{"nobias", "1", ps.NoBias},
	}
}
