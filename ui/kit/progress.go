package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/ui/i18n"
)

// Progress shows how far a long export has come, with a Cancel
// button. Its Set method may be called from any goroutine.
type Progress struct {
	bar       *widget.ProgressBar
	msg       *widget.Label
	cancelBtn *widget.Button
	dlg       *dialog.CustomDialog
	// OnCancel stops the work: Cancel calls it.
	OnCancel func()
}

// NewProgress shows a progress dialog on w; Cancel calls cancel.
func NewProgress(w fyne.Window, title, msg string, cancel func()) *Progress {
	p := &Progress{OnCancel: cancel}
	p.buildUI(w, title, msg)
	p.dlg.Show()
	return p
}

// buildUI creates the dialog.
func (p *Progress) buildUI(w fyne.Window, title, msg string) {
	p.bar = widget.NewProgressBar()
	p.msg = &widget.Label{Text: msg, Wrapping: fyne.TextWrapWord}
	p.cancelBtn = &widget.Button{Text: i18n.T("Cancel"), OnTapped: p.Cancel}
	p.dlg = dialog.NewCustomWithoutButtons(title, container.NewVBox(p.msg, p.bar), w)
	p.dlg.SetButtons([]fyne.CanvasObject{p.cancelBtn})
	p.dlg.Resize(fyne.NewSize(30*theme.TextSize(), 0)) // 420 at the normal size
}

// Set shows that done of total steps are done. Any goroutine may call it.
func (p *Progress) Set(done, total int) {
	fyne.Do(func() { p.bar.SetValue(float64(done) / float64(max(total, 1))) })
}

// Cancel stops the work, as its button does; the dialog closes when the work has stopped.
func (p *Progress) Cancel() {
	p.OnCancel()
	p.cancelBtn.Disable()
	p.msg.SetText(i18n.T("Cancelling…"))
}

// Hide closes the dialog.
func (p *Progress) Hide() { p.dlg.Hide() }
