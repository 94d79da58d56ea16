package scene

import (
	"fmt"
	"image/color"
	"math"
	"testing"
)

// srgbToLinear is the sRGB transfer function's inverse (IEC 61966-2-1).
func srgbToLinear(v uint8) float64 {
	c := float64(v) / 255
	if c <= 0.04045 {
		return c / 12.92
	}
	return math.Pow((c+0.055)/1.055, 2.4)
}

// deuteranopia is Machado, Oliveira and Fernandes's simulation of
// deuteranopia at severity 1 (IEEE TVCG 15(6), 2009, Table 1), on linear
// RGB.
var deuteranopia = [3][3]float64{
	{0.367322, 0.860646, -0.227968},
	{0.280085, 0.672501, 0.047413},
	{-0.011820, 0.042940, 0.968881},
}

// linearRGB returns c's linear RGB, seen through m (nil: as it is).
func linearRGB(c color.NRGBA, m *[3][3]float64) [3]float64 {
	l := [3]float64{srgbToLinear(c.R), srgbToLinear(c.G), srgbToLinear(c.B)}
	if m == nil {
		return l
	}
	var out [3]float64
	for i := range 3 {
		for j := range 3 {
			out[i] += m[i][j] * l[j]
		}
		out[i] = math.Min(1, math.Max(0, out[i]))
	}
	return out
}

// cieLab converts linear sRGB to CIELAB under D65.
func cieLab(l [3]float64) [3]float64 {
	x := (0.4124564*l[0] + 0.3575761*l[1] + 0.1804375*l[2]) / 0.95047
	y := 0.2126729*l[0] + 0.7151522*l[1] + 0.0721750*l[2]
	z := (0.0193339*l[0] + 0.1191920*l[1] + 0.9503041*l[2]) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}

// deltaE2000 is the CIEDE2000 colour difference (Sharma, Wu and Dalal,
// Color Res. Appl. 30(1), 2005).
func deltaE2000(p, q [3]float64) float64 {
	rad, deg := math.Pi/180, 180/math.Pi
	c1, c2 := math.Hypot(p[1], p[2]), math.Hypot(q[1], q[2])
	cb7 := math.Pow((c1+c2)/2, 7)
	g := 0.5 * (1 - math.Sqrt(cb7/(cb7+math.Pow(25, 7))))
	a1, a2 := (1+g)*p[1], (1+g)*q[1]
	c1p, c2p := math.Hypot(a1, p[2]), math.Hypot(a2, q[2])
	h := func(b, a float64) float64 {
		if a == 0 && b == 0 {
			return 0
		}
		return math.Mod(math.Atan2(b, a)*deg+360, 360)
	}
	h1, h2 := h(p[2], a1), h(q[2], a2)
	dh := 0.0
	if c1p*c2p != 0 {
		dh = h2 - h1
		if dh > 180 {
			dh -= 360
		} else if dh < -180 {
			dh += 360
		}
	}
	dL, dC := q[0]-p[0], c2p-c1p
	dH := 2 * math.Sqrt(c1p*c2p) * math.Sin(dh/2*rad)
	lb, cb := (p[0]+q[0])/2, (c1p+c2p)/2
	hb := h1 + h2
	if c1p*c2p != 0 {
		switch {
		case math.Abs(h1-h2) <= 180:
			hb = (h1 + h2) / 2
		case h1+h2 < 360:
			hb = (h1 + h2 + 360) / 2
		default:
			hb = (h1 + h2 - 360) / 2
		}
	}
	t := 1 - 0.17*math.Cos((hb-30)*rad) + 0.24*math.Cos(2*hb*rad) + 0.32*math.Cos((3*hb+6)*rad) - 0.20*math.Cos((4*hb-63)*rad)
	dTheta := 30 * math.Exp(-math.Pow((hb-275)/25, 2))
	cb7 = math.Pow(cb, 7)
	rc := 2 * math.Sqrt(cb7/(cb7+math.Pow(25, 7)))
	sl := 1 + 0.015*(lb-50)*(lb-50)/math.Sqrt(20+(lb-50)*(lb-50))
	sc, sh := 1+0.045*cb, 1+0.015*cb*t
	rt := -math.Sin(2*dTheta*rad) * rc
	return math.Sqrt(math.Pow(dL/sl, 2) + math.Pow(dC/sc, 2) + math.Pow(dH/sh, 2) + rt*(dC/sc)*(dH/sh))
}

// Sharma, Wu and Dalal's test data (Table 1): pairs 1, 7 and 17, to four
// decimals.
func TestDeltaE2000MatchesSharma(t *testing.T) {
	for _, c := range []struct {
		p, q [3]float64
		want float64
	}{
		{[3]float64{50, 2.6772, -79.7751}, [3]float64{50, 0, -82.7485}, 2.0425},
		{[3]float64{50, 0, 0}, [3]float64{50, -1, 2}, 2.3669},
		{[3]float64{50, 2.5, 0}, [3]float64{56, -27, -3}, 31.9030},
	} {
		if got := deltaE2000(c.p, c.q); math.Abs(got-c.want) > 5e-5 {
			t.Errorf("ΔE00(%v, %v) = %.4f, want %.4f", c.p, c.q, got, c.want)
		}
	}
	// Deuteranopia keeps grey grey: the rows of Machado's matrix sum to 1.
	g := linearRGB(color.NRGBA{0x80, 0x80, 0x80, 0xff}, &deuteranopia)
	if math.Abs(g[0]-g[1]) > 1e-5 || math.Abs(g[1]-g[2]) > 1e-5 {
		t.Errorf("grey under deuteranopia is %v", g)
	}
}

// minKNNDelta is the least CIEDE2000 difference between any two colours
// of a k-NN picture; about 10 is "clearly different" at a glance.
const minKNNDelta = 12

// Fault 6 of issue 19: k-NN's colours collided (the p = ∞ ball and the
// splits, p = 1 and the Lp ball, p = 2 and the nearest point). Every pair
// of the picture's colours (the palette, both classes, the text and the
// background) must be apart for normal vision and under deuteranopia, in
// the four styles.
func TestKNNPaletteIsDistinctForDeuteranopes(t *testing.T) {
	for _, st := range []struct {
		name string
		s    Style
	}{{"light", DefaultStyle(false)}, {"dark", DefaultStyle(true)},
		{"projector", ProjectorStyle(false)}, {"projector dark", ProjectorStyle(true)}} {
		p := st.s.KNN()
		named := map[string]color.Color{"background": st.s.Background, "text": st.s.Text, "+1": st.s.Pos, "−1": st.s.Neg,
			"splits": st.s.splits(), "Lp ball": p.Ball, "nearest": p.Nearest,
			"p = 1": p.Orders[0], "p = 2": p.Orders[1], "p = ∞": p.Orders[2]}
		var names []string
		for n := range named {
			names = append(names, n)
		}
		for i, a := range names {
			for _, b := range names[i+1:] {
				for _, sim := range []*[3][3]float64{nil, &deuteranopia} {
					d := deltaE2000(cieLab(linearRGB(nrgba(named[a]), sim)), cieLab(linearRGB(nrgba(named[b]), sim)))
					if d < minKNNDelta {
						t.Errorf("%s style: %s and %s are %.1f apart%s, want at least %d", st.name, a, b, d,
							map[bool]string{true: " under deuteranopia"}[sim != nil], minKNNDelta)
					}
				}
			}
		}
	}
}

// The balls and marks take the palette's colours.
func TestKNNLayersUseThePalette(t *testing.T) {
	st := DefaultStyle(false)
	p := st.KNN()
	for o, want := range map[float64]color.NRGBA{1: p.Orders[0], 2: p.Orders[1], math.Inf(1): p.Orders[2], 3: p.Ball} {
		if got := p.order(o); got != want {
			t.Errorf("the ball of order %v is %v, want %v", o, got, want)
		}
	}
	if got := fmt.Sprint(st.splits()); got != fmt.Sprint(p.Splits) {
		t.Errorf("splits %s, want %v", got, p.Splits)
	}
}
