//go:build !unix && !js

package autosave

// processAlive cannot ask the system here, so every other process counts
// as gone: its autosave is offered, and declining keeps it.
func processAlive(int) bool { return false }

// holdLock does nothing here: without flock, processAlive decides.
func holdLock(string) error { return nil }

// lockState finds no lock here: processAlive decides.
func lockState(string) (exists, held bool) { return false, false }
