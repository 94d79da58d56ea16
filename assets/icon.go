package assets

import _ "embed"

//go:generate go run icon_gen.go

// Icon is the app icon, a 256×256 PNG drawn by icon_gen.go: blue discs
// (+1) and vermilion crosses (−1) on either side of a separating line.
//
//go:embed icon.png
var Icon []byte
