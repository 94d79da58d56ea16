package report

import (
	"fmt"
	"strings"
	"testing"

	"perceptronlab/algo/perceptron"
	"perceptronlab/scene"
	"perceptronlab/typeset"
)

// TestFramesExample21 checks the animation of Li Hang's Example 2.1
// against his Tables 2.1 and 2.2: the start and seven updates, each
// highlighting the book's misclassified point and captioned with the
// book's w and b (and α in the dual form); with every = 3 only updates
// 3, 6 and the last (7) are drawn.
func TestFramesExample21(t *testing.T) {
	for _, dual := range []bool{false, true} {
		tt := exampleTable(t, dual)
		tt.Status = perceptron.Converged
		frames := tt.Frames(1)
		if len(frames) != len(bookTable21) {
			t.Fatalf("dual %v: %d frames, want %d", dual, len(frames), len(bookTable21))
		}
		for k, f := range frames[1:] {
			row := bookTable21[k+1]
			if f.Updated != row.point-1 {
				t.Errorf("dual %v: frame %d highlights x%d, the book corrects x%d", dual, k+1, f.Updated+1, row.point)
			}
			w := fmt.Sprintf("w ← (%g,%g)", row.w[0], row.w[1])
			if !containsAll(f.Caption, fmt.Sprintf("k=%d:", k+1), "x"+typeset.Subscript(row.point)+" misclassified", w) {
				t.Errorf("dual %v: frame %d caption %q lacks the book's %s", dual, k+1, f.Caption, w)
			}
			h, ok := f.Models[0].(scene.Hyperplane)
			if !ok || h.W[0] != row.w[0] || h.W[1] != row.w[1] || h.B != row.b {
				t.Errorf("dual %v: frame %d draws %+v, the book has w = %v, b = %v", dual, k+1, f.Models[0], row.w, row.b)
			}
		}
		if dual && !containsAll(frames[7].Caption, "α₃ ← 5", "; converged") {
			t.Errorf("last dual caption %q, want α₃ ← 5 (Table 2.2) and the status", frames[7].Caption)
		}
		every3 := tt.Frames(3)
		if len(every3) != 4 {
			t.Fatalf("dual %v: every 3 makes %d frames, want the start and updates 3, 6, 7", dual, len(every3))
		}
		for i, k := range []int{3, 6, 7} {
			if !containsAll(every3[i+1].Caption, fmt.Sprintf("k=%d:", k)) {
				t.Errorf("dual %v: every 3, frame %d caption %q, want update %d", dual, i+1, every3[i+1].Caption, k)
			}
		}
	}
}

func containsAll(s string, parts ...string) bool {
	for _, p := range parts {
		if !strings.Contains(s, p) {
			return false
		}
	}
	return true
}
