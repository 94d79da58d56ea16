package lab

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"net/url"
	"slices"
	"strings"

	"perceptronlab/dataset"
	"perceptronlab/param"
)

// linkParser turns a link's keys into a Link, one group of keys at a time.
type linkParser struct {
	kv map[string]string
	as map[string]string // a parameter's key as the link wrote it, by its canonical key
	l  *Link
	sf settingsFile // the settings as a session file has them, then checked
}

// parse reads every group of keys.
func (p *linkParser) parse() error {
	for _, step := range []func() error{p.points, p.settings, p.step, p.state, p.query, p.table, p.cv, p.view, p.look} {
		if err := step(); err != nil {
			return err
		}
	}
	return nil
}

// points reads example, or d and points.
func (p *linkParser) points() error {
	ts := DefaultSettings()
	if name, ok := p.kv["example"]; ok {
		if _, has := p.kv["points"]; has {
			return fmt.Errorf(tr("a link has either %s or %s, not both"), "example", "points")
		}
		set, ets, ok := Example(name)
		if !ok {
			return fmt.Errorf(tr("unknown example %q (want one of %s)"), clip(name), strings.Join(ExampleNames(), ", "))
		}
		p.l.Set, ts, p.l.Example = set, ets, name
		p.l.Table = ExampleTable(name)
	} else {
		set, err := parsePoints(p.kv["d"], p.kv["points"])
		if err != nil {
			return err
		}
		p.l.Set = set
	}
	p.sf = ts.toFile()
	return nil
}

// parsePoints reads "x,y,label;x,y,label" in dimension d (2 when "").
func parsePoints(ds, ps string) (*dataset.Set, error) {
	d := 2
	if ds != "" {
		var err error
		if d, err = dimSpec.ParseInt(clip(ds)); err != nil {
			return nil, err
		}
	}
	set := &dataset.Set{D: d}
	if ps == "" {
		return set, nil
	}
	for i, pt := range strings.Split(ps, ";") {
		v, err := ParseVector(pt, d+1)
		if err != nil {
			return nil, fmt.Errorf(tr("points: point %d: %w"), i+1, err)
		}
		if _, err := dataset.PlusMinus.Encode(v[d]); err != nil {
			return nil, fmt.Errorf(tr("points: point %d: %w"), i+1, err)
		}
		set.Add(v[:d], v[d])
	}
	return set, nil
}

// settings reads the settings keys over the example's or the defaults,
// then checks them as a session file's are checked.
func (p *linkParser) settings() error {
	if err := p.l.Settings.fromLink(p, &p.sf); err != nil {
		return err
	}
	var err error
	if p.l.Settings, err = p.sf.settings(p.l.Set.D); err != nil {
		return err
	}
	return p.freeParams(&p.l.Settings)
}

// str copies key's value to dst when the link has the key.
func (p *linkParser) str(key string, dst *string) {
	if v, ok := p.kv[key]; ok {
		*dst = v
	}
}

// choice reads the key of a choice parameter with its one parse.
func (p *linkParser) choice(c *param.Choice, dst *string) error {
	v, ok := p.kv[key(c)]
	if !ok {
		return nil
	}
	x, err := c.Parse(clip(v))
	if err != nil {
		return fmt.Errorf("%s: %w", p.written(key(c)), err)
	}
	*dst = x
	return nil
}

// key returns spec s's canonical key among the classifiers' links.
func key(s param.Spec) string { return canonKey(s, dataset.Classification) }

// written returns key as the link wrote it: an old key, or another
// owner's namespace, reads back as the reader typed it.
func (p *linkParser) written(key string) string {
	if k, ok := p.as[key]; ok {
		return k
	}
	return key
}

// real reads key as a finite number.
func (p *linkParser) real(key string, dst *float64) error {
	v, ok := p.kv[key]
	if !ok {
		return nil
	}
	x, err := ParseReal(v)
	if err != nil {
		return fmt.Errorf("%s: %w", key, err)
	}
	*dst = x
	return nil
}

// param reads the key of a real parameter with its one parse.
func (p *linkParser) param(r *param.Real, dst *float64) error {
	v, ok := p.kv[key(r)]
	if !ok {
		return nil
	}
	x, err := r.Parse(clip(v))
	if err != nil {
		return fmt.Errorf("%s: %w", p.written(key(r)), err)
	}
	*dst = x
	return nil
}

// int64 reads the key of a whole-number parameter with its one parse.
func (p *linkParser) int64(n *param.Int, dst *int64) error {
	v, ok := p.kv[key(n)]
	if !ok {
		return nil
	}
	x, err := n.Parse(clip(v))
	if err != nil {
		return fmt.Errorf("%s: %w", p.written(key(n)), err)
	}
	*dst = x
	return nil
}

// int is int64 for an int.
func (p *linkParser) int(n *param.Int, dst *int) error {
	x := int64(*dst)
	err := p.int64(n, &x)
	*dst = int(x)
	return err
}

// intKey reads key as a whole number with spec n's one parse.
func (p *linkParser) intKey(key string, n *param.Int, dst *int) error {
	v, ok := p.kv[key]
	if !ok {
		return nil
	}
	x, err := n.ParseInt(clip(v))
	if err != nil {
		return err
	}
	*dst = x
	return nil
}

// The numbers of a classifier's link that are no method's parameter, each
// with its one limit and message: the dimension and the training step.
var (
	dimSpec  = &param.Int{Name: "d", Symbol: "d", Min: 1, Max: dataset.MaxDim}
	stepSpec = &param.Int{Name: "k", Symbol: "k", Min: 0, Max: MaxLinkSteps}
)

// bool reads key as 1 or 0 (also true or false).
func (p *linkParser) bool(key string, dst *bool) error {
	v, ok := p.kv[key]
	if !ok {
		return nil
	}
	switch v {
	case "1", "true":
		*dst = true
	case "0", "false":
		*dst = false
	default:
		return fmt.Errorf(tr("%s must be 1 or 0, got %q"), key, clip(v))
	}
	return nil
}

// vector reads key as n numbers separated by commas.
func (p *linkParser) vector(key string, dst *[]float64, n int) error {
	v, ok := p.kv[key]
	if !ok {
		return nil
	}
	x, err := ParseVector(v, n)
	if err != nil {
		return fmt.Errorf("%s: %w", key, err)
	}
	*dst = x
	return nil
}

// firstError returns the first error that is not nil.
func firstError(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// step reads k, within the limits on replaying.
func (p *linkParser) step() error {
	if err := firstError(p.intKey("k", stepSpec, &p.l.K), p.bool("end", &p.l.Ended)); err != nil {
		return err
	}
	n := max(p.l.Set.Len(), 1)
	switch {
	case p.l.K > 0 && p.l.Set.Len() == 0:
		return fmt.Errorf(tr("k = %d needs points to train on"), p.l.K)
	case p.l.K > 0 && !p.l.Settings.Form.Trains():
		return fmt.Errorf(tr("k must be 0 for %s, which does not train step by step"), p.l.Settings.Form)
	case p.l.K > maxReplayWork/n:
		return fmt.Errorf(tr("k = %d on %d points is more training than a link may replay"), p.l.K, n)
	}
	return nil
}

// state reads w, b and alpha, which come together (alpha may be left out
// when all its values are 0).
func (p *linkParser) state() error {
	_, hasW := p.kv["w"]
	_, hasB := p.kv["b"]
	_, hasA := p.kv["alpha"]
	if !hasW && !hasB && !hasA {
		return nil
	}
	if !hasB {
		return fmt.Errorf(tr("a link that gives %s must give %s too"), "w, alpha", "b")
	}
	st := &LinkState{Alpha: make([]float64, p.l.Set.Len())}
	if p.l.Settings.Form.Linear() {
		if err := p.vector("w", &st.W, p.l.Set.D); err != nil {
			return err
		}
	}
	err := firstError(p.real("b", &st.B), p.vector("alpha", &st.Alpha, p.l.Set.Len()))
	if err == nil && st.W == nil && p.l.Settings.Form.Linear() {
		err = fmt.Errorf(tr("a link that gives %s must give %s too"), "b", "w")
	}
	p.l.State = st
	return err
}

// view reads view as xmin,xmax,ymin,ymax.
func (p *linkParser) view() error {
	var v []float64
	if err := p.vector("view", &v, 4); err != nil || v == nil {
		return err
	}
	if !(v[0] < v[1] && v[2] < v[3]) || math.IsInf(v[1]-v[0], 0) || math.IsInf(v[3]-v[2], 0) {
		return errors.New(tr("view must be xmin,xmax,ymin,ymax with xmin < xmax and ymin < ymax"))
	}
	r := &ViewRect{XMin: v[0], XMax: v[1], YMin: v[2], YMax: v[3]}
	if err := r.check(); err != nil { // the session file's check: widened where float64 cannot divide it
		return err
	}
	p.l.View = r
	return nil
}

// look reads show, lang, projector and dark.
func (p *linkParser) look() error {
	if v, ok := p.kv["show"]; ok {
		p.l.Show = []string{}
		for name := range strings.SplitSeq(v, ",") {
			if v == "" {
				break // "show=" draws no layer
			}
			if !slices.Contains(Layers, name) {
				return fmt.Errorf(tr("show: unknown layer %q (want some of %s)"), clip(name), strings.Join(Layers, ","))
			}
			p.l.Show = append(p.l.Show, name)
		}
	}
	var k LinkLook
	err := k.read(p)
	p.l.Lang, p.l.Projector, p.l.Dark, p.l.Predict = k.Lang, k.Projector, k.Dark, k.Predict
	return err
}

// optBool reads key as 1 or 0 into a new bool, leaving dst nil without it.
func (p *linkParser) optBool(key string, dst **bool) error {
	if _, ok := p.kv[key]; !ok {
		return nil
	}
	var b bool
	if err := p.bool(key, &b); err != nil {
		return err
	}
	*dst = &b
	return nil
}

// query reads the k-NN or naive Bayes query point.
func (p *linkParser) query() error {
	return p.vector("query", &p.l.Query, p.l.Set.D)
}

// table reads table, tquery and lambda.
func (p *linkParser) table() error {
	v, ok := p.kv["table"]
	_, hasQ := p.kv["tquery"]
	_, hasL := p.kv[key(param.NBLambda)]
	if !ok && p.l.Table == nil {
		if hasQ || hasL {
			return fmt.Errorf(tr("a link that gives %s must give %s too"), "tquery, "+p.written(key(param.NBLambda)), "table")
		}
		return nil
	}
	if ok {
		t, err := parseTable(v)
		if err != nil {
			return err
		}
		p.l.Table = t
	}
	t := p.l.Table
	if q, ok := p.kv["tquery"]; ok {
		vs := splitCells(q)
		if len(vs) != t.Dim() {
			return fmt.Errorf(tr("tquery: want %d values, one per feature, got %d"), t.Dim(), len(vs))
		}
		for j, c := range vs {
			t.SetQuery(j, c)
		}
	}
	if l, ok := p.kv[key(param.NBLambda)]; ok {
		if err := t.SetLambda(l); err != nil {
			return fmt.Errorf("%s: %w", p.written(key(param.NBLambda)), err)
		}
	}
	return nil
}

// parseTable reads a table's header and rows, which must all have as many
// cells as the header, at least two (a feature and the class).
func parseTable(v string) (*CategoricalTable, error) {
	rows := strings.Split(v, ";")
	header := splitCells(rows[0])
	if len(header) < 2 || len(header) > dataset.MaxDim+1 {
		return nil, fmt.Errorf(tr("table: the header must name from 1 to %d features and the class, got %d cells"), dataset.MaxDim, len(header))
	}
	t := &CategoricalTable{header: header, lambda: new(big.Rat), query: make([]string, len(header)-1)}
	for i, r := range rows[1:] {
		c := splitCells(r)
		if len(c) != len(header) {
			return nil, fmt.Errorf(tr("table: row %d has %d cells, the header %d"), i+1, len(c), len(header))
		}
		t.rows = append(t.rows, c)
	}
	if len(t.rows) == 0 {
		t.AddRow()
	}
	return t, nil
}

// splitCells splits a row written by cells.
func splitCells(s string) []string {
	c := strings.Split(s, ",")
	for i, v := range c {
		if u, err := url.PathUnescape(v); err == nil {
			c[i] = strings.TrimSpace(u)
		}
	}
	return c
}
