package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// Gaussian naive Bayes on points near 1e308, whose variances are beyond
// float64's range, says so in one line, naming the file, class and
// feature, where it wrote a model of ±Inf and NaN (issue 21).
func TestNBGaussianVarianceOverflows(t *testing.T) {
	data := writeFile(t, "big.csv", "x1,x2,y\n1e308,1e308,1\n-1e308,-1e308,-1\n1.5e308,-1e308,1\n-1.2e308,1e308,-1\n")
	for _, args := range [][]string{{"nb", "--model", "gaussian", data}, {"plot", "--method", "nb", data, "-o", filepath.Join(t.TempDir(), "nb.png")}} {
		_, errOut, code := runCLI(args...)
		want := "big.csv: class -1: the variance of x1 overflows float64: its values are about 1.2e308 and spread over 2e307"
		if code != 1 || !strings.Contains(errOut, want) || strings.Count(strings.TrimSpace(errOut), "\n") > 0 {
			t.Errorf("%v: exit %d, %q; want one line with %q", args, code, errOut, want)
		}
	}
}
