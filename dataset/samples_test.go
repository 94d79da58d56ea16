package dataset

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// TestLabelsMapped checks the LabelEncoder rule on files with other label
// values: the smaller value becomes −1, the larger +1, and Note says so.
func TestLabelsMapped(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		wantY      []float64
		note       string
	}{
		{"01.csv", "x1,x2,y\n3,3,1\n4,3,1\n1,1,0\n", []float64{1, 1, -1}, "labels 0 → −1, 1 → +1"},
		{"12.csv", "3,3,2\n1,1,1\n", []float64{1, -1}, "labels 1 → −1, 2 → +1"},
		{"pm.csv", "3,3,+1\n1,1,−1\n", []float64{1, -1}, ""},
		{"one.csv", "3,3,-1\n", []float64{-1}, ""},
		{"01.json", `{"points":[{"x":[3,3],"y":1},{"x":[1,1],"y":0}]}`, []float64{1, -1}, "labels 0 → −1, 1 → +1"},
	} {
		var s *Set
		var err error
		if strings.HasSuffix(tc.name, ".json") {
			s, err = ReadJSON(strings.NewReader(tc.text), tc.name)
		} else {
			s, err = ReadCSV(strings.NewReader(tc.text), tc.name)
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if s.Task != Classification || !slices.Equal(s.Y, tc.wantY) || s.Note() != tc.note {
			t.Errorf("%s: task %v, Y %v, note %q; want classification, %v, %q", tc.name, s.Task, s.Y, s.Note(), tc.wantY, tc.note)
		}
		if err := s.Validate(); err != nil {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}

// TestRegressionDetected checks that real targets make regression data,
// that a header "t" forces it, and that it saves and reads back as such.
func TestRegressionDetected(t *testing.T) {
	for _, tc := range []struct{ name, text string }{
		{"prml.csv", "0,0.349486\n0.111111,0.830839\n0.222222,1.007332\n"},
		{"t.csv", "x,t\n0,1\n1,0\n"},
		{"const.csv", "0,2\n1,2\n"},
		{"t.json", `{"d":1,"task":"regression","points":[{"x":[0],"y":1},{"x":[1],"y":-1}]}`},
	} {
		var s *Set
		var err error
		if strings.HasSuffix(tc.name, ".json") {
			s, err = ReadJSON(strings.NewReader(tc.text), tc.name)
		} else {
			s, err = ReadCSV(strings.NewReader(tc.text), tc.name)
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if s.Task != Regression || s.Classifier() == nil || !strings.HasPrefix(s.Note(), "regression data") {
			t.Fatalf("%s: task %v, note %q; want regression", tc.name, s.Task, s.Note())
		}
		var csv, js bytes.Buffer
		if err := WriteCSV(&csv, s); err != nil {
			t.Fatal(err)
		}
		if err := WriteJSON(&js, s); err != nil {
			t.Fatal(err)
		}
		back, err := ReadCSV(&csv, "back.csv")
		if err != nil || back.Task != Regression || !slices.Equal(back.Y, s.Y) {
			t.Errorf("%s: CSV read back as %v, %v (%v)", tc.name, back.Task, back.Y, err)
		}
		back, err = ReadJSON(&js, "back.json")
		if err != nil || back.Task != Regression || !slices.Equal(back.Y, s.Y) {
			t.Errorf("%s: JSON read back as %v, %v (%v)", tc.name, back.Task, back.Y, err)
		}
	}
}

// TestLabelsEncode checks the one label check's messages.
func TestLabelsEncode(t *testing.T) {
	if _, err := (Labels{}).Encode(7); err == nil || err.Error() != "label must be +1 or -1, got 7" {
		t.Errorf("±1: %v", err)
	}
	if _, err := (Labels{Neg: 0, Pos: 1}).Encode(7); err == nil || err.Error() != "label must be 0 or 1, got 7" {
		t.Errorf("0/1: %v", err)
	}
	if y, err := (Labels{Neg: 0, Pos: 1}).Encode(0); err != nil || y != -1 {
		t.Errorf("0/1 of 0: %v, %v", y, err)
	}
	if err := CheckLabels([]float64{1, -1, 0.5}); err == nil || err.Error() != "point 3: label must be +1 or -1, got 0.5" {
		t.Errorf("CheckLabels: %v", err)
	}
}
