package ui

import (
	"fmt"
	"testing"

	"perceptronlab/assets"
)

// Issue 27: a Chinese classroom's link whose training goes on past the
// k it ended at said so in English: the session worded its note before
// the window took the link's language.
func TestLinkNoteInItsLanguage(t *testing.T) {
	withLanguage(t, "en", func() {
		e := newTestExplorer(t)
		e.links.openLink("example=lihang21&end=1&lang=zh")
		key := "The link says the training ended at k = %d, but it goes on"
		zh, ok := assets.Table("zh")[key]
		if !ok {
			t.Fatalf("zh.json lacks %q", key)
		}
		if got, want := e.status.Message(), fmt.Sprintf(zh, 0); got != want {
			t.Errorf("the link's note is %q, want %q", got, want)
		}
	})
}
