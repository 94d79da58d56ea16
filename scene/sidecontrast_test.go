package scene

import (
	"image/color"
	"testing"
)

// overBackground composites c over the opaque background bg.
func overBackground(c color.NRGBA, bg color.Color) color.NRGBA {
	b := nrgba(bg)
	a := float64(c.A) / 255
	m := func(x, y uint8) uint8 { return uint8(float64(x)*a + float64(y)*(1-a) + 0.5) }
	return color.NRGBA{m(c.R, b.R), m(c.G, b.G), m(c.B, b.B), 255}
}

// contrastRatio is WCAG 2's contrast ratio of two opaque colours.
func contrastRatio(a, b color.NRGBA) float64 {
	lum := func(c color.NRGBA) float64 {
		l := linearRGB(c, nil)
		return 0.2126*l[0] + 0.7152*l[1] + 0.0722*l[2]
	}
	la, lb := lum(a), lum(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// Issue 19, fault 11: in the dark theme the two sides were hard to tell
// apart: tints of 18 % over a dark grey, both near the background. On a
// dark ground a colour difference looks smaller than its number (hues
// fade at low lightness: the Hunt effect), so the dark styles must do
// better than the light ones' 10: the two sides (the hyperplane's shading
// and a decision's regions) at least 25 apart by CIEDE2000, each at least
// 15 from the background, for normal vision and under deuteranopia
// (Machado's simulation); and text stays readable (WCAG AA, 4.5:1) on
// either side. Before the fix the dark sides were 20.5 apart under
// deuteranopia.
func TestDarkSidesAreApart(t *testing.T) {
	for _, st := range []struct {
		name string
		s    Style
		min  float64
	}{{"light", DefaultStyle(false), 10}, {"projector", ProjectorStyle(false), 10},
		{"dark", DefaultStyle(true), 25}, {"projector dark", ProjectorStyle(true), 25}} {
		dp, dn := st.s.DecisionTints()
		pairs := [][2]color.NRGBA{{st.s.sideFill(0), st.s.sideFill(1)}, {dp, dn}}
		for k, pair := range pairs {
			p, n := overBackground(pair[0], st.s.Background), overBackground(pair[1], st.s.Background)
			for _, sim := range []*[3][3]float64{nil, &deuteranopia} {
				how := map[bool]string{true: " under deuteranopia"}[sim != nil]
				lab := func(c color.NRGBA) [3]float64 { return cieLab(linearRGB(c, sim)) }
				if d := deltaE2000(lab(p), lab(n)); d < st.min {
					t.Errorf("%s style, %s: the sides %v and %v are %.1f apart%s, want ≥ %.0f", st.name, []string{"hyperplane", "decision"}[k], p, n, d, how, st.min)
				}
				bg := nrgba(st.s.Background)
				for _, c := range []color.NRGBA{p, n} {
					if d := deltaE2000(lab(c), lab(bg)); st.s.Dark() && d < 15 {
						t.Errorf("%s style: the side %v is %.1f from the background%s, want ≥ 15", st.name, c, d, how)
					}
				}
			}
			for _, c := range []color.NRGBA{p, n} {
				if r := contrastRatio(nrgba(st.s.Text), c); r < 4.5 {
					t.Errorf("%s style: text on the side %v has contrast %.2f, want ≥ 4.5", st.name, c, r)
				}
			}
		}
	}
}
