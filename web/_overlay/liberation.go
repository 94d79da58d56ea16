// Package liberation, as the web edition builds it (scripts/web-build.sh
// puts this file in place of gonum.org/v1/plot/font/liberation/liberation.go
// with go build -overlay): an empty collection instead of the twelve
// Liberation faces, 4.5 MB that the web edition never draws with. Every
// figure the app makes sets the bundled LabSans on all its text, and
// gonum/plot's font cache falls back to the first face it was given, which
// is then LabSans, for any text that names another.
//
// It keeps the API of gonum.org/v1/plot v0.17.0's liberation.go.
package liberation // import "gonum.org/v1/plot/font/liberation"

import "gonum.org/v1/plot/font"

// Collection returns no faces.
func Collection() font.Collection { return nil }
