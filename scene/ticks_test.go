package scene

import "testing"

func TestAppendTicks(t *testing.T) {
	// The view [−1.3, 2.2] with step 0.5 has ticks −1, −0.5, …, 2.
	got := appendTicks(nil, -1.3, 2.2, 0.5)
	want := []string{"−1", "−0.5", "0", "0.5", "1", "1.5", "2"}
	if len(got) != len(want) {
		t.Fatalf("got %d ticks %v, want %v", len(got), got, want)
	}
	for i, tk := range got {
		if tk.Label != want[i] {
			t.Errorf("tick %d: label %q, want %q", i, tk.Label, want[i])
		}
	}
}

func TestNiceStep(t *testing.T) {
	for _, c := range []struct{ span, want float64 }{{7, 1}, {16, 2}, {40, 5}, {0.7, 0.1}, {100, 10}} {
		if got := niceStep(c.span, TickTarget); got != c.want {
			t.Errorf("niceStep(%v) = %v, want %v", c.span, got, c.want)
		}
	}
}
