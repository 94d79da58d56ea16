package cli

// The JSON the nb command writes for Gaussian naive Bayes, as types: the
// command streams it (writeGaussianJSON) without building them, so only
// the tests, which decode it, need them.

// gaussianJSON is nb's Gaussian output; its keys are a stable interface.
// Prior, mean and var are keyed by class label. writeGaussianJSON writes it
// without building it: its fields only document the output and decode it.
type gaussianJSON struct {
	gaussianHead
	Predictions []gaussianAnswer `json:"predictions"`
	Errors      *int             `json:"errors,omitempty"`
}

// gaussianAnswer is the class of one point and its log-odds
// log P(+1|x) − log P(−1|x).
type gaussianAnswer struct {
	X       []float64 `json:"x"`
	Y       float64   `json:"y"`
	LogOdds float64   `json:"log_odds"`
}
