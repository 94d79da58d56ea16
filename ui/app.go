package ui

import (
	"perceptronlab/assets"

	"fyne.io/fyne/v2"
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

// noDisplay says why no window can open on a Linux or BSD desktop that has
// neither an X11 nor a Wayland display, or "" when one may. Without this,
// GLFW fails deep inside Fyne with a panic.
func noDisplay(goos string, getenv func(string) string) string {
	switch goos {
	case "windows", "darwin", "android", "ios", "js":
		return ""
	}
	if getenv("DISPLAY") != "" || getenv("WAYLAND_DISPLAY") != "" {
		return ""
	}
	return "no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set); " +
		"the headless commands such as \"perceptronlab train\" and \"perceptronlab plot\" need none"
}
