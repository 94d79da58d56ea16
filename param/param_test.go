package param

import (
	"flag"
	"io"
	"math"
	"testing"
)

// TestRealParse checks each real parameter's one parse and one limit.
func TestRealParse(t *testing.T) {
	for _, c := range []struct {
		r    *Real
		in   string
		want float64
		err  string
	}{
		{Eta, " 0.5 ", 0.5, ""},
		{Eta, "−1", 0, "η must be a finite number > 0, got -1"},
		{Eta, "0", 0, "η must be a finite number > 0, got 0"},
		{Eta, "inf", 0, `η must be a finite number > 0, got "inf"`},
		{Eta, "NaN", 0, `η must be a finite number > 0, got "NaN"`},
		{Sigma, "2", 2, ""},
		{Sigma, "x", 0, `σ must be a finite number > 0, got "x"`},
		{P, "1", 1, ""},
		{P, "inf", math.Inf(1), ""},
		{P, "infinity", math.Inf(1), ""},
		{P, "Infinity", math.Inf(1), ""},
		{P, "∞", math.Inf(1), ""},
		{P, "0.999", 0, "p must be a number ≥ 1 or inf, got 0.999"},
		{P, "two", 0, `p must be a number ≥ 1 or inf, got "two"`},
	} {
		got, err := c.r.Parse(c.in)
		switch {
		case c.err == "" && (err != nil || got != c.want):
			t.Errorf("%s.Parse(%q) = %v, %v; want %v", c.r.Name, c.in, got, err, c.want)
		case c.err != "" && (err == nil || err.Error() != c.err):
			t.Errorf("%s.Parse(%q) error %v; want %q", c.r.Name, c.in, err, c.err)
		}
	}
}

// TestIntParse checks the whole-number parameters' limits.
func TestIntParse(t *testing.T) {
	for _, c := range []struct {
		n    *Int
		in   string
		want int64
		err  string
	}{
		{K, "3", 3, ""},
		{K, "0", 0, "k must be a whole number from 1 to 1048576, got 0"},
		{K, "1.5", 0, `"1.5" is not a whole number: k must be a whole number from 1 to 1048576`},
		{K, "x", 0, `"x" is not a number: k must be a whole number from 1 to 1048576`},
		{K, "99999999999999999999", 0, `"99999999999999999999" is out of range: k must be a whole number from 1 to 1048576`},
		{KernelDegree, "10", 10, ""},
		{KernelDegree, "11", 0, "degree must be a whole number from 1 to 10, got 11"},
		{Seed, "−7", -7, ""},
	} {
		got, err := c.n.Parse(c.in)
		switch {
		case c.err == "" && (err != nil || got != c.want):
			t.Errorf("%s.Parse(%q) = %v, %v; want %v", c.n.Name, c.in, got, err, c.want)
		case c.err != "" && (err == nil || err.Error() != c.err):
			t.Errorf("%s.Parse(%q) error %v; want %q", c.n.Name, c.in, err, c.err)
		}
	}
}

// TestFormatReadsBack checks that every format parses back to its value,
// and that a flag shows its default and takes what Parse takes.
func TestFormatReadsBack(t *testing.T) {
	for _, v := range []float64{1, 2, 1.1, 1e300, 3.5, math.Inf(1)} {
		if got, err := P.Parse(P.Format(v)); err != nil || got != v {
			t.Errorf("P.Parse(P.Format(%v)) = %v, %v", v, got, err)
		}
	}
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	p, k := 2.0, 1
	fs.Var(P.Value(&p), "p", "")
	fs.Var(K.Value(&k), "k", "")
	if got := fs.Lookup("p").DefValue; got != "2" {
		t.Errorf("p's default shows as %q", got)
	}
	if err := fs.Parse([]string{"-p", "infinity", "-k", "5"}); err != nil || !math.IsInf(p, 1) || k != 5 {
		t.Errorf("flags: p = %v, k = %d, %v", p, k, err)
	}
	if err := fs.Parse([]string{"-k", "0"}); err == nil {
		t.Error("-k 0 was taken")
	}
}

// TestParamsNamed checks that every spec has a name, a flag, a doc and
// labels, and that no two share an old link key: the alias table reads
// old links through them.
func TestParamsNamed(t *testing.T) {
	old := map[string]Spec{}
	if len(Params) != len(Specs) {
		t.Errorf("Params has %d entries, Specs %d", len(Params), len(Specs))
	}
	for _, s := range Specs {
		name, _, doc := s.Describe()
		if name == "" || doc == "" || s.FlagName() == "" || s.Label("en") == "" || s.Label("zh") == "" {
			t.Errorf("parameter %q: a name, flag, doc or label is empty", name)
		}
		for _, k := range s.OldKeys() {
			if o, ok := old[k]; ok {
				t.Errorf("old link key %q is both %v's and %v's", k, o, s)
			}
			old[k] = s
		}
	}
}
