package ui

import (
	"errors"
	"fmt"
	"fyne.io/fyne/v2"
	"perceptronlab/ui/fitview"
	"perceptronlab/ui/methodview"
	"perceptronlab/ui/predict"
	"strings"

	"fyne.io/fyne/v2/dialog"

	"perceptronlab/dataset"
	"perceptronlab/lab"
	"perceptronlab/ui/i18n"
	"perceptronlab/ui/kit"
)

// Links that carry a lab: File ▸ Copy link writes the session, the view
// and the look into a URL's fragment (lab.Link); the web edition opens
// such a link when the page loads or its fragment changes.

// links opens and writes links to a lab (lab.Link): File ▸ Copy link,
// a link on the command line, and the web edition's address. badLink is
// the session's version when a link failed to open: the page's address
// keeps that link while the lab is still that empty one (web_js.go); −1:
// none.
type links struct {
	w        linkWindow
	looks    *looks
	fit      *fitview.Frame
	examples *examples
	keep     *keeper // the view saved with the lab, Save As, a file named
	badLink  int
}

// linkWindow is what links ask of the window.
type linkWindow interface {
	kit.Room
	View() methodview.View
	Predict() *predict.Mode
	Run() kit.Runner
	MenuChanged()
	// Categorical returns the Table tab's data; setCategorical replaces it.
	Categorical() *lab.CategoricalTable
	setCategorical(t *lab.CategoricalTable)
}

// link returns the lab as a link: the session, the plane's view, the
// layers shown, the language and the modes.
func (lk *links) link() *lab.Link {
	lk.keep.StoreView()
	l := lk.w.Session().Link()
	lk.w.View().WriteLink(l) // the method's query, k-NN's cross-validation of k
	if t := lk.w.Categorical(); t != nil {
		l.Table = t.Clone()
		if l.Set.Len() == 0 && t.Equal(lab.ExampleTable("lihang41")) {
			l.Example = "lihang41" // Table 4.1 as the example opened it
		}
	}
	projector, dark := lk.looks.l.projector, lk.looks.l.dark
	l.Lang, l.Projector, l.Dark = i18n.Language(), &projector, &dark
	if lk.w.Predict().On() {
		on := true
		l.Predict = &on
	}
	l.Show = []string{}
	layers := lk.looks.linkLayers()
	for _, name := range lab.Layers {
		if *layers[name] {
			l.Show = append(l.Show, name)
		}
	}
	return l
}

// linkURL returns the address of the web edition showing this lab.
func (lk *links) linkURL() (string, error) {
	if lk.fit.InFitMode() { // curve-fitting mode (issue 18)
		frag, err := lk.fit.Link().Fragment()
		if err != nil {
			return "", err
		}
		return webAddress() + "#" + frag, nil
	}
	frag, err := lk.link().Fragment()
	if err != nil {
		return "", err
	}
	return webAddress() + "#" + frag, nil
}

// onCopyLink puts a link to this lab on the clipboard.
func (lk *links) onCopyLink() {
	u, err := lk.linkURL()
	if errors.Is(err, lab.ErrLinkTooLarge) {
		lk.noLink(err)
		return
	}
	if err != nil {
		kit.ShowError(err, lk.w.Window())
		return
	}
	fyne.CurrentApp().Clipboard().SetContent(u)
	lk.w.Message(fmt.Sprintf(i18n.T("Copied a link to this lab (%d characters): it opens in the web edition"), len(u)))
}

// noLink says that the lab is too large for a link, and why (err names
// the limit), and offers a file instead: Save As for the classifiers'
// session, the file the points came from for curve fitting, which has no
// file of its own.
func (lk *links) noLink(err error) {
	if v := lk.fit.Shown(); v != nil {
		msg := fmt.Sprintf(i18n.T("This lab has no link: %v."), err)
		if v.Lab().Name != "" && !v.Lab().Truth {
			msg += "\n" + fmt.Sprintf(i18n.T("Share the file its points came from, %s, instead."), v.Lab().Name)
		}
		kit.ShowError(errors.New(msg), lk.w.Window())
		return
	}
	msg := i18n.T("This lab is too large for a link: save it as a file and share the file instead.") + "\n" + err.Error()
	d := dialog.NewConfirm(i18n.T("Copy link"), msg, func(save bool) {
		if save {
			lk.keep.onSaveAs()
		}
	}, lk.w.Window())
	d.SetConfirmText(i18n.T("Save As…"))
	d.SetDismissText(i18n.T("Cancel"))
	d.Show()
}

// openArg opens what the command line names: a link to a lab (an http or
// https address with a fragment, as Copy link makes), or else a file.
func (lk *links) openArg(arg string) {
	if (strings.HasPrefix(arg, "http://") || strings.HasPrefix(arg, "https://")) && strings.Contains(arg, "#") {
		lk.openLink(arg)
		return
	}
	lk.keep.openPath(arg)
}

// openLink opens the lab a link's fragment carries, as one undoable
// edit. A link that cannot be read leaves an empty lab and says why.
func (lk *links) openLink(fragment string) {
	if lab.IsFitFragment(fragment) { // curve-fitting mode (issue 18)
		lk.fit.OpenLink(fragment)
		return
	}
	lk.w.Run().Stop()
	l, err := lab.ParseLink(fragment)
	note := ""
	if err == nil {
		if l.Lang != "" {
			i18n.SetLanguage(l.Lang) // before the session words its note in it
		}
		note, err = lk.w.Session().OpenLink(l)
	}
	if err != nil {
		lk.linkFailed(err)
		return
	}
	lk.looks.applyLinkLook(l)
	lk.keep.ApplyView()
	then := lk.applyLinkExtras(l)
	if note == "" {
		note = i18n.T("Opened the lab of the link")
	}
	lk.w.Message(note)
	lk.w.Changed()
	if then != nil {
		then() // k-NN's stepper at the link's step
	}
}

// linkExample shows what the example a link names shows besides its
// points, as the Examples menu does: its query, balls, tab and table. The
// link's own view, if it has one, wins over the example's.
func (lk *links) linkExample(l *lab.Link) {
	x, ok := lab.ExampleByName(l.Example)
	switch {
	case !ok:
		return
	case x.Table != "":
		lk.examples.openTable(x)
	default:
		lk.examples.extras(x)
	}
	if l.View != nil {
		lk.keep.ApplyView()
	}
}

// linkFailed says why a link could not be opened and empties the lab.
// The page's address keeps the bad link until the lab changes, so that it
// can be copied to report it.
func (lk *links) linkFailed(err error) {
	lk.w.Session().Replace(&dataset.Set{D: 2}, lab.DefaultSettings())
	lk.w.Session().Path, lk.w.Session().View = "", nil
	lk.w.Session().MarkSaved()
	lk.w.Changed()
	lk.badLink = lk.w.Session().Version()
	kit.ShowError(fmt.Errorf(i18n.T("This link could not be opened, so the lab starts empty.\n%w"), err), lk.w.Window())
}

// applyLinkExtras takes what a link gives beyond the session: the
// method's own state (the query, k-NN's cross-validation), the Table
// tab's data, and what the chapter 3 and 4 examples show (Example 3.1's
// query at x₁ with its Lp balls, the built kd-tree, the tab). It returns
// what the method does once the rest of the link is taken (nil: nothing).
func (lk *links) applyLinkExtras(l *lab.Link) func() {
	lk.w.View().Open(nil)
	lk.w.setCategorical(lab.NewCategoricalTable(2))
	lk.linkExample(l) // the example's query, balls, tab and table (lab.Examples)
	if l.Table != nil {
		lk.w.setCategorical(l.Table.Clone())
	}
	return lk.w.View().ReadLink(l)
}
