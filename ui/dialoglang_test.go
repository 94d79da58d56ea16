package ui

import (
	"testing"

	"fyne.io/fyne/v2/lang"

	"perceptronlab/ui/i18n"
)

// TestDialogsFollowTheLanguage switches the interface to Chinese and back
// and checks the words Fyne's file dialogs use (its zh_Hans table).
func TestDialogsFollowTheLanguage(t *testing.T) {
	t.Setenv("LANGUAGE", "")
	e := newTestExplorer(t)
	t.Cleanup(func() { i18n.SetLanguage("en"); syncDialogLanguage() })
	e.looks.setLanguage("zh")
	if got := lang.L("Cancel"); got != "取消" {
		t.Errorf("in Chinese Fyne's dialogs say %q for Cancel, want 取消", got)
	}
	if got := lang.L("Save"); got != "保存" {
		t.Errorf("in Chinese Fyne's dialogs say %q for Save, want 保存", got)
	}
	e.looks.setLanguage("en")
	if got := lang.L("Cancel"); got != "Cancel" {
		t.Errorf("back in English Fyne's dialogs say %q for Cancel", got)
	}
}
