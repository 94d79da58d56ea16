package labtheme

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Track is the app's current theme with a visible slider track. Fyne
// draws a slider's track in the input background colour, which projector
// mode makes pure white (or black), like the window, and the default theme
// makes a faint grey: the speed slider's track vanished. The toolbar wraps
// its slider in a ThemeOverride with this theme; entries keep their
// background.
type Track struct{}

var _ fyne.Theme = Track{}

// The track colours, at least 3:1 against the ground (WCAG's contrast for a
// control's parts): #8c8c8c on white is 3.4:1, #6e6e6e on black 4.1:1 and
// on the default dark background (#171717) 3.4:1. The filled part and the
// thumb stay in the foreground colour.
var (
	trackLight = opaque(0x8c, 0x8c, 0x8c)
	trackDark  = opaque(0x6e, 0x6e, 0x6e)
)

func (Track) current() fyne.Theme { return fyne.CurrentApp().Settings().Theme() }

// Color returns the current theme's colour, with a visible track.
func (t Track) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	th := t.current()
	if lt, ok := th.(*labTheme); ok && n == theme.ColorNameInputBackground {
		if lt.variant == theme.VariantDark {
			return trackDark
		}
		return trackLight
	}
	return th.Color(n, v)
}

// Font returns the current theme's font.
func (t Track) Font(s fyne.TextStyle) fyne.Resource { return t.current().Font(s) }

// Icon returns the current theme's icon.
func (t Track) Icon(n fyne.ThemeIconName) fyne.Resource { return t.current().Icon(n) }

// Size returns the current theme's size.
func (t Track) Size(n fyne.ThemeSizeName) float32 { return t.current().Size(n) }
