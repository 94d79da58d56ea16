package assets

import "embed"

// Examples holds the example datasets in examples/*.csv: lihang21.csv (Li
// Hang's Example 2.1), bias1d.csv and xor.csv. The dataset package reads them.
//
//go:embed examples/*.csv
var Examples embed.FS
