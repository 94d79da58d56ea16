package selection

import (
	"context"
	"testing"
)

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

// benchCV is cv --folds 10 --degrees 0-9 --lambdas 0,1e-6,1e-3,1 on n
// points without the file: the blocked cross-validation.
func benchCV(b *testing.B, n int) {
	x, t := sinSet(n, 0, 1, 1)
	folds, err := KFolds(n, 10, false, 0)
	if err != nil {
		b.Fatal(err)
	}
	ms, lambdas := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, []float64{0, 1e-6, 1e-3, 1}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := PolyCVMeans(context.Background(), x, t, folds, ms, lambdas); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCV10Fold200k is 10-fold CV of degrees 0–9 × 4 λ on 2·10⁵ points.
func BenchmarkCV10Fold200k(b *testing.B) { benchCV(b, 200_000) }

// BenchmarkCV10Fold1M is the same on 10⁶ points.
func BenchmarkCV10Fold1M(b *testing.B) { benchCV(b, 1_000_000) }

// BenchmarkFitPoly9Million is fit --degree 9 on 10⁶ points without the
// file.
func BenchmarkFitPoly9Million(b *testing.B) {
	x, t := sinSet(1_000_000, 0, 1, 1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := FitPoly(x, t, 9, 0); err != nil {
			b.Fatal(err)
		}
	}
}
