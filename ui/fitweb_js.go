//go:build js

package ui

// fitFragment returns the curve-fitting mode's link fragment while the
// mode is on, else "" (also for a lab too large for a link).
func (fm *fitFrame) fitFragment() string {
	if !fm.InFitMode() {
		return ""
	}
	return fm.fitFragmentOf()
}
