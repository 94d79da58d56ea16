package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"perceptronlab/ui/i18n"
)

// progressDialog shows how far a long export has come, with a Cancel
// button. Its set method may be called from any goroutine.
type progressDialog struct {
	bar       *widget.ProgressBar
	msg       *widget.Label
	cancelBtn *widget.Button
	dlg       *dialog.CustomDialog
	cancel    func()
}

// newProgressDialog shows a progress dialog on w; Cancel calls cancel.
func newProgressDialog(w fyne.Window, title, msg string, cancel func()) *progressDialog {
	p := &progressDialog{cancel: cancel}
	p.buildUI(w, title, msg)
	p.dlg.Show()
	return p
}

// buildUI creates the dialog.
func (p *progressDialog) buildUI(w fyne.Window, title, msg string) {
	p.bar = widget.NewProgressBar()
	p.msg = &widget.Label{Text: msg, Wrapping: fyne.TextWrapWord}
	p.cancelBtn = &widget.Button{Text: i18n.T("Cancel"), OnTapped: p.onCancel}
	p.dlg = dialog.NewCustomWithoutButtons(title, container.NewVBox(p.msg, p.bar), w)
	p.dlg.SetButtons([]fyne.CanvasObject{p.cancelBtn})
	p.dlg.Resize(fyne.NewSize(30*theme.TextSize(), 0)) // 420 at the normal size
}

// set shows that done of total steps are done. Any goroutine may call it.
func (p *progressDialog) set(done, total int) {
	fyne.Do(func() { p.bar.SetValue(float64(done) / float64(max(total, 1))) })
}

// onCancel stops the work; the dialog closes when the work has stopped.
func (p *progressDialog) onCancel() {
	p.cancel()
	p.cancelBtn.Disable()
	p.msg.SetText(i18n.T("Cancelling…"))
}

// hide closes the dialog.
func (p *progressDialog) hide() { p.dlg.Hide() }
