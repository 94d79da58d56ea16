package cli

import (
	"bytes"
	"encoding/json"
	"math"
	"strings"
	"testing"
)

// withNullNote catches the note on nulls for a test.
func withNullNote(t *testing.T) *bytes.Buffer {
	var buf bytes.Buffer
	old := nullNote
	nullNote = &buf
	t.Cleanup(func() { nullNote = old })
	return &buf
}

// Valid data near 1e308 give JSON with null where float64 overflowed, and
// a note on stderr, as their text output gives "inf" (issue 21, item 8).
// Before the fix each failed with "json: unsupported value: +Inf".
func TestJSONNonFiniteAsNull(t *testing.T) {
	data := writeFile(t, "big.csv", "x1,x2,y\n1e308,1e308,1\n-1e308,-1e308,-1\n1.5e308,-1e308,1\n-1.2e308,1e308,-1\n")
	query := writeFile(t, "q.csv", "x1,x2\n1e308,-1e308\n")
	// Gaussian naive Bayes cannot model the points near 1e308 (their
	// variances overflow: TestNBGaussianVarianceOverflows), so it is asked
	// about a query there on small points.
	small := writeFile(t, "small.csv", "x1,x2,y\n3,3,1\n5,4,1\n1,1,-1\n2,1.5,-1\n")
	for _, tc := range []struct {
		args  []string
		field string // a field that must be null
		nulls string // the note's count
	}{
		// The distance from (1e308, −1e308) to (1e308, 1e308) is 2e308: +Inf.
		{[]string{"knn", "--json", "--k", "2", "--query", query, data}, `"distances":[5e+307,null]`, "1 number was"},
		// The squared distances of a query at 1e308 overflow, and with
		// unequal variances so does the log-odds: +Inf.
		{[]string{"nb", "--json", "--model", "gaussian", "--query", "1e308,1e308", small}, `"log_odds":null`, "1 number was"},
		// xᵢ·xⱼ ≈ 2e616 overflows: every Gram entry is +Inf or −Inf.
		{[]string{"train", "--json", "--method", "dual", "--gram", data}, `"gram":[[null,null,null,null]`, "17 numbers were"},
	} {
		note := withNullNote(t)
		out, errOut, code := runCLI(tc.args...)
		if code != 0 {
			t.Errorf("%v: exit %d, %s", tc.args, code, errOut)
			continue
		}
		if !json.Valid([]byte(out)) || !strings.Contains(out, tc.field) {
			t.Errorf("%v: got %s, want valid JSON with %s", tc.args, out, tc.field)
		}
		want := "perceptronlab: note: " + tc.nulls + " not finite (±Inf or NaN: float64 overflowed) and written as null in the JSON\n"
		if note.String() != want {
			t.Errorf("%v: note %q, want %q", tc.args, note.String(), want)
		}
	}
}

// Finite outputs are written as encoding/json writes them, with no note.
func TestJSONFiniteUnchanged(t *testing.T) {
	note := withNullNote(t)
	out := runOK(t, "train", "--json", "--method", "dual", "--gram", lihang21)
	if !strings.Contains(out, `"gram":[[18,21,6],[21,25,7],[6,7,2]]`) || note.Len() != 0 {
		t.Fatalf("got %s, note %q", out, note.String())
	}
}

// The fallback writer keeps the fields, their order, omitempty and
// omitzero as encoding/json does.
func TestMarshalFiniteOrder(t *testing.T) {
	type inner struct {
		A float64 `json:"a"`
	}
	v := struct {
		Z  float64            `json:"z"`
		E  []int              `json:"e,omitempty"`
		O  int                `json:"o,omitzero"`
		M  map[string]float64 `json:"m"`
		P  *inner             `json:"p"`
		S  []float64
		no int
	}{Z: math.Inf(1), M: map[string]float64{"b": 1, "a": math.Inf(-1)}, P: &inner{A: math.Inf(1)}, S: []float64{1, math.Inf(1)}, no: 3}
	b, n, err := marshalFinite(v)
	want := `{"z":null,"m":{"a":null,"b":1},"p":{"a":null},"S":[1,null]}`
	if err != nil || string(b) != want || n != 4 {
		t.Fatalf("got %s, %d, %v; want %s, 4", b, n, err, want)
	}
}
