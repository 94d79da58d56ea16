package cli

import (
	"os"
	"strings"
	"testing"
)

// TestLabels01 trains on Example 2.1 with labels 0/1 instead of −1/+1: the
// model, text and JSON alike, is the one of the ±1 file (Li Hang's
// w = (1, 1), b = −3), and one line on stderr says how the labels were
// mapped, as scikit-learn's LabelEncoder orders them.
func TestLabels01(t *testing.T) {
	pm, err := os.ReadFile(lihang21)
	if err != nil {
		t.Fatal(err)
	}
	zeroOne := writeFile(t, "01.csv", strings.ReplaceAll(string(pm), ",-1", ",0"))
	for _, args := range [][]string{{"train"}, {"train", "--json"}, {"analyze"}} {
		want := runOK(t, append(args, lihang21)...)
		out, errOut, code := runCLI(append(args, zeroOne)...)
		if code != 0 || out != strings.ReplaceAll(want, lihang21, zeroOne) {
			t.Errorf("%v: exit %d, stdout\n%s\nwant\n%s", args, code, out, want)
		}
		if wantErr := "perceptronlab: " + zeroOne + ": labels 0 → −1, 1 → +1\n"; errOut != wantErr {
			t.Errorf("%v: stderr %q, want %q", args, errOut, wantErr)
		}
	}
}

// TestRegressionRefused checks that a file x,t with real targets reads as
// regression data, which the classifiers refuse in one line that says so.
func TestRegressionRefused(t *testing.T) {
	prml := writeFile(t, "prml.csv", "x,t\n0,0.349486\n0.111111,0.830839\n0.222222,1.007332\n")
	for _, cmd := range []string{"train", "analyze", "knn"} {
		out, errOut, code := runCLI(cmd, "--query", "1", prml)
		if cmd != "knn" {
			out, errOut, code = runCLI(cmd, prml)
		}
		want := prml + ": regression data (real targets t), but this needs two classes"
		if code != 1 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, want) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want %q", cmd, code, out, errOut, want)
		}
	}
}
