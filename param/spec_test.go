package param

import (
	"flag"
	"io"
	"math"
	"math/big"
	"reflect"
	"strings"
	"testing"
)

// TestSpecsDefaults checks that every spec's default is within its limit,
// of its kind's Go type, and formats to a string that parses back to it.
func TestSpecsDefaults(t *testing.T) {
	types := map[Kind][]reflect.Type{
		IntKind:    {reflect.TypeFor[int64]()},
		RealKind:   {reflect.TypeFor[float64](), reflect.TypeFor[*big.Rat]()},
		ChoiceKind: {reflect.TypeFor[string]()},
		ListKind:   {reflect.TypeFor[[]int]()},
	}
	for _, s := range Specs {
		name, _, _ := s.Describe()
		d := s.DefaultValue()
		if !containsType(types[s.Kind()], reflect.TypeOf(d)) {
			t.Errorf("%s: default %v (%T) is not of kind %v", name, d, d, s.Kind())
			continue
		}
		text := s.FormatValue(d)
		back, err := s.ParseValue(text)
		if err != nil || !sameValue(back, d) {
			t.Errorf("%s: default %v formats as %q, which parses as %v, %v", name, d, text, back, err)
		}
	}
}

func containsType(ts []reflect.Type, t reflect.Type) bool {
	for _, x := range ts {
		if x == t {
			return true
		}
	}
	return false
}

// sameValue compares two values of a spec, fractions by value.
func sameValue(a, b any) bool {
	if x, ok := a.(*big.Rat); ok {
		y, ok := b.(*big.Rat)
		return ok && x.Cmp(y) == 0
	}
	return reflect.DeepEqual(a, b)
}

// TestNewSpecsLimits checks the limits and messages of the specs added
// beyond the first seven.
func TestNewSpecsLimits(t *testing.T) {
	for _, c := range []struct {
		s    Spec
		in   string
		want any
		err  string
	}{
		{M, "30", int64(30), ""},
		{M, "31", nil, "M must be a whole number from 0 to 30, got 31"},
		{M, "-1", nil, "M must be a whole number from 0 to 30, got -1"},
		{FitLambda, "0", 0.0, ""},
		{FitLambda, "-1e-9", nil, "λ must be ≥ 0, got -1e-09"},
		{FitLambda, "inf", nil, `λ must be a finite number ≥ 0, got "inf"`},
		{LnLambda, "−18", -18.0, ""},
		{LnLambda, "0.5", nil, "ln λ must be a finite number ≤ 0, got 0.5"},
		{LnLambda, "-inf", nil, `ln λ must be a finite number ≤ 0, got "-inf"`},
		{Coef0, "-3.5", -3.5, ""},
		{Coef0, "nan", nil, `c must be a finite number, got "nan"`},
		{KernelName, " rbf ", "rbf", ""},
		{KernelName, "sigmoid", nil, `unknown kernel "sigmoid" (want linear, poly or rbf)`},
		{Order, "first", "first", ""},
		{Order, "Cyclic", nil, `unknown order "Cyclic" (want cyclic, first or random)`},
		{Folds, "1", nil, "S must be a whole number from 2 to 2147483647, got 1"},
		{MaxEpochs, "0", int64(0), ""},
		{MaxEpochs, "-1", nil, "maximum epochs must be ≥ 0, got -1"},
		{MaxEpochs, "1e99", nil, `"1e99" is not a whole number: maximum epochs must be a whole number ≥ 0`},
		{CVSeed, "4294967296", nil, "seed must be a whole number from 0 to 4294967295, got 4294967296"},
		{Ks, "1-3, 9", []int{1, 2, 3, 9}, ""},
		{Ks, "0,1", nil, `"0" is outside 1…1048576`},
		{Ks, "3-1", nil, `"3-1" is not a range A-B with A ≤ B`},
		{Ks, "1-1001", nil, "more than 1000 values"},
		{Degrees, "x", nil, `"x" is not a whole number or a range A-B`},
		{NBLambda, " 0.1 ", big.NewRat(1, 10), ""},
		{NBLambda, "1/2", big.NewRat(1, 2), ""},
		{NBLambda, "2e-3", big.NewRat(1, 500), ""},
		{NBLambda, "−1", nil, "λ must be ≥ 0, got -1"},
		{NBLambda, "one", nil, `λ must be a number such as 1, 0.5 or 1/2, got "one"`},
		{NBLambda, "1e-999999", nil, "λ = 1e-999999 needs more than 60 digits above or below its fraction bar; λ is kept exact in at most 60 (powers of ten from 1e-59 to 1e59)"},
		{NBLambda, "1e-60", nil, "λ = 1e-60 needs more than 60 digits"},
	} {
		name, _, _ := c.s.Describe()
		got, err := c.s.ParseValue(c.in)
		switch {
		case c.err == "" && (err != nil || !sameValue(got, c.want)):
			t.Errorf("%s.ParseValue(%q) = %v, %v; want %v", name, c.in, got, err, c.want)
		case c.err != "" && (err == nil || !strings.HasPrefix(err.Error(), c.err)):
			t.Errorf("%s.ParseValue(%q) error %v; want %q", name, c.in, err, c.err)
		}
	}
}

// TestCheckUpTo checks k ≤ N's one message.
func TestCheckUpTo(t *testing.T) {
	if err := K.CheckUpTo(3, 3); err != nil {
		t.Errorf("k = 3 of 3: %v", err)
	}
	for k, want := range map[int64]string{4: "k must be between 1 and the number of points 3, got 4", 0: "k must be between 1 and the number of points 3, got 0"} {
		if err := K.CheckUpTo(k, 3); err == nil || err.Error() != want {
			t.Errorf("k = %d of 3: %v; want %q", k, err, want)
		}
	}
	if err := K.CheckUpTo(1<<20+1, 1<<30); err == nil {
		t.Error("k beyond K.Max was taken")
	}
	if v, err := Ks.ParseUpTo("1-5", 4); err == nil {
		t.Errorf("ks 1-5 up to 4 = %v", v)
	}
}

// TestListFormat checks that a list formats as it parses back, runs as
// ranges.
func TestListFormat(t *testing.T) {
	for _, c := range []struct {
		v    []int
		want string
	}{
		{[]int{0, 1, 2, 3}, "0-3"},
		{[]int{1, 3, 5, 7, 9}, "1,3,5,7,9"},
		{[]int{1, 2, 5, 6, 7, 9}, "1,2,5-7,9"},
		{nil, ""},
	} {
		got := Ks.Format(c.v)
		if got != c.want {
			t.Errorf("Format(%v) = %q; want %q", c.v, got, c.want)
		}
		if back, err := Degrees.Parse(got); c.v != nil && (err != nil || !reflect.DeepEqual(back, c.v)) {
			t.Errorf("Parse(%q) = %v, %v", got, back, err)
		}
	}
}

// TestFlags checks that a flag set built from specs shows each default,
// parses with each spec's one parse, and holds in Values the flags given.
func TestFlags(t *testing.T) {
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	v := Flags(fs, []Spec{M, FitLambda, KernelName, Ks})
	for flagName, def := range map[string]string{"degree": "3", "lambda": "0", "kernel": "linear", "k": "1,3,5,7,9"} {
		if f := fs.Lookup(flagName); f == nil || f.DefValue != def {
			t.Errorf("--%s: %+v; want default %q", flagName, f, def)
		}
	}
	if fs.Lookup("m") != nil {
		t.Error("M's flag is --m; want --degree")
	}
	if err := fs.Parse([]string{"--degree", "9", "--kernel", "rbf", "--k", "2-4"}); err != nil {
		t.Fatal(err)
	}
	if M.GetInt(v) != 9 || KernelName.Get(v) != "rbf" || !reflect.DeepEqual(Ks.Get(v), []int{2, 3, 4}) || FitLambda.Get(v) != 0 {
		t.Errorf("values %v", v)
	}
	if _, ok := v["lambda"]; ok || len(v) != 3 {
		t.Errorf("Values holds %v; want the three flags given", v)
	}
	if err := fs.Parse([]string{"--degree", "31"}); err == nil || !strings.Contains(err.Error(), "M must be a whole number from 0 to 30") {
		t.Errorf("--degree 31: %v", err)
	}
	if got := fs.Lookup("degree").Value.(flag.Getter).Get(); got != int64(9) {
		t.Errorf("a refused value changed M to %v", got)
	}
}

// TestLabelsAndKeys checks a spec's labels, option labels and keys.
func TestLabelsAndKeys(t *testing.T) {
	if M.Label("zh") != "次数 M" || M.Label("en") != "Degree M" || M.Label("fr") != "Degree M" {
		t.Errorf("M's labels %q %q", M.Label("en"), M.Label("zh"))
	}
	if got := KernelName.OptionLabel("rbf", "zh_CN"); got != "高斯核 (RBF)" {
		t.Errorf("rbf in Chinese: %q", got)
	}
	if got := MethodKey("knn", K); got != "knn.k" {
		t.Errorf("MethodKey(knn, K) = %q", got)
	}
	if got := MethodKey("polyfit", M); got != "polyfit.m" {
		t.Errorf("MethodKey(polyfit, M) = %q", got)
	}
	if s, ok := Find([]Spec{K, P}, "p"); !ok || s != P {
		t.Error("Find(p)")
	}
	if !math.IsInf(P.Get(Values{"p": math.Inf(1)}), 1) || P.Get(nil) != 2 {
		t.Error("P.Get")
	}
}
