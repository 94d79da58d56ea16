//go:build !js

package ui

import "path/filepath"

// moveTo puts the autosaves in dir.
func (a *autosaver) moveTo(dir string) {
	a.dir, a.path = dir, filepath.Join(dir, filepath.Base(a.path))
}
