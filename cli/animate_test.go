package cli

import (
	"context"
	"image/gif"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"perceptronlab/figure"
	"perceptronlab/scene"
)

// book21Captions are the updates of Li Hang's Table 2.1 (Example 2.1,
// η = 1, scanning from the first point), written out as animate does.
var book21Captions = []string{
	"k=0: start, w = (0,0), b = 0",
	"k=1: x₁ misclassified, w ← (3,3), b ← 1",
	"k=2: x₃ misclassified, w ← (2,2), b ← 0",
	"k=3: x₃ misclassified, w ← (1,1), b ← −1",
	"k=4: x₃ misclassified, w ← (0,0), b ← −2",
	"k=5: x₁ misclassified, w ← (3,3), b ← −1",
	"k=6: x₃ misclassified, w ← (2,2), b ← −2",
	"k=7: x₃ misclassified, w ← (1,1), b ← −3; converged",
}

// animateFrames trains like animate and returns its frames.
func animateFrames(t *testing.T, args ...string) []figure.Frame {
	t.Helper()
	f, err := parseAnimateArgs(append(args, "-o", "x.gif"))
	if err != nil {
		t.Fatal(err)
	}
	set, err := loadFigureSet(context.Background(), f.train.file)
	if err != nil {
		t.Fatal(err)
	}
	f.train.trace = true
	rep, err := methods[f.train.method].train(t.Context(), set, &f.train)
	if err != nil {
		t.Fatal(err)
	}
	rep.trace.Lang = f.lang
	return rep.trace.Frames(f.every)
}

func TestAnimationFramesLihang21(t *testing.T) {
	frames := animateFrames(t, "--order", "first", lihang21)
	if len(frames) != len(book21Captions) {
		t.Fatalf("%d frames, want %d", len(frames), len(book21Captions))
	}
	for k, fr := range frames {
		if fr.Caption != book21Captions[k] {
			t.Errorf("frame %d: caption %q, want %q", k, fr.Caption, book21Captions[k])
		}
		if k > 0 && !equalVec(prevW(fr), frameW(frames[k-1])) {
			t.Errorf("frame %d fades %v, want the previous line %v", k, prevW(fr), frameW(frames[k-1]))
		}
	}
	if frames[0].Updated != -1 || prevW(frames[0]) != nil || frames[3].Updated != 2 {
		t.Errorf("start highlights %d, fades %v; frame 3 highlights %d, want x3 (2)", frames[0].Updated, prevW(frames[0]), frames[3].Updated)
	}
}

// frameW returns the w a frame draws.
func frameW(f figure.Frame) []float64 { return f.Models[0].(scene.Hyperplane).W }

// prevW returns the w a frame draws faded, or nil.
func prevW(f figure.Frame) []float64 {
	for _, m := range f.Models {
		if p, ok := m.(scene.Previous); ok {
			return p.W
		}
	}
	return nil
}

func TestAnimationFramesVariants(t *testing.T) {
	tests := []struct {
		args []string
		want []string // the captions, or a prefix of each
	}{
		{[]string{"--every", "3"}, []string{"k=0: start", "k=3: x₃", "k=6: x₃", "k=7: x₃ misclassified, w ← (1,1), b ← −3; converged"}},
		{[]string{"--every", "7"}, []string{"k=0: start", "k=7: x₃ misclassified, w ← (1,1), b ← −3; converged"}},
		{[]string{"--lang", "zh", "--every", "3"}, []string{"k=0: 初值, w = (0,0), b = 0", "k=3: x₃ 误分类, w ← (1,1), b ← −1", "k=6: x₃ 误分类",
			"k=7: x₃ 误分类, w ← (1,1), b ← −3；已收敛"}},
		// Li Hang's Example 2.2 (Table 2.2): the dual form's α after each update.
		{[]string{"--method", "dual", "--every", "3"}, []string{"k=0: start", "k=3: x₃ misclassified, α₃ ← 2, w ← (1,1), b ← −1",
			"k=6: x₃ misclassified, α₃ ← 4, w ← (2,2), b ← −2", "k=7: x₃ misclassified, α₃ ← 5, w ← (1,1), b ← −3; converged"}},
		{[]string{"--w0", "1,1", "--b0", "-3"}, []string{"k=0: start, w = (1,1), b = −3; converged"}},
	}
	for _, tc := range tests {
		frames := animateFrames(t, append([]string{"--order", "first", lihang21}, tc.args...)...)
		if len(frames) != len(tc.want) {
			t.Errorf("%v: %d frames, want %d", tc.args, len(frames), len(tc.want))
			continue
		}
		for k, fr := range frames {
			if !strings.HasPrefix(fr.Caption, tc.want[k]) {
				t.Errorf("%v: frame %d: caption %q, want %q…", tc.args, k, fr.Caption, tc.want[k])
			}
		}
	}
}

// TestAnimationEnds checks the last caption on runs that do not converge:
// XOR with the cyclic order returns to its start state after an epoch (a
// cycle), and one epoch of random order cannot finish.
func TestAnimationEnds(t *testing.T) {
	xor := "../assets/examples/xor.csv"
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{xor}, "; cycle: it never converges"},
		{[]string{xor, "--max-epochs", "1", "--order", "random"}, "; stopped at the epoch limit"},
	} {
		frames := animateFrames(t, tc.args...)
		if last := frames[len(frames)-1].Caption; !strings.HasSuffix(last, tc.want) {
			t.Errorf("%v: the last caption %q does not end in %q", tc.args, last, tc.want)
		}
	}
}

func TestAnimateGIF(t *testing.T) {
	out := figPath(t, "lihang21.gif")
	stdout := runOK(t, "animate", "--order", "first", lihang21, "-o", out, "--delay", "500")
	if want := "wrote " + out + ": 8 frames of 800×600 pixels; --method primal, converged"; !strings.HasPrefix(stdout, want) {
		t.Errorf("stdout %q, want %q…", stdout, want)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := gif.DecodeAll(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Image) != 8 {
		t.Fatalf("%d frames, want 8: the start, 7 updates, the last being the final state", len(g.Image))
	}
	if g.Config.Width != 800 || g.Config.Height != 600 {
		t.Errorf("size %d×%d, want 800×600", g.Config.Width, g.Config.Height)
	}
	if g.Delay[0] != 50 || g.Delay[7] != 150 {
		t.Errorf("delays %v, want 50 and 150 (the last) hundredths of a second", g.Delay)
	}
	for k := 1; k < len(g.Image); k++ {
		if n, _ := pixelDiff(g.Image[k-1], g.Image[k], 0); n < 1000 {
			t.Errorf("frame %d differs from frame %d in only %d pixels", k, k-1, n)
		}
	}
	if g.LoopCount != 0 {
		t.Errorf("loop count %d, want 0 (forever)", g.LoopCount)
	}
}

func TestAnimateErrors(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "x.gif")
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"animate", lihang21}, "animate: -o OUT.gif is required"},
		{[]string{"animate", lihang21, "-o", filepath.Join(dir, "x.png")}, "the extension must be .gif"},
		{[]string{"animate", lihang21, "-o", out, "--every", "0"}, "--every must be at least 1"},
		{[]string{"animate", lihang21, "-o", out, "--delay", "5"}, "--delay must be in 10…60000 ms"},
		{[]string{"animate", lihang21, "-o", out, "--order", "sideways"}, `unknown order "sideways"`},
		{[]string{"animate", lihang21, "-o", out, "--width", "-5"}, "figure size must be positive"},
		{[]string{"animate", writeFile(t, "bad.csv", "1,2,1\n3,x,-1\n"), "-o", out}, "bad.csv:2:"},
	}
	for _, tc := range tests {
		stdout, errOut, code := runCLI(tc.args...)
		if code != 1 || stdout != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 1 and one line with %q", tc.args, code, stdout, errOut, tc.want)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("failed runs left %d files in the output directory", len(entries))
	}
}

func TestAnimateHelp(t *testing.T) {
	out := runOK(t, "help", "animate")
	for _, want := range []string{"--every n", "--delay ms", "(default 800)", "--method algorithm", "8 frames"} {
		if !strings.Contains(out, want) {
			t.Errorf("help animate lacks %q", want)
		}
	}
}

func equalVec(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
