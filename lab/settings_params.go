package lab

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"perceptronlab/algo/numeric"
	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
	"perceptronlab/method"
	"perceptronlab/param"
)

// A session file keeps the methods' parameters as their specs say, a
// section per method:
//
//	"settings": {"form": "knn", "b0": 0, "noBias": false,
//	 "params": {"knn": {"k": 3, "p": "inf"}, "primal": {"eta": 1, "order": "cyclic", "seed": 0}, …}}
//
// Each value is written as its spec's FormatValue writes it, as a JSON
// number where it is one, else as a string, and read with the spec's
// ParseValue: one parse, one limit, one message. Files written before
// keep the parameters as flat fields of "settings" (eta, order, seed,
// kernel, sigma, degree, k, p: each its spec's Name); they still open,
// and a section's value wins over a flat field.

// settingsSpecs are the parameters TrainSettings keeps in fields of its
// own; the others of a classification method's specs keep their values
// in TrainSettings.Params.
var settingsSpecs = []param.Spec{param.Eta, param.Order, param.Seed, param.KernelName, param.Sigma,
	param.KernelDegree, param.K, param.P}

// elsewhere are the parameters a session keeps out of its settings:
// naive Bayes's λ in the Table tab's table, the k to try in k-NN's
// cross-validation.
var elsewhere = []param.Spec{param.NBLambda, param.Ks}

// freeSpecs returns every classification method's spec that
// TrainSettings has no field for, each once, in the registry's order.
func freeSpecs() []param.Spec {
	var out []param.Spec
	for _, m := range method.All() {
		if m.Task != dataset.Classification {
			continue
		}
		for _, s := range m.Specs {
			if !slices.Contains(settingsSpecs, s) && !slices.Contains(elsewhere, s) && !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	return out
}

// flat returns a pointer to sf's flat field of a bound spec, nil for
// another: the field a session file spelled it with before sections.
func (sf *settingsFile) flat(s param.Spec) any {
	switch s {
	case param.Eta:
		return &sf.Eta
	case param.Order:
		return &sf.Order
	case param.Seed:
		return &sf.Seed
	case param.KernelName:
		return &sf.Kernel
	case param.Sigma:
		return &sf.Sigma
	case param.KernelDegree:
		return &sf.Degree
	case param.K:
		return &sf.K
	case param.P:
		return &sf.P
	}
	return nil
}

// flatText returns the flat field's value as the spec writes it.
func flatText(s param.Spec, f any) string {
	switch f := f.(type) {
	case *float64:
		return s.FormatValue(*f)
	case *int64:
		return s.FormatValue(*f)
	case *int:
		return s.FormatValue(*f)
	case *string:
		return *f
	}
	return ""
}

// setFlat sets the flat field f to x, a value of its spec.
func setFlat(s param.Spec, f any, x any) {
	switch f := f.(type) {
	case *float64:
		*f = x.(float64)
	case *int64:
		*f = x.(int64)
	case *int:
		*f = int(x.(int64))
	case *string:
		*f = s.FormatValue(x)
	}
}

// writeParams moves sf's flat fields into its params section, each under
// the method writeKey names for form, with the free specs' values of ts.
func (sf *settingsFile) writeParams(ts TrainSettings) {
	sf.Params = map[string]map[string]json.RawMessage{}
	put := func(s param.Spec, text string) {
		m, name, _ := strings.Cut(writeKey(s, ts.Form), ".")
		if sf.Params[m] == nil {
			sf.Params[m] = map[string]json.RawMessage{}
		}
		sf.Params[m][name] = jsonValue(s, text)
	}
	for _, s := range settingsSpecs {
		put(s, flatText(s, sf.flat(s)))
	}
	sf.zeroFlat()
	for _, s := range freeSpecs() {
		if v, ok := ts.Params[key(s)]; ok {
			put(s, s.FormatValue(v))
		}
	}
}

// zeroFlat clears the flat fields, which a file with sections leaves out.
func (sf *settingsFile) zeroFlat() {
	sf.Eta, sf.Order, sf.Seed, sf.Kernel, sf.Sigma, sf.Degree, sf.K, sf.P = 0, "", 0, "", 0, 0, 0, ""
}

// jsonValue writes text as a JSON number when it is one, else as a string.
func jsonValue(s param.Spec, text string) json.RawMessage {
	if k := s.Kind(); (k == param.IntKind || k == param.RealKind) && json.Valid([]byte(text)) && !strings.ContainsAny(text, `"/`) {
		return json.RawMessage(text)
	}
	b, _ := json.Marshal(text)
	return b
}

// readParams reads sf's params section: a bound spec's value into its
// flat field, the others into free (canonical key → value). Each value is
// read with its spec's one parse; an error names its key.
func (sf *settingsFile) readParams() (free param.Values, err error) {
	free = param.Values{}
	for _, m := range slices.Sorted(maps.Keys(sf.Params)) {
		for _, name := range slices.Sorted(maps.Keys(sf.Params[m])) {
			path := []string{"settings", "params", m, name}
			s, ok := specOfKey(m+"."+name, dataset.Classification)
			if !ok || slices.Contains(elsewhere, s) {
				return nil, at(fmt.Errorf(tr("settings: params: unknown parameter %s (a session may have %s)"), clip(m+"."+name), settingsKeys()), path...)
			}
			x, err := s.ParseValue(rawText(sf.Params[m][name]))
			if err != nil {
				return nil, at(fmt.Errorf("settings: params: %s: %w", m+"."+name, err), path...)
			}
			if f := sf.flat(s); f != nil {
				setFlat(s, f, x)
			} else {
				free[key(s)] = x
			}
		}
	}
	return free, nil
}

// settingsKeys lists the parameters a session's params section may have.
func settingsKeys() string {
	var keys []string
	for _, s := range append(slices.Clone(settingsSpecs), freeSpecs()...) {
		keys = append(keys, key(s))
	}
	return strings.Join(keys, ", ")
}

// rawText returns a JSON value as text: a string's contents, or a
// number's digits.
func rawText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	return string(raw)
}

// freeParams reads the free specs' keys of a link into ts.Params, each
// with its spec's one parse.
func (p *linkParser) freeParams(ts *TrainSettings) error {
	for _, s := range freeSpecs() {
		v, ok := p.kv[key(s)]
		if !ok {
			continue
		}
		x, err := s.ParseValue(clip(v))
		if err != nil {
			return fmt.Errorf("%s: %w", p.written(key(s)), err)
		}
		if ts.Params == nil {
			ts.Params = param.Values{}
		}
		ts.Params[key(s)] = x
	}
	return nil
}

// freeToLink lists the free specs' keys that differ from their default.
func (ts TrainSettings) freeToLink() []linkField {
	var fs []linkField
	for _, s := range freeSpecs() {
		if v, ok := ts.Params[key(s)]; ok {
			text := s.FormatValue(v)
			fs = append(fs, linkField{writeKey(s, ts.Form), text, text != s.FormatValue(s.DefaultValue())})
		}
	}
	return fs
}

// freeEqual reports whether ts and o give the free specs the same values.
func (ts TrainSettings) freeEqual(o TrainSettings) bool {
	for _, s := range freeSpecs() {
		get := func(t TrainSettings) string {
			if v, ok := t.Params[key(s)]; ok {
				return s.FormatValue(v)
			}
			return s.FormatValue(s.DefaultValue())
		}
		if get(ts) != get(o) {
			return false
		}
	}
	return true
}

// free returns the value of a free spec s: ts.Params's, or s's default.
func (ts TrainSettings) free(s param.Spec) any {
	if v, ok := ts.Params[key(s)]; ok {
		return v
	}
	return s.DefaultValue()
}

// algo returns the perceptron package's settings, with the epoch limit a
// link or a file may give (primal.max-epochs; 0 is the default).
func (ts TrainSettings) algo() perceptron.Settings {
	as := ts.PerceptronSettings.algo()
	if n, ok := ts.free(param.MaxEpochs).(int64); ok {
		as.MaxEpochs = int(n)
	}
	return as
}

// Kernel returns the kernel the settings name, with the constant c of the
// polynomial kernel a link or a file may give (kernel.coef0, 1 by
// default).
func (ts TrainSettings) Kernel() (numeric.Kernel, error) {
	c, _ := ts.free(param.Coef0).(float64)
	return numeric.ParseKernel(ts.KernelName, ts.KernelDegree, c, ts.Sigma)
}

// SpecKey returns the key TrainSettings.Params, a link and the error
// messages file a classification method's spec s under: "knn.k",
// "kernel.coef0", "primal.max-epochs" (its first owner's name).
func SpecKey(s param.Spec) string { return key(s) }

// Value returns the settings' value of spec s, of its Kind's Go type
// (int64, float64, string…): a field's, or Params's, or the default.
func (ts TrainSettings) Value(s param.Spec) any {
	switch s {
	case param.Eta:
		return ts.Eta
	case param.Order:
		return ts.Order.String()
	case param.Seed:
		return ts.Seed
	case param.KernelName:
		return ts.KernelName
	case param.Sigma:
		return ts.Sigma
	case param.KernelDegree:
		return int64(ts.KernelDegree)
	case param.K:
		return int64(ts.K)
	case param.P:
		return ts.P
	}
	return ts.free(s)
}

// SetValue sets the settings' value of spec s to v, of its Kind's Go type,
// after the spec's one check (it formats v and parses it back): a form row
// built from a spec needs nothing else. It returns the spec's error and
// changes nothing for a value out of its limit.
func (ts *TrainSettings) SetValue(s param.Spec, v any) error {
	text := s.FormatValue(v)
	x, err := s.ParseValue(text)
	if err != nil {
		return err
	}
	switch s {
	case param.Eta:
		ts.Eta = x.(float64)
	case param.Order:
		o, err := perceptron.ParseOrder(x.(string))
		if err != nil {
			return err
		}
		ts.Order = o
	case param.Seed:
		ts.Seed = x.(int64)
	case param.KernelName:
		ts.KernelName = x.(string)
	case param.Sigma:
		ts.Sigma = x.(float64)
	case param.KernelDegree:
		ts.KernelDegree = int(x.(int64))
	case param.K:
		ts.K = int(x.(int64))
	case param.P:
		ts.P = x.(float64)
	default:
		ts.Params = maps.Clone(ts.Params)
		if ts.Params == nil {
			ts.Params = param.Values{}
		}
		ts.Params[key(s)] = x
	}
	return nil
}
