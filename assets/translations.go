package assets

import "embed"

// Translations holds translations/zh.json: English interface strings mapped
// to their Chinese forms.
//
//go:embed translations/*.json
var Translations embed.FS
