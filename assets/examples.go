package assets

import "embed"

// Examples holds the example datasets in examples/*.csv: lihang21.csv (Li
// Hang's Example 2.1), lihang31.csv and lihang32.csv (Examples 3.1 and
// 3.2; lihang32-points.csv holds 3.2's points without labels), lihang41.csv (Table 4.1), bias1d.csv, xor.csv, and the curve-fitting
// sets bishop11.csv (PRML §1.1) and lihang14.csv (Li Hang §1.4.2). The dataset
// package and the window's Examples menu read them.
//
//go:embed examples/*.csv
var Examples embed.FS
