package lab

import (
	"errors"
	"fmt"
	"math"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"perceptronlab/dataset"
	"perceptronlab/param"
)

// The numbers of a curve-fitting link that are no method's parameter,
// each with its one limit and message: the generator's N and NTest and σ,
// a point's coordinates, the stepper's fold, hold-out's test fraction
// and the S leave-one-out carries unused.
var (
	genN         = &param.Int{Name: "n", Symbol: "N", Min: 1, Max: FitMaxPoints}
	genNTest     = &param.Int{Name: "ntest", Symbol: "NTest", Min: 0, Max: FitMaxPoints}
	genSigma     = &param.Real{Name: "sigma", Symbol: "σ", Min: 0, Closed: true}
	anyNumber    = &param.Real{Name: "x", Symbol: "x", Min: math.Inf(-1)}
	foldSpec     = &param.Int{Name: "fold", Symbol: "fold", Min: 1, Max: math.MaxInt32}
	testFraction = &param.Real{Name: "frac", Symbol: "the test fraction", Min: 0, Max: 1, Upper: true}
	unusedS      = &param.Int{Name: "s", Symbol: "S", Min: math.MinInt64, Max: math.MaxInt64}
)

// A curve-fitting link starts its fragment with "fit=1" and carries the
// data, the fit, the cross-validation setting and the fold shown:
//
//	#fit=1&gen=10:0.3:1:20&polyfit.m=9&polyfit.lambda=1.522997974471263e-08&truth=1&resid=0&cv=kfold:5:shuffle:0:m&fold=2
//
// The degree and the penalty are polyfit's parameters, keyed by its specs
// (param.M, param.FitLambda: linkkeys.go); links written before spell them
// m= and lnlambda= (ln λ), which read through the same alias table. λ is
// written so that its ln is the lab's ln λ exactly; in the rare case no
// float64 is, the link gives lnlambda= instead.
//
// The data is one of: gen=N:σ:seed:NTest (the generator, so a link stays
// short however many points), example=bishop11 or lihang14, or
// pts=x,t,r;x,t,r;… with r = 1 for a test point, 0 for a training point.
// cv is kind:S:shuffle|noshuffle:seed:m|lambda with kind kfold, loo or
// holdout (S is then the test fraction); fold is the stepper's position,
// from 1, shown after cross-validating again. lang, projector, dark and
// predict set the look, as in a classifier's link (LinkLook): a
// classroom's link keeps its language and its projector. pts= with no
// point is a lab emptied of its points. Every key is optional but fit; an
// unknown key is an error. A lab with more than FitMaxPoints points has
// no link: it would not open again.
//
//	#fit=1&example=bishop11&m=9&lang=zh&projector=1&dark=1

// FitLinkKey is the key that marks a curve-fitting link.
const FitLinkKey = "fit"

// IsFitFragment reports whether a link's fragment (with or without the
// address before "#") is a curve-fitting one.
func IsFitFragment(s string) bool {
	_, frag, _ := strings.Cut(s, "#")
	if frag == "" {
		frag = s
	}
	return strings.HasPrefix(frag, FitLinkKey+"=")
}

// FitLink is what a curve-fitting link carries beyond the lab itself: the
// stepper's fold to show, from 1 (0 for none), and the look, whose keys
// (lang, projector, dark, predict) are the classifiers' link's.
type FitLink struct {
	Lab  *FitLab
	Fold int
	LinkLook
}

// Fragment returns the link's fragment: the lab's (FitFragment, which
// writes the fold from the lab's stepper), then the look.
func (f *FitLink) Fragment() (string, error) {
	s, err := f.Lab.FitFragment()
	if err != nil {
		return "", err
	}
	var w fragmentWriter
	f.LinkLook.write(&w)
	if w.Len() > 0 {
		s += "&" + w.String()
	}
	if len(s) > MaxLinkLength {
		return "", ErrLinkTooLarge
	}
	return s, nil
}

// tooManyPointsError says that a lab has more points than a link may
// carry; it is an ErrLinkTooLarge.
type tooManyPointsError struct{ n int }

// Error names the number of points and the limit.
func (e tooManyPointsError) Error() string {
	return fmt.Sprintf(tr("the lab has %d points, more than the %d a link may carry"), e.n, FitMaxPoints)
}

// Is makes the error an ErrLinkTooLarge.
func (tooManyPointsError) Is(target error) bool { return target == ErrLinkTooLarge }

// FitFragment returns the lab's link fragment; fold is the stepper's
// position to carry (−1 for none).
func (l *FitLab) FitFragment() (string, error) {
	if len(l.Points) > FitMaxPoints { // a link that would not open again
		return "", tooManyPointsError{len(l.Points)}
	}
	kv := [][2]string{{FitLinkKey, "1"}}
	switch {
	case l.Truth:
		g := l.Gen
		kv = append(kv, [2]string{"gen", fmt.Sprintf("%d:%s:%d:%d", g.N, num(g.Sigma), g.Seed, g.NTest)})
	case slices.Contains(FitExampleNames, l.Name):
		kv = append(kv, [2]string{"example", l.Name})
	default:
		var b strings.Builder
		for i, p := range l.Points {
			if i > 0 {
				b.WriteByte(';')
			}
			fmt.Fprintf(&b, "%s,%s,%d", num(p.X), num(p.T), b2int(p.Test))
		}
		kv = append(kv, [2]string{"pts", b.String()})
	}
	kv = append(kv, [2]string{fitKey(param.M), param.M.FormatInt(l.M)}, l.lambdaField(),
		[2]string{"truth", strconv.Itoa(b2int(l.ShowTruth))}, [2]string{"resid", strconv.Itoa(b2int(l.ShowResiduals))},
		[2]string{"cv", l.CV.String()})
	if l.Step.Started() {
		kv = append(kv, [2]string{"fold", strconv.Itoa(l.Step.Pos + 1)})
	}
	parts := make([]string, len(kv))
	for i, p := range kv {
		parts[i] = p[0] + "=" + url.QueryEscape(p[1])
	}
	s := strings.Join(parts, "&")
	if len(s) > MaxLinkLength {
		return "", ErrLinkTooLarge
	}
	return s, nil
}

// String writes the setting as a link's cv value.
func (c CVSetting) String() string {
	kind := []string{"kfold", "loo", "holdout"}[c.Kind]
	s := strconv.Itoa(c.S)
	if c.Kind == CVHoldOut {
		s = num(c.Frac)
	}
	sh := "noshuffle"
	if c.Shuffle {
		sh = "shuffle"
	}
	over := cvOvers[c.Over]
	return strings.Join([]string{kind, s, sh, strconv.FormatUint(uint64(c.Seed), 10), over}, ":")
}

// ParseFitLink reads a curve-fitting link (the whole address or its
// fragment).
func ParseFitLink(s string) (*FitLink, error) {
	if _, frag, ok := strings.Cut(s, "#"); ok {
		s = frag
	}
	if len(s) > MaxLinkLength {
		return nil, ErrLinkTooLarge
	}
	l := &FitLab{M: 3, LnLambda: FitMinLnLambda, ShowTruth: true, CV: DefaultCVSetting()}
	l.Generate(DefaultFitGen())
	out := &FitLink{Lab: l}
	for _, kv := range strings.Split(s, "&") {
		k, raw, _ := strings.Cut(kv, "=")
		v, err := url.QueryUnescape(raw)
		if err != nil {
			err = fmt.Errorf(tr("%q is not a valid URL escape"), clip(raw))
		} else {
			err = out.set(k, v)
		}
		if err != nil {
			return nil, fmt.Errorf(tr("the link's %s: %v"), k, err)
		}
	}
	if out.Fold > 0 { // checked once the points are known, whatever the keys' order
		x, _, _ := l.Train()
		if err := l.CV.checkFold(out.Fold, len(x)); err != nil {
			return nil, fmt.Errorf(tr("the link's %s: %v"), "fold", err)
		}
	}
	return out, nil
}

// fitLinkKeys are the keys a curve-fitting link may have besides
// polyfit's parameters.
var fitLinkKeys = append([]string{FitLinkKey, "gen", "example", "pts", "truth", "resid", "cv", "fold"}, lookKeys...)

// fitKey returns spec s's key in a curve-fitting link: polyfit.m.
func fitKey(s param.Spec) string { return canonKey(s, dataset.Regression) }

// lambdaField returns the link's λ: polyfit.lambda, whose ln is LnLambda
// exactly (0 for LnLambda ≤ FitMinLnLambda), or lnlambda when no float64
// λ has that ln.
func (l *FitLab) lambdaField() [2]string {
	if l.LnLambda <= FitMinLnLambda {
		return [2]string{fitKey(param.FitLambda), "0"}
	}
	x := math.Exp(l.LnLambda)
	for range 4 {
		for _, y := range []float64{x, math.Nextafter(x, 0), math.Nextafter(x, 2)} {
			if math.Log(y) == l.LnLambda {
				return [2]string{fitKey(param.FitLambda), num(y)}
			}
		}
		x = math.Nextafter(x, 0)
	}
	return [2]string{param.LnLambda.OldKeys()[0], num(l.LnLambda)}
}

// fitKeysText lists the keys a curve-fitting link may have, for an error.
func fitKeysText() string {
	return strings.Join(append([]string{FitLinkKey, "gen", "example", "pts", fitKey(param.M), fitKey(param.FitLambda)}, fitLinkKeys[4:]...), ", ")
}

// set reads one key of a curve-fitting link; a parameter of polyfit's
// specs, as its namespaced key or an old one, reads with its spec.
func (f *FitLink) set(k, v string) error {
	l := f.Lab
	if key, ln, ok := canonical(k, dataset.Regression); ok {
		return l.setParam(key, ln, v)
	}
	var err error
	switch k {
	case FitLinkKey:
	case "gen":
		err = l.parseGen(v)
	case "example":
		err = l.LoadFitExample(v)
	case "pts":
		err = l.parsePoints(v)
	case "truth":
		l.ShowTruth = v == "1"
	case "resid":
		l.ShowResiduals = v == "1"
	case "cv":
		l.CV, err = parseCV(v)
		if err == nil && l.CV.Over == CVOverK {
			err = errors.New("curve fitting cross-validates m or lambda")
		}
	case "lang", "projector", "dark", "predict":
		err = f.LinkLook.read(&linkParser{kv: map[string]string{k: v}})
	case "fold":
		f.Fold, err = foldSpec.ParseInt(clip(v))
	default:
		err = fmt.Errorf(tr("unknown key (a curve-fitting link may have %s)"), fitKeysText())
	}
	return err
}

// setParam reads polyfit's parameter key (canonical) from v: M, or λ
// (given as ln λ by the old lnlambda), each with its spec's one parse.
func (l *FitLab) setParam(key string, ln bool, v string) error {
	switch {
	case key == fitKey(param.M):
		m, err := param.M.ParseInt(clip(v))
		if err == nil {
			l.M = m
		}
		return err
	case ln:
		x, err := param.LnLambda.Parse(clip(v))
		if err == nil {
			l.LnLambda = math.Max(x, FitMinLnLambda)
		}
		return err
	}
	x, err := param.FitLambda.Parse(clip(v))
	if err != nil {
		return err
	}
	return l.setLambda(x)
}

// setLambda sets ln λ from λ, within the slider's range: λ = 0 (or below
// its left end) is the left end, and λ > 1 (ln λ > 0) is refused.
func (l *FitLab) setLambda(x float64) error {
	if x == 0 {
		l.LnLambda = FitMinLnLambda
		return nil
	}
	ln := math.Log(x)
	if ln > FitMaxLnLambda {
		return fmt.Errorf(tr("λ = %s must be at most 1 (ln λ ≤ 0)"), num(x))
	}
	l.LnLambda = math.Max(ln, FitMinLnLambda)
	return nil
}

// parseGen reads N:σ:seed:NTest.
func (l *FitLab) parseGen(v string) error {
	p := strings.Split(v, ":")
	if len(p) != 4 {
		return errors.New("want N:σ:seed:NTest")
	}
	n, e1 := genN.ParseInt(p[0])
	sigma, e2 := genSigma.Parse(p[1])
	seed, e3 := strconv.ParseUint(p[2], 10, 64) // the window's seeds go to 2⁶⁴ − 1, past param.Int's int64
	nt, e4 := genNTest.ParseInt(p[3])
	// n > FitMaxPoints-nt rather than n+nt > FitMaxPoints: the sum of two
	// large numbers wraps below the limit.
	if errors.Join(e1, e2, e3, e4) != nil || n > FitMaxPoints-nt {
		return fmt.Errorf("want N ≥ 1, NTest ≥ 0, N + NTest ≤ %d, σ ≥ 0 and a seed ≥ 0", FitMaxPoints)
	}
	l.Generate(FitGen{N: n, NTest: nt, Sigma: sigma, Seed: seed})
	return nil
}

// parsePoints reads x,t,r;…; "" is a lab emptied of its points.
func (l *FitLab) parsePoints(v string) error {
	if v == "" {
		l.Points, l.Truth, l.Name = []FitPoint{}, false, ""
		return nil
	}
	rows := strings.Split(v, ";")
	if len(rows) > FitMaxPoints {
		return fmt.Errorf("more than %d points", FitMaxPoints)
	}
	pts := make([]FitPoint, 0, len(rows))
	for i, r := range rows {
		f := strings.Split(r, ",")
		if len(f) != 3 {
			return fmt.Errorf("point %d: want x,t,0 or x,t,1", i+1)
		}
		x, e1 := anyNumber.Parse(f[0])
		t, e2 := anyNumber.Parse(f[1])
		if errors.Join(e1, e2) != nil || (f[2] != "0" && f[2] != "1") {
			return fmt.Errorf("point %d: want finite x and t and 0 or 1", i+1)
		}
		pts = append(pts, FitPoint{X: x, T: t, Test: f[2] == "1"})
	}
	l.Points, l.Truth, l.Name = pts, false, ""
	return nil
}

// cvOvers name the parameters cross-validated in a link, in the order of
// CVParam: k is k-NN's (linkcv.go).
var cvOvers = []string{"m", "lambda", "k"}

// parseCV reads kind:S:shuffle:seed:over.
func parseCV(v string) (CVSetting, error) {
	p := strings.Split(v, ":")
	c := DefaultCVSetting()
	if len(p) != 5 {
		return c, errors.New("want kind:S:shuffle:seed:over")
	}
	kind := slices.Index([]string{"kfold", "loo", "holdout"}, p[0])
	over := slices.Index(cvOvers, p[4])
	seed, e1 := param.CVSeed.Parse(p[3])
	if kind < 0 || over < 0 || e1 != nil || (p[2] != "shuffle" && p[2] != "noshuffle") {
		return c, errors.New("want kfold, loo or holdout, shuffle or noshuffle, a seed below 2³², m, lambda or k")
	}
	c.Kind, c.Over, c.Seed, c.Shuffle = CVKind(kind), CVParam(over), uint32(seed), p[2] == "shuffle"
	var err error
	switch c.Kind {
	case CVHoldOut:
		c.Frac, err = testFraction.Parse(clip(p[1]))
	case CVKFold:
		c.S, err = param.Folds.ParseInt(clip(p[1]))
	default: // leave-one-out writes S and does not use it
		c.S, err = unusedS.ParseInt(clip(p[1]))
	}
	return c, err
}

func b2int(b bool) int {
	if b {
		return 1
	}
	return 0
}
