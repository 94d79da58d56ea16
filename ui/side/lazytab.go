package side

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// A hidden tab's widgets join the window only when the tab is first
// shown. AppTabs refreshes every tab's content when it is built and lays
// out the ones in the window, and for eight hidden tabs that was a large
// part of the time the web edition needed for its first frame. The panels
// themselves are built at once, are measured, and follow the session as
// before; only their place in the window waits.

// lazyTab returns a tab item whose content joins the window when the tab
// is first shown.
func lazyTab(content fyne.CanvasObject) *container.TabItem {
	t := &lazyContent{Content: content, theme: currentTheme()}
	t.ExtendBaseWidget(t)
	return container.NewTabItem("", t)
}

// lazyContent holds a tab's content, out of the window until first shown.
// Hiding or showing it (AppTabs does, as tabs are selected) hides or shows
// the content too, so that a panel can tell from its own content whether
// its tab is shown, as it could before.
type lazyContent struct {
	widget.BaseWidget
	Content  fyne.CanvasObject
	attached bool
	theme    fyne.Theme // the theme the content was last refreshed in
}

// currentTheme returns the app's theme, nil before there is an app.
func currentTheme() fyne.Theme {
	if a := fyne.CurrentApp(); a != nil {
		return a.Settings().Theme()
	}
	return nil
}

// Show shows the tab's content, putting it in the window the first time.
func (t *lazyContent) Show() {
	t.Content.Show()
	if !t.attached {
		t.attached = true
		t.Hidden = true // so that Show refreshes
	}
	t.BaseWidget.Show()
}

// Hide hides the tab's content.
func (t *lazyContent) Hide() {
	t.Content.Hide()
	t.BaseWidget.Hide()
}

// CreateRenderer implements fyne.Widget.
func (t *lazyContent) CreateRenderer() fyne.WidgetRenderer { return &lazyRenderer{t} }

// lazyRenderer draws a lazyContent: nothing until its content is attached.
type lazyRenderer struct{ t *lazyContent }

func (r *lazyRenderer) Destroy() {}

func (r *lazyRenderer) Layout(size fyne.Size) {
	if r.t.attached {
		r.t.Content.Move(fyne.Position{})
		r.t.Content.Resize(size)
	}
}

// MinSize is the content's, even before it is attached: the side panel
// keeps the width its widest tab asks for, as when every tab was in the
// window. Measuring is cheap beside the refreshing that attaching saves.
func (r *lazyRenderer) MinSize() fyne.Size { return r.t.Content.MinSize() }

func (r *lazyRenderer) Objects() []fyne.CanvasObject {
	if r.t.attached {
		return []fyne.CanvasObject{r.t.Content}
	}
	return nil
}

// Refresh refreshes the content when it is in the window, or when the
// theme changed (dark, projector mode), which changes its minimum size.
func (r *lazyRenderer) Refresh() {
	r.Layout(r.t.Size())
	if th := currentTheme(); r.t.attached || th != r.t.theme {
		r.t.theme = th
		r.t.Content.Refresh()
	}
}
