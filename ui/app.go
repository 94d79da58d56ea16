package ui

import (
	"os"
	"perceptronlab/assets"
	"perceptronlab/ui/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
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

// dialogLanguage is the language Fyne's dialogs were last set to.
var dialogLanguage string

// syncDialogLanguage puts Fyne's own dialogs (open, save, confirm) in the
// interface's language. They translate through fyne/lang, which follows
// the user's locales, read again by every lang.AddTranslations call
// (LANGUAGE first, on Linux). So LANGUAGE is set for the moment of one such
// call, with an empty table, and then put back as it was.
func syncDialogLanguage() {
	l := i18n.Language()
	if l == dialogLanguage {
		return
	}
	dialogLanguage = l
	loc := "en"
	if l == "zh" {
		loc = "zh_CN"
	}
	old, had := os.LookupEnv("LANGUAGE")
	_ = os.Setenv("LANGUAGE", loc)
	_ = lang.AddTranslationsForLocale([]byte("{}"), fyne.Locale("en"))
	if had {
		_ = os.Setenv("LANGUAGE", old)
	} else {
		_ = os.Unsetenv("LANGUAGE")
	}
}
