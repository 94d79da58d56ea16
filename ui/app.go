package ui

import (
	"fyne.io/fyne/v2"

	"perceptronlab/assets"
)

// Preference keys.
const (
	prefLanguage  = "language"
	prefDark      = "dark"
	prefProjector = "projector"
)

// appIcon returns the app icon embedded from assets/icon.png.
func appIcon() fyne.Resource {
	return fyne.NewStaticResource("icon.png", assets.Icon)
}
