package lab

import (
	"math"
	"strings"
	"testing"
)

// TestFitLinkWritesPolyfitKeys: a curve-fitting link writes M and λ as
// polyfit's parameters, and ln λ comes back exactly, also for the ln λ
// whose e^lnλ does not log back to itself (−0.1 is one: found by
// checking the tenths from −40 to 0 with Python's math.log(math.exp(v))).
func TestFitLinkWritesPolyfitKeys(t *testing.T) {
	for _, ln := range []float64{-18, -11.5, -0.6, -0.1, 0, FitMinLnLambda, -23.456789} {
		l := NewFitLab()
		l.M, l.LnLambda = 20, ln // 20: past the old link's 12, within the one limit 0–30
		frag, err := l.FitFragment()
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(frag, "&polyfit.m=20&") || strings.Contains(frag, "&m=") {
			t.Errorf("ln λ = %g: fragment %q", ln, frag)
		}
		if !strings.Contains(frag, "&polyfit.lambda=") && !strings.Contains(frag, "&lnlambda=") {
			t.Errorf("ln λ = %g: no λ in %q", ln, frag)
		}
		back, err := ParseFitLink(frag)
		if err != nil || back.Lab.M != 20 || back.Lab.LnLambda != ln {
			t.Errorf("ln λ = %g: %q read back as M = %d, ln λ = %v (%v)", ln, frag, back.Lab.M, back.Lab.LnLambda, err)
		}
	}
	if math.Log(math.Exp(-0.1)) == -0.1 {
		t.Fatal("−0.1 no longer shows the inexact case")
	}
	l := NewFitLab()
	l.LnLambda = FitMinLnLambda
	if frag, _ := l.FitFragment(); !strings.Contains(frag, "&polyfit.lambda=0&") {
		t.Errorf("λ = 0 written as %q", frag)
	}
}

// TestOldFitLinkReadsAsNew: m= and lnlambda= open the lab polyfit.m= and
// polyfit.lambda= open, through the alias table.
func TestOldFitLinkReadsAsNew(t *testing.T) {
	old, err1 := ParseFitLink("#fit=1&example=bishop11&m=9&lnlambda=-18&lang=zh")
	lam := num(math.Exp(-18))
	nu, err2 := ParseFitLink("#fit=1&example=bishop11&polyfit.m=9&polyfit.lambda=" + lam + "&lang=zh")
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	if old.Lab.M != 9 || nu.Lab.M != 9 || math.Abs(old.Lab.LnLambda-nu.Lab.LnLambda) > 1e-12 || old.Lang != "zh" || nu.Lang != "zh" {
		t.Errorf("old M %d ln λ %v; new M %d ln λ %v", old.Lab.M, old.Lab.LnLambda, nu.Lab.M, nu.Lab.LnLambda)
	}
	if zero, err := ParseFitLink("fit=1&polyfit.lambda=0"); err != nil || zero.Lab.LnLambda != FitMinLnLambda || zero.Lab.Lambda() != 0 {
		t.Errorf("polyfit.lambda=0: %v", err)
	}
}
