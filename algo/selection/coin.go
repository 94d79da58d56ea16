package selection

import "fmt"

// Coin holds the estimates of a coin's probability θ of heads from k heads
// in n tosses, with a Beta(a, b) prior for the Bayesian ones (Li Hang §1.1,
// exercise 1.1).
type Coin struct {
	// MLE is k/n, the maximum-likelihood estimate.
	MLE float64
	// MAP is (k + a − 1)/(n + a + b − 2), the mode of the posterior
	// Beta(k + a, n − k + b); it is MLE when a = b = 1.
	MAP float64
	// PosteriorMean is (k + a)/(n + a + b), the Bayes estimate under
	// squared loss.
	PosteriorMean float64
}

// EstimateCoin returns the estimates of θ from k heads in n tosses with a
// Beta(a, b) prior. It returns an error unless 0 ≤ k ≤ n, n ≥ 1, a, b > 0,
// and the posterior has a mode inside [0, 1] (k + a ≥ 1 and n − k + b ≥ 1).
func EstimateCoin(k, n int, a, b float64) (Coin, error) {
	switch {
	case n < 1 || k < 0 || k > n:
		return Coin{}, fmt.Errorf("want 0 ≤ k ≤ n and n ≥ 1, got k = %d, n = %d", k, n)
	case !(a > 0) || !(b > 0):
		return Coin{}, fmt.Errorf("the prior Beta(a, b) needs a, b > 0, got a = %v, b = %v", a, b)
	case float64(k)+a < 1 || float64(n-k)+b < 1:
		return Coin{}, fmt.Errorf("the posterior Beta(%v, %v) has no mode: it needs both parameters ≥ 1", float64(k)+a, float64(n-k)+b)
	}
	kf, nf := float64(k), float64(n)
	c := Coin{MLE: kf / nf, PosteriorMean: (kf + a) / (nf + a + b)}
	if den := nf + a + b - 2; den > 0 {
		c.MAP = (kf + a - 1) / den
	} else { // a flat posterior Beta(1, 1): every θ is a mode; take ½
		c.MAP = 0.5
	}
	return c, nil
}
