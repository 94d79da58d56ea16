//go:build !js

package ui

import (
	"path/filepath"

	"perceptronlab/ui/autosave"
)

// moveAutosave puts a's autosaves in dir.
func moveAutosave(a *autosave.Saver, dir string) {
	a.Dir, a.Path = dir, filepath.Join(dir, filepath.Base(a.Path))
}
