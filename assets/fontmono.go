package assets

import _ "embed"

// FontMono is LabMono, the face of the lab's aligned tables (the Trace,
// PRML Table 1.1, the Gram matrix): a 28 kB subset of DejaVu Sans Mono
// (Bitstream Vera licence, see fonts/LICENSE-DejaVu.txt) made by
// scripts/make-font-mono.py, with ASCII, Latin-1, Greek, the minus sign,
// math, arrows, sub- and superscripts, every glyph one advance wide. It
// has no hanzi, so the desktop and the web edition both carry it.
//
//go:embed fonts/LabMono.ttf
var FontMono []byte
