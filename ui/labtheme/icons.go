package labtheme

import (
	"image/color"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Fyne's default icons are SVGs that take the theme's colours: each call
// of their Content parses the SVG, recolours it and writes it out again,
// and a canvas.Image asks at every refresh. A tab bar refreshes the hidden
// close button of every tab each time it lays itself out, so that before
// the first frame the window asked about a thousand times, a fifth of the
// time it took to build in the browser. The theme hands out each icon
// wrapped so that its recoloured SVG is kept until the colour changes.

// icons holds a *themedIcon or Fyne's own resource for each icon name.
var icons sync.Map

// cachedIcon returns the default theme's icon named n, wrapped in a
// themedIcon when the theme colours it.
func cachedIcon(n fyne.ThemeIconName) fyne.Resource {
	if r, ok := icons.Load(n); ok {
		return r.(fyne.Resource)
	}
	r := theme.DefaultTheme().Icon(n)
	if th, ok := r.(*theme.ThemedResource); ok {
		r = &themedIcon{ThemedResource: th}
	}
	kept, _ := icons.LoadOrStore(n, r)
	return kept.(fyne.Resource)
}

// themedIcon is a themed icon that keeps its SVG for the last colour. It
// is still a fyne.ThemedResource, so that buttons and images recolour it
// as they do Fyne's (disabled, on a primary button).
type themedIcon struct {
	*theme.ThemedResource

	mu      sync.Mutex
	colour  color.Color
	content []byte
}

// Content returns the icon's SVG in the current theme's colour.
func (r *themedIcon) Content() []byte {
	c := theme.Color(r.ThemeColorName())
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.content == nil || r.colour != c {
		r.content, r.colour = r.ThemedResource.Content(), c
	}
	return r.content
}
