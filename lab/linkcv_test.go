package lab

import (
	"reflect"
	"strings"
	"testing"
)

// A k-NN link carries the cross-validation of k: the setting, the k tried
// and the fold shown come back as they went.
func TestLinkCVRoundTrip(t *testing.T) {
	for _, c := range []LinkCV{
		{Setting: CVSetting{Kind: CVKFold, S: 3, Frac: 0.3, Shuffle: true, Seed: 7, Over: CVOverK}, Ks: "1-5", Fold: 2},
		{Setting: CVSetting{Kind: CVLOO, S: 5, Frac: 0.3, Seed: 0, Over: CVOverK}, Ks: DefaultKs, Fold: 10},
		{Setting: CVSetting{Kind: CVHoldOut, S: 5, Frac: 0.25, Seed: 42, Over: CVOverK}, Ks: "1,3", Fold: 3},
		{Setting: CVSetting{Kind: CVKFold, S: 4, Frac: 0.3, Over: CVOverK}, Ks: "3"},
	} {
		l, err := ParseLink("example=gaussians&form=knn")
		if err != nil {
			t.Fatal(err)
		}
		l.CV = &c
		frag, err := l.Fragment()
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseLink(frag)
		if err != nil {
			t.Fatalf("%s: %v", frag, err)
		}
		if back.CV == nil || !reflect.DeepEqual(*back.CV, c) {
			t.Errorf("%s: read back %+v, want %+v", frag, back.CV, c)
		}
	}
}

// The fragment is the one the comment in linkcv.go shows, and the keys
// are written only for a link that has a cross-validation.
func TestLinkCVFragment(t *testing.T) {
	l, err := ParseLink("example=lihang31&form=knn")
	if err != nil {
		t.Fatal(err)
	}
	if f, _ := l.Fragment(); strings.Contains(f, "cv=") || strings.Contains(f, "fold=") {
		t.Errorf("no cross-validation, fragment %q", f)
	}
	l.CV = &LinkCV{Setting: CVSetting{Kind: CVKFold, S: 3, Shuffle: true, Over: CVOverK, Frac: 0.3}, Ks: "1,3,5", Fold: 2}
	f, _ := l.Fragment()
	if !strings.Contains(f, "&cv=kfold:3:shuffle:0:k&knn.ks=1,3,5&fold=2") {
		t.Errorf("fragment %q", f)
	}
}

// Bad settings are refused with the key named: over M in a k-NN link, a k
// beyond the points, S > N, a fold past the choice; and over k in a
// curve-fitting link.
func TestLinkCVBad(t *testing.T) {
	// lihang31 has 3 points.
	for _, c := range []struct{ frag, want string }{
		{"example=lihang31&form=knn&cv=kfold:3:shuffle:0:m", "cv:"},
		{"example=lihang31&form=knn&cv=loo:5:noshuffle:0:k&ks=1-9&fold=1", "ks:"},
		{"example=lihang31&form=knn&ks=1-2000", "ks:"},
		{"example=lihang31&form=knn&cv=kfold:4:shuffle:0:k&fold=1", "cv:"},
		{"example=lihang31&form=knn&cv=kfold:3:shuffle:0:k&fold=6", "from 1 to 5"},
		{"example=lihang31&form=knn&cv=loo:5:noshuffle:0:k&fold=0", "from 1 to 5"},
		{"example=lihang31&form=knn&fold=x", "fold"},
	} {
		if _, err := ParseLink(c.frag); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one with %q", c.frag, err, c.want)
		}
	}
	// Not started, the k tried are the form's text: more than the points
	// is read, and said when Start is pressed.
	if l, err := ParseLink("example=lihang31&ks=1-9"); err != nil || l.CV.Ks != "1-9" || l.CV.Fold != 0 {
		t.Errorf("ks=1-9 on 3 points, not started: %+v, %v", l, err)
	}
	if _, err := ParseFitLink("fit=1&cv=kfold:5:shuffle:0:k"); err == nil {
		t.Error("a curve-fitting link over k was read")
	}
}
