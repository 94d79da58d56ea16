package knnview

import "perceptronlab/lab"

// A link to the k-NN form carries its cross-validation of k (lab.LinkCV):
// the setting, the k tried and the step shown. The view writes it in
// Method.WriteLink and reads it in Method.ReadLink.

// linkCV returns the stepper as a link carries it: the setting
// cross-validated and the step shown while it runs, else the form's
// setting; nil when that is the default, or when the form is not k-NN.
func (c *knnCV) linkCV() *lab.LinkCV {
	if c == nil || !c.r.Session().Settings().Form.HasTab("cv") {
		return nil
	}
	if c.started() {
		return &lab.LinkCV{Setting: c.used, Ks: c.ksText, Fold: c.step.Pos + 1}
	}
	st, err := c.Setting(lab.CVOverK)
	if err != nil || c.isDefault(st) {
		return nil
	}
	return &lab.LinkCV{Setting: st, Ks: c.ks.Text}
}

// openLink puts a link's cross-validation into the form, the default one
// when it has none, and drops the stepper; startLink then starts it.
func (c *knnCV) openLink(l *lab.LinkCV) {
	if c == nil {
		return
	}
	if c.cancel != nil {
		c.cancel()
	}
	c.step = lab.CVStepper{}
	if l == nil {
		// No cross-validation in the link: the defaults for the link's
		// points, as a new window shows them (issue 27, fault 9: Example
		// 3.2's six points kept "1,3,…,15", which Start refused).
		c.Load(lab.DefaultCVSetting())
		c.ks.SetText(lab.DefaultKs)
		c.auto = cvDefaults{s: c.S.Text, ks: c.ks.Text, n: -1}
		c.syncDefaults()
		return
	}
	c.Load(l.Setting)
	c.ks.SetText(l.Ks)
}

// startLink, when a link gives a step, cross-validates the window's
// points and shows that step in the Cross-validation tab. The window
// calls it once it has taken the rest of the link: the result comes back
// later, and refreshes the window.
func (c *knnCV) startLink(l *lab.LinkCV) {
	if c == nil || l == nil || l.Fold == 0 {
		return
	}
	c.r.ShowTab("cv")
	c.startAt(l.Fold - 1)
}
