package cli

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"perceptronlab/dataset"
)

// lihang21 is the shipped copy of Li Hang's Example 2.1.
const lihang21 = "../assets/examples/lihang21.csv"

// runCLI runs the CLI and returns its stdout, its stderr and its status.
func runCLI(args ...string) (stdout, stderr string, code int) {
	var out, errOut bytes.Buffer
	code = Run(args, &out, &errOut)
	return out.String(), errOut.String(), code
}

// trainJSON runs train --json and decodes the one object it prints.
func trainJSON(t *testing.T, args ...string) (*outcome, map[string]json.RawMessage) {
	t.Helper()
	out, errOut, code := runCLI(append([]string{"train", "--json"}, args...)...)
	if code != 0 {
		t.Fatalf("train %v: exit %d, stderr %q", args, code, errOut)
	}
	var rep outcome
	var keys map[string]json.RawMessage
	dec := json.NewDecoder(strings.NewReader(out))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&rep); err != nil {
		t.Fatalf("decode %q: %v", out, err)
	}
	if dec.More() {
		t.Fatalf("more than one JSON value in %q", out)
	}
	if err := json.Unmarshal([]byte(out), &keys); err != nil {
		t.Fatal(err)
	}
	return &rep, keys
}

// TestLiHang21 checks Examples 2.1 and 2.2 (Li Hang, 统计学习方法, §2.3):
// updates at x1, x3, x3, x3, x1, x3, x3 ending at w = (1, 1), b = −3, and in
// the dual form α = (2, 0, 5). With these three points the cyclic order
// makes the same updates as "first".
func TestLiHang21(t *testing.T) {
	wantI := []int{0, 2, 2, 2, 0, 2, 2}
	set, err := dataset.LoadFile(lihang21)
	if err != nil {
		t.Fatal(err)
	}
	for _, method := range []string{"primal", "dual"} {
		for _, order := range []string{"first", "cyclic"} {
			rep, _ := trainJSON(t, "--trace", "--method", method, "--order", order, lihang21)
			var gotI []int
			for _, row := range rep.Trace {
				gotI = append(gotI, row.I)
			}
			if !slices.Equal(gotI, wantI) || rep.Mistakes != 7 {
				t.Errorf("%s/%s: updates at %v (%d mistakes), want %v", method, order, gotI, rep.Mistakes, wantI)
			}
			if !slices.Equal(rep.W, []float64{1, 1}) || rep.B != -3 || !rep.Converged || rep.Status != "converged" {
				t.Errorf("%s/%s: w = %v, b = %v, status %s; want (1, 1), -3, converged", method, order, rep.W, rep.B, rep.Status)
			}
			if method == "dual" && !slices.Equal(rep.Alpha, []float64{2, 0, 5}) {
				t.Errorf("dual/%s: α = %v, want (2, 0, 5)", order, rep.Alpha)
			}
			checkReplay(t, set, rep)
			checkGeometry(t, set, rep)
		}
	}
}

// checkReplay replays the trace from zero with η: each row must be the
// previous state plus one update at its point, and the last row the result.
func checkReplay(t *testing.T, set *dataset.Set, rep *outcome) {
	t.Helper()
	w, b := make([]float64, set.D), 0.0
	alpha := make([]float64, set.Len())
	for k, row := range rep.Trace {
		y := set.Y[row.I]
		for j, x := range set.Point(row.I) {
			w[j] += rep.Eta * y * x
		}
		b += rep.Eta * y
		alpha[row.I] += rep.Eta
		if row.K != k+1 || !slices.Equal(row.W, w) || row.B != b {
			t.Fatalf("trace row %d = %+v, replay gives k=%d w=%v b=%v", k, row, k+1, w, b)
		}
		if rep.Method == "dual" && !slices.Equal(row.Alpha, alpha) {
			t.Fatalf("trace row %d: α = %v, replay gives %v", k, row.Alpha, alpha)
		}
	}
	if !slices.Equal(w, rep.W) || b != rep.B {
		t.Errorf("trace ends at w=%v b=%v, result is w=%v b=%v", w, b, rep.W, rep.B)
	}
}

// checkGeometry recomputes the margin min yᵢ(w·xᵢ+b)/‖w‖ and R = max‖(xᵢ,1)‖
// from the data. 1e-12 relative covers a few roundings of numbers ≤ 30.
func checkGeometry(t *testing.T, set *dataset.Set, rep *outcome) {
	t.Helper()
	margin, r := math.Inf(1), 0.0
	for i := range set.Len() {
		f, sq := rep.B, 1.0
		for j, x := range set.Point(i) {
			f += rep.W[j] * x
			sq += x * x
		}
		margin = min(margin, set.Y[i]*f/math.Hypot(rep.W[0], rep.W[1]))
		r = max(r, math.Sqrt(sq))
	}
	if rep.Margin == nil || math.Abs(*rep.Margin-margin) > 1e-12*margin {
		t.Errorf("margin %v, want %v", rep.Margin, margin)
	}
	if math.Abs(rep.R-r) > 1e-12*r {
		t.Errorf("R = %v, want %v", rep.R, r)
	}
}

// TestJSONKeys checks the stable key set in each case.
func TestJSONKeys(t *testing.T) {
	base := []string{"method", "order", "eta", "n", "d", "status", "converged", "epochs", "mistakes", "w", "b", "margin", "R"}
	tests := []struct {
		args  []string
		extra []string
	}{
		{[]string{lihang21}, nil},
		{[]string{"--trace", lihang21}, []string{"trace"}},
		{[]string{"--method", "dual", lihang21}, []string{"alpha"}},
		{[]string{"--method", "dual", "--trace", "--gram", lihang21}, []string{"alpha", "trace", "gram"}},
	}
	for _, tc := range tests {
		_, keys := trainJSON(t, tc.args...)
		want := slices.Sorted(slices.Values(append(slices.Clone(base), tc.extra...)))
		got := make([]string, 0, len(keys))
		for k := range keys {
			got = append(got, k)
		}
		if slices.Sort(got); !slices.Equal(got, want) {
			t.Errorf("%v: keys %v, want %v", tc.args, got, want)
		}
	}
}

// TestGramIsXXt checks --gram against Gᵢⱼ = xᵢ·xⱼ (Li Hang prints the same
// matrix [[18 21 6] [21 25 7] [6 7 2]] in Example 2.2).
func TestGramIsXXt(t *testing.T) {
	set := dataset.LiHang21()
	rep, _ := trainJSON(t, "--method", "dual", "--gram", lihang21)
	for i := range set.Len() {
		for j := range set.Len() {
			want := 0.0
			for k := range set.D {
				want += set.Point(i)[k] * set.Point(j)[k]
			}
			if rep.Gram[i][j] != want {
				t.Errorf("G[%d][%d] = %v, want %v", i, j, rep.Gram[i][j], want)
			}
		}
	}
}

// writeFile writes text to a file in a temporary directory.
func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestEdgeCases(t *testing.T) {
	// A start that already separates: no update, but "trace" is still there.
	rep, keys := trainJSON(t, "--trace", "--w0", "1,1", "--b0", "-3", lihang21)
	if string(keys["trace"]) != "[]" || rep.Mistakes != 0 || !rep.Converged {
		t.Errorf("separating start: trace %s, %d mistakes", keys["trace"], rep.Mistakes)
	}
	// A point at the origin: the update leaves w = 0, so the margin is null.
	_, keys = trainJSON(t, writeFile(t, "origin.csv", "0,0,1\n"))
	if string(keys["margin"]) != "null" || string(keys["w"]) != "[0,0]" {
		t.Errorf("w = %s, margin = %s; want [0,0] and null", keys["w"], keys["margin"])
	}
	// XOR never converges, yet training ran: exit 0.
	for _, args := range [][]string{{"--max-epochs", "3"}, nil} {
		rep, _ = trainJSON(t, append(args, "../assets/examples/xor.csv")...)
		if rep.Converged || rep.Status == "converged" || rep.Status == "running" {
			t.Errorf("XOR %v: status %s", args, rep.Status)
		}
	}
	// Flags after FILE mean the same as before it.
	a, _, _ := runCLI("train", "--json", "--order", "first", "--method", "dual", lihang21)
	b, _, _ := runCLI("train", lihang21, "--json", "--order", "first", "--", "--method", "dual")
	c, _, _ := runCLI("train", "--json", lihang21, "--order", "first", "--method", "dual")
	if a != c || b != "" {
		t.Errorf("flags after FILE: got %q and %q, want equal; after -- got %q, want nothing", a, c, b)
	}
}
