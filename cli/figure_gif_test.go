package cli

import (
	"testing"

	"perceptronlab/algo"
)

// TestTraceTableFramesMatchAnimate checks that the window's frames (from a
// TraceTable) are animate's frames: Li Hang's Examples 2.1 and 2.2, every
// update and every 3rd.
func TestTraceTableFramesMatchAnimate(t *testing.T) {
	for _, tc := range []struct {
		dual  bool
		every string
	}{{false, "1"}, {true, "1"}, {false, "3"}, {true, "3"}} {
		args := []string{"--order", "first", "--every", tc.every, lihang21}
		if tc.dual {
			args = append(args, "--method", "dual")
		}
		want := animateFrames(t, args...)
		tt := exampleTable(t, tc.dual)
		got := tt.Frames(algo.Converged, int(tc.every[0]-'0'))
		if len(got) != len(want) {
			t.Errorf("%v: %d frames, animate draws %d", args, len(got), len(want))
			continue
		}
		for i, w := range want {
			g := got[i]
			if g.Caption != w.caption || g.Updated != w.updated || !equalVec(g.W, w.w) || !equalVec(g.PrevW, w.prevW) {
				t.Errorf("%v: frame %d is %+v, animate's %+v", args, i, g, w)
			}
		}
	}
}
