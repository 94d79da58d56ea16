package cli

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSeriesPlots draws each chapter-1 figure and checks the PNG's size
// and the summary line: M = 9 on Bishop's points interpolates (training
// E_RMS printed in %.6g is below 1e-8), and the E_RMS curves name the
// degree of least test error.
func TestSeriesPlots(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--method", "polyfit", "--degree", "3", "sin:10:0.3:1"}, "M = 3, λ = 0, training E_RMS = "},
		{[]string{"--method=polyfit", "--degree", "9", bishop11}, "M = 9, λ = 0, training E_RMS = "},
		{[]string{"--method", "polyfit", "--degree", "12", bishop11}, "the minimum-norm w is drawn"},
		{[]string{"--errors", "sin:10"}, "least test E_RMS "},
		{[]string{"--errors", "--degree", "9", "--lnlambdas=-40:0", "--test", "sin:100:0.3:9", bishop11}, "at ln λ = "},
		{[]string{"--losses"}, "the losses against the margin"},
	} {
		out := filepath.Join(dir, "fig.png")
		stdout, stderr, code := runCLI(append(append([]string{"plot"}, tc.args...), "-o", out, "--width", "640", "--height", "480")...)
		if code != 0 || !strings.Contains(stdout, tc.want) {
			t.Errorf("plot %v: exit %d, stdout %q, stderr %q; want %q", tc.args, code, stdout, stderr, tc.want)
			continue
		}
		f, err := os.Open(out)
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := png.DecodeConfig(f)
		f.Close()
		if err != nil || cfg.Width != 640 || cfg.Height != 480 {
			t.Errorf("plot %v: %v, %d×%d", tc.args, err, cfg.Width, cfg.Height)
		}
	}
	if stdout, _, _ := runCLI("plot", "--method", "polyfit", "--degree", "9", bishop11, "-o", filepath.Join(dir, "m9.svg")); !strings.Contains(stdout, "E_RMS = ") || strings.Contains(stdout, "E_RMS = 0.") {
		t.Errorf("M = 9 does not interpolate: %q", stdout)
	}
}

// TestSeriesPlotErrors wants one line for each mistake.
func TestSeriesPlotErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--losses", bishop11, "-o", "x.png"}, "--losses draws functions and takes no FILE"},
		{[]string{"--errors", "--losses", "-o", "x.png"}, "give one of"},
		{[]string{"--errors", bishop11, "-o", "x.png"}, "--errors needs test points"},
		{[]string{"--method", "polyfit", "--lambda", "-1", bishop11, "-o", "x.png"}, "--lambda must be a finite number ≥ 0"},
		{[]string{"--method", "polyfit", bishop11}, "-o OUT.png|.svg|.pdf is required"},
		{[]string{"--method", "polyfit", "--degree", "3", "../assets/examples/bias1d.csv", "-o", "x.png"}, "a classification file"},
		{[]string{"--errors", "--lnlambdas", "3:1", "sin:10", "-o", "x.png"}, "--lnlambdas: want A:B"},
	} {
		out, errOut, code := runCLI(append([]string{"plot"}, tc.args...)...)
		if code != 1 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, tc.want) {
			t.Errorf("plot %v: exit %d, stdout %q, stderr %q; want one line with %q", tc.args, code, out, errOut, tc.want)
		}
	}
}
