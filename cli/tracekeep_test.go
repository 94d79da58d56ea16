package cli

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestTraceOfALongRunIsBounded: with the bound lowered to 20 rows, train
// --trace on noisy data lists only the latest updates, from trace_from on,
// and they are the last rows of the same run listed whole (α included,
// dual form); the text output says what is not listed.
func TestTraceOfALongRunIsBounded(t *testing.T) {
	path := filepath.Join(t.TempDir(), "noisy.csv")
	r := rand.New(rand.NewPCG(2, 3))
	var sb strings.Builder
	for range 60 {
		fmt.Fprintf(&sb, "%d,%d,%d\n", r.IntN(9)-4, r.IntN(9)-4, 2*r.IntN(2)-1)
	}
	if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"train", "--json", "--trace", "--method", "dual", "--order", "random", "--max-epochs", "200", path}
	whole := traceJSON(t, args)
	defer func(k int) { traceKeep = k }(traceKeep)
	traceKeep = 20
	part := traceJSON(t, args)
	n := len(part.Trace)
	if part.TraceFrom == 0 || n > len(whole.Trace)/2 || part.TraceFrom+n != len(whole.Trace) {
		t.Fatalf("listed %d rows from k = %d; the whole run has %d", n, part.TraceFrom, len(whole.Trace))
	}
	for k, row := range part.Trace {
		w := whole.Trace[part.TraceFrom+k]
		if row.K != w.K || row.I != w.I || !slices.Equal(row.W, w.W) || !slices.Equal(row.Alpha, w.Alpha) {
			t.Fatalf("row %d: %+v, the whole run's %+v", k, row, w)
		}
	}
	out, _, _ := runCLI(slices.Replace(slices.Clone(args), 1, 2, "--format=text")...)
	if !strings.Contains(out, fmt.Sprintf("from k = %d; updates 1 to %d are not", part.TraceFrom, part.TraceFrom)) {
		t.Errorf("the text output does not say what is not listed:\n%.300s", out)
	}
}

// traceJSON runs train and decodes its JSON.
func traceJSON(t *testing.T, args []string) outcome {
	t.Helper()
	out, errb, code := runCLI(args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb)
	}
	var o outcome
	if err := json.Unmarshal([]byte(out), &o); err != nil {
		t.Fatal(err)
	}
	return o
}
