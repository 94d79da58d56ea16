package selection

import "testing"

// BenchmarkPolyLOO is cv --method polyfit --loo --degrees 0-9 without the
// file: leave-one-out of degrees 0…9 on 10⁴ points by the closed form.
func BenchmarkPolyLOO(b *testing.B) {
	x, t := sinSet(10000, 0, 1, 1)
	b.ReportAllocs()
	for b.Loop() {
		for m := range 10 {
			if _, err := PolyLOO(x, t, m, 0); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkFitPoly9 fits degree 9 to 1000 points, as the window would
// while a point is dragged (its budget: a 16 ms frame).
func BenchmarkFitPoly9(b *testing.B) {
	x, t := sinSet(1000, 0, 1, 1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := FitPoly(x, t, 9, 0); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFitPoly9Ridge is BenchmarkFitPoly9 with λ > 0.
func BenchmarkFitPoly9Ridge(b *testing.B) {
	x, t := sinSet(1000, 0, 1, 1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := FitPoly(x, t, 9, 1e-6); err != nil {
			b.Fatal(err)
		}
	}
}
