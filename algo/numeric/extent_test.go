package numeric

import (
	"math"
	"testing"
)

func TestCheckExtent(t *testing.T) {
	for _, c := range []struct {
		lo, hi float64
		want   error
	}{
		{-1, 6, nil},
		{math.NaN(), 1, ErrExtentNotFinite},
		{0, math.Inf(1), ErrExtentNotFinite},
		{1, 1, ErrExtentNotOrdered},
		{2, 1, ErrExtentNotOrdered},
		{-math.MaxFloat64, math.MaxFloat64, ErrExtentTooWide},
		// Float64 values are 2 apart at 10¹⁶: 16 of them span 32.
		{1e16, 1e16 + 30, ErrExtentTooNarrow},
		{1e16, 1e16 + 32, nil},
		// and 0.125 apart at 10¹⁵: the view is two of them wide.
		{1e15, 1.0000000000000002e15, ErrExtentTooNarrow},
	} {
		if got := CheckExtent(c.lo, c.hi); got != c.want {
			t.Errorf("CheckExtent(%v, %v) = %v, want %v", c.lo, c.hi, got, c.want)
		}
	}
}

func TestWidenExtent(t *testing.T) {
	lo, hi, ok := WidenExtent(1e15, 1.0000000000000002e15)
	// Centre 1e15 + 0.125, widened to 16 steps of 0.125: ±1.
	if !ok || lo != 1e15+0.125-1 || hi != 1e15+0.125+1 {
		t.Errorf("WidenExtent = %v, %v, %v; want 1e15−0.875, 1e15+1.125", lo, hi, ok)
	}
	if _, _, ok := WidenExtent(3, 2); ok {
		t.Error("an extent out of order was widened")
	}
	if lo, hi, ok := WidenExtent(-1, 6); !ok || lo != -1 || hi != 6 {
		t.Errorf("a divisible extent changed: %v, %v", lo, hi)
	}
	// Next to MaxFloat64 the widened ends stay finite or fail.
	if lo, hi, ok := WidenExtent(math.MaxFloat64*(1-1e-16), math.MaxFloat64); ok && CheckExtent(lo, hi) != nil {
		t.Errorf("WidenExtent near MaxFloat64 = %v, %v", lo, hi)
	}
}
