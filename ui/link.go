package ui

import (
	"errors"
	"fmt"
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

// link returns the lab as a link: the session, the plane's view, the
// layers shown, the language and the modes.
func (e *explorer) link() *lab.Link {
	e.storeView()
	l := e.s.Link()
	e.View().WriteLink(l) // the method's query, k-NN's cross-validation of k
	if t := e.table; t != nil {
		l.Table = t.Clone()
		if l.Set.Len() == 0 && t.Equal(lab.ExampleTable("lihang41")) {
			l.Example = "lihang41" // Table 4.1 as the example opened it
		}
	}
	projector, dark := e.look.projector, e.look.dark
	l.Lang, l.Projector, l.Dark = i18n.Language(), &projector, &dark
	if e.predict.On() {
		on := true
		l.Predict = &on
	}
	l.Show = []string{}
	layers := e.looks.linkLayers()
	for _, name := range lab.Layers {
		if *layers[name] {
			l.Show = append(l.Show, name)
		}
	}
	return l
}

// linkURL returns the address of the web edition showing this lab.
func (e *explorer) linkURL() (string, error) {
	if e.fit.InFitMode() { // curve-fitting mode (issue 18)
		frag, err := e.fit.fitLink().Fragment()
		if err != nil {
			return "", err
		}
		return webAddress() + "#" + frag, nil
	}
	frag, err := e.link().Fragment()
	if err != nil {
		return "", err
	}
	return webAddress() + "#" + frag, nil
}

// onCopyLink puts a link to this lab on the clipboard.
func (e *explorer) onCopyLink() {
	u, err := e.linkURL()
	if errors.Is(err, lab.ErrLinkTooLarge) {
		e.noLink(err)
		return
	}
	if err != nil {
		kit.ShowError(err, e.win)
		return
	}
	e.app.Clipboard().SetContent(u)
	e.status.setMessage(fmt.Sprintf(i18n.T("Copied a link to this lab (%d characters): it opens in the web edition"), len(u)))
}

// noLink says that the lab is too large for a link, and why (err names
// the limit), and offers a file instead: Save As for the classifiers'
// session, the file the points came from for curve fitting, which has no
// file of its own.
func (e *explorer) noLink(err error) {
	if v := e.fit.fitOn(); v != nil {
		msg := fmt.Sprintf(i18n.T("This lab has no link: %v."), err)
		if v.Lab().Name != "" && !v.Lab().Truth {
			msg += "\n" + fmt.Sprintf(i18n.T("Share the file its points came from, %s, instead."), v.Lab().Name)
		}
		kit.ShowError(errors.New(msg), e.win)
		return
	}
	msg := i18n.T("This lab is too large for a link: save it as a file and share the file instead.") + "\n" + err.Error()
	d := dialog.NewConfirm(i18n.T("Copy link"), msg, func(save bool) {
		if save {
			e.onSaveAs()
		}
	}, e.win)
	d.SetConfirmText(i18n.T("Save As…"))
	d.SetDismissText(i18n.T("Cancel"))
	d.Show()
}

// openArg opens what the command line names: a link to a lab (an http or
// https address with a fragment, as Copy link makes), or else a file.
func (e *explorer) openArg(arg string) {
	if (strings.HasPrefix(arg, "http://") || strings.HasPrefix(arg, "https://")) && strings.Contains(arg, "#") {
		e.openLink(arg)
		return
	}
	e.openPath(arg)
}

// openLink opens the lab a link's fragment carries, as one undoable
// edit. A link that cannot be read leaves an empty lab and says why.
func (e *explorer) openLink(fragment string) {
	if lab.IsFitFragment(fragment) { // curve-fitting mode (issue 18)
		e.fit.openFitLink(fragment)
		return
	}
	e.ctl.Stop()
	l, err := lab.ParseLink(fragment)
	note := ""
	if err == nil {
		if l.Lang != "" {
			i18n.SetLanguage(l.Lang) // before the session words its note in it
		}
		note, err = e.s.OpenLink(l)
	}
	if err != nil {
		e.linkFailed(err)
		return
	}
	e.looks.applyLinkLook(l)
	e.applyView()
	then := e.applyLinkExtras(l)
	if note == "" {
		note = i18n.T("Opened the lab of the link")
	}
	e.status.setMessage(note)
	e.Changed()
	if then != nil {
		then() // k-NN's stepper at the link's step
	}
}

// linkExample shows what the example a link names shows besides its
// points, as the Examples menu does: its query, balls, tab and table. The
// link's own view, if it has one, wins over the example's.
func (e *explorer) linkExample(l *lab.Link) {
	x, ok := lab.ExampleByName(l.Example)
	switch {
	case !ok:
		return
	case x.Table != "":
		e.examples.openTable(x)
	default:
		e.examples.extras(x)
	}
	if l.View != nil {
		e.applyView()
	}
}

// linkFailed says why a link could not be opened and empties the lab.
// The page's address keeps the bad link until the lab changes, so that it
// can be copied to report it.
func (e *explorer) linkFailed(err error) {
	e.s.Replace(&dataset.Set{D: 2}, lab.DefaultSettings())
	e.s.Path, e.s.View = "", nil
	e.s.MarkSaved()
	e.Changed()
	e.badLink = e.s.Version()
	kit.ShowError(fmt.Errorf(i18n.T("This link could not be opened, so the lab starts empty.\n%w"), err), e.win)
}

// applyLinkExtras takes what a link gives beyond the session: the
// method's own state (the query, k-NN's cross-validation), the Table
// tab's data, and what the chapter 3 and 4 examples show (Example 3.1's
// query at x₁ with its Lp balls, the built kd-tree, the tab). It returns
// what the method does once the rest of the link is taken (nil: nothing).
func (e *explorer) applyLinkExtras(l *lab.Link) func() {
	e.View().Open(nil)
	e.table = lab.NewCategoricalTable(2)
	e.linkExample(l) // the example's query, balls, tab and table (lab.Examples)
	if l.Table != nil {
		e.table = l.Table.Clone()
	}
	return e.View().ReadLink(l)
}
