package ui

import (
	"testing"
	"time"

	"perceptronlab/dataset"
	"perceptronlab/lab"
)

// TestRunKeepsTheSpeedShown animates a run of 35 updates on 2000 points
// at the slider's top speed and times it. At 30 steps/s the first update
// comes at once and the run ends when the 36th step is due, at 35/30 s ≈
// 1.17 s, however long each frame takes to draw (the trial measured 13–18
// steps/s when every frame also waited 1/30 s). The goroutine runs alone
// until it ends: the test touches nothing meanwhile.
func TestRunKeepsTheSpeedShown(t *testing.T) {
	e := newTestExplorer(t)
	e.loadExample("random", dataset.Separable(2000, 2, 1, 4), lab.DefaultSettings()) // converges after k = 35
	e.bar.speed.SetValue(30)
	if e.bar.speedLabel.Text != "30 steps/s" {
		t.Fatalf("speed label %q", e.bar.speedLabel.Text)
	}
	start := time.Now()
	e.ctl.toggleRun()
	settle(t, e)
	took := time.Since(start)
	if k := e.s.State().K; k != 35 || e.s.State().Status.String() != "converged" {
		t.Fatalf("the run ended at k = %d, %v; want converged at 35", k, e.s.State().Status)
	}
	if want := 35 * time.Second / 30; took < want*8/10 || took > want*12/10 {
		t.Errorf("35 updates at 30 steps/s took %v, want %v ± 20%%", took, want)
	}
}

// TestPacerCatchesUpSlowFrames drives the pacer with a clock on which
// every frame takes 100 ms to draw: at 30 steps/s a second still makes 30
// updates, three a frame (one a frame, 10 in all, was the trial's bug).
func TestPacerCatchesUpSlowFrames(t *testing.T) {
	clock := time.Unix(0, 0)
	p := &pacer{start: clock, rate: 30, now: func() time.Time { return clock }}
	total := 0
	for range 10 {
		clock = clock.Add(p.wait())               // the loop sleeps until an update is due…
		clock = clock.Add(100 * time.Millisecond) // …and the frame takes 100 ms
		total += p.due()
	}
	// After 10 frames the clock reads about 1.03 s: 30 or 31 updates due.
	if total < 30 || total > 31 {
		t.Errorf("10 frames of 100 ms at 30 steps/s made %d updates, want 30", total)
	}
	if w := p.wait(); w != 0 {
		t.Errorf("behind schedule, the pacer still waits %v", w)
	}
	p.setRate(4)
	if n := p.due(); n != 1 {
		t.Errorf("right after a change of speed %d updates are due, want 1", n)
	}
}
