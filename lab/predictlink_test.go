package lab

import (
	"strings"
	"testing"
)

// TestLinkPredict: predict=1 turns predict mode on, predict=0 off, no key
// keeps the reader's choice; Fragment writes it back; other values are
// refused.
func TestLinkPredict(t *testing.T) {
	for frag, want := range map[string]string{"example=lihang21&predict=1": "1", "example=lihang21&predict=0": "0", "example=lihang21": ""} {
		l, err := ParseLink(frag)
		if err != nil {
			t.Fatalf("%s: %v", frag, err)
		}
		got := ""
		if l.Predict != nil {
			got = map[bool]string{true: "1", false: "0"}[*l.Predict]
		}
		if got != want {
			t.Errorf("%s: predict %q, want %q", frag, got, want)
		}
		out, err := l.Fragment()
		if err != nil {
			t.Fatal(err)
		}
		if has := strings.Contains(out, "predict="+want); want != "" && !has {
			t.Errorf("%s: Fragment %q lost predict", frag, out)
		}
	}
	if _, err := ParseLink("example=lihang21&predict=yes"); err == nil || !strings.Contains(err.Error(), "predict") {
		t.Errorf("predict=yes: %v, want an error naming predict", err)
	}
}
