//go:build !js

package ui

// lettersAsRunes is false: a desktop window reports letter keys by name,
// to onKey.
const lettersAsRunes = false

// bindPageKeys does nothing outside a browser.
func bindPageKeys(*commands) {}
