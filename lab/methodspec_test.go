package lab

import (
	"encoding/json"
	"strings"
	"testing"

	"perceptronlab/dataset"
	"perceptronlab/method"
	"perceptronlab/param"
)

// The test method of TestMethodFromSpecAlone, known only to this file: an
// int, a real and a choice parameter.
var (
	specN = &param.Int{Name: "n", Symbol: "n", Doc: "a whole `n` from 1 to 9", Min: 1, Max: 9, Default: 2, En: "n", Zh: "n"}
	specX = &param.Real{Name: "x", Symbol: "x", Doc: "a real `x` > 0", Min: 0, Default: 1, En: "x", Zh: "x"}
	specC = &param.Choice{Name: "c", Symbol: "c", Doc: "a choice `c`: a or b", Options: []string{"a", "b"}, Default: "a",
		OptEn: []string{"A", "B"}, OptZh: []string{"甲", "乙"}, En: "c", Zh: "c"}
	specMethod = &method.Method{Name: "specalone", Title: "Spec alone", TitleZh: "仅规格", Task: dataset.Classification,
		Specs: []param.Spec{specN, specX, specC}, Uses: method.Window}
)

// TestMethodFromSpecAlone (lab's part, issue 26): a method registered
// with the registry's one call gets its link keys and its session
// section from its specs alone, both round-trip, and bad values are
// refused with the specs' own words; unregistered, the link and the
// session file do not know it.
func TestMethodFromSpecAlone(t *testing.T) {
	remove, err := method.Register(specMethod)
	if err != nil {
		t.Fatal(err)
	}
	registered := true
	defer func() {
		if registered {
			remove()
		}
	}()
	ts := DefaultSettings()
	ts.Params = param.Values{"specalone.n": int64(7), "specalone.x": 0.25, "specalone.c": "b"}
	l := &Link{Set: dataset.LiHang21(), Settings: ts}
	frag, err := l.Fragment()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(frag, "specalone.n=7&specalone.x=0.25&specalone.c=b") {
		t.Errorf("fragment %q lacks the method's keys", frag)
	}
	back, err := ParseLink(frag)
	if err != nil || !back.Settings.Equal(ts) || back.Settings.Params["specalone.n"] != int64(7) {
		t.Errorf("link round trip: %v, %+v", err, back)
	}
	s := NewSession()
	s.Replace(dataset.LiHang21(), ts)
	b, err := s.MarshalSession()
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Settings struct {
			Params map[string]map[string]any `json:"params"`
		} `json:"settings"`
	}
	if err := json.Unmarshal(b, &f); err != nil || f.Settings.Params["specalone"]["n"] != 7.0 ||
		f.Settings.Params["specalone"]["x"] != 0.25 || f.Settings.Params["specalone"]["c"] != "b" {
		t.Errorf("session section %v, %v", f.Settings.Params["specalone"], err)
	}
	got := NewSession()
	if err := got.OpenData("s.json", b); err != nil || !got.Settings().Equal(ts) {
		t.Errorf("session round trip: %v, %+v", err, got.Settings().Params)
	}
	for frag, want := range map[string]string{
		"specalone.n=10": "specalone.n: n must be a whole number from 1 to 9, got 10",
		"specalone.x=0":  "specalone.x: x must be a finite number > 0, got 0",
		"specalone.c=z":  "specalone.c: ",
	} {
		if _, err := ParseLink(threePoints + "&" + frag); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", frag, err, want)
		}
	}

	remove()
	registered = false
	if _, err := ParseLink(frag); err == nil || !strings.Contains(err.Error(), `unknown key "specalone.n"`) {
		t.Errorf("unregistered, the link %q: %v", frag, err)
	}
	if err := NewSession().OpenData("s.json", b); err == nil || !strings.Contains(err.Error(), "unknown parameter specalone.") {
		t.Errorf("unregistered, the session: %v", err)
	}
	if again, _ := (&Link{Set: dataset.LiHang21(), Settings: ts}).Fragment(); strings.Contains(again, "specalone") {
		t.Errorf("unregistered, a link mentions it: %q", again)
	}
}
