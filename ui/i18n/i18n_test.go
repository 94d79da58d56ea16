package i18n

import (
	"slices"
	"sync"
	"testing"
)

// withLanguage runs f in language l and restores the previous language.
func withLanguage(t *testing.T, l string, f func()) {
	t.Helper()
	old := Language()
	SetLanguage(l)
	defer SetLanguage(old)
	f()
}

func TestT(t *testing.T) {
	for _, tc := range []struct{ lang, in, want string }{
		{"en", "Step", "Step"},
		{"zh", "Step", "单步"},
		{"zh", "no such string, kept as it is", "no such string, kept as it is"},
		{"fr", "Step", "Step"}, // unknown languages fall back to English
	} {
		withLanguage(t, tc.lang, func() {
			if got := T(tc.in); got != tc.want {
				t.Errorf("%s: T(%q) = %q, want %q", tc.lang, tc.in, got, tc.want)
			}
		})
	}
}

func TestSetLanguageNotifies(t *testing.T) {
	old := Language()
	defer SetLanguage(old)
	SetLanguage("en")
	var seen []string
	remove := OnLanguageChange(func() { seen = append(seen, Language()+":"+T("Step")) })
	SetLanguage("zh")
	SetLanguage("zh") // no change, no call
	SetLanguage("en")
	remove()
	SetLanguage("zh") // unregistered
	if want := []string{"zh:单步", "en:Step"}; !slices.Equal(seen, want) {
		t.Errorf("listener saw %q, want %q", seen, want)
	}
}

func TestLanguageFromEnv(t *testing.T) {
	for _, tc := range []struct {
		env    map[string]string
		want   string
		wantOK bool
	}{
		{map[string]string{}, "", false},
		{map[string]string{"LANG": "zh_CN.UTF-8"}, "zh", true},
		{map[string]string{"LANG": "zh_TW"}, "zh", true},
		{map[string]string{"LANG": "en_US.UTF-8"}, "en", true},
		{map[string]string{"LANG": "C"}, "en", true},
		{map[string]string{"LANG": "en_US.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"}, "zh", true},
		{map[string]string{"LANG": "zh_CN.UTF-8", "LC_ALL": "C"}, "en", true},
		{map[string]string{"LANG": "en_US.UTF-8", "LANGUAGE": "zh_CN:en"}, "zh", true},
		{map[string]string{"LANG": "zh_CN.UTF-8", "LANGUAGE": "en_GB:zh"}, "en", true},
		{map[string]string{"LANG": "C.UTF-8", "LANGUAGE": "zh_CN"}, "en", true},
		{map[string]string{"LANGUAGE": "zh_CN"}, "", false},
	} {
		got, ok := languageFromEnv(func(k string) string { return tc.env[k] })
		if got != tc.want || ok != tc.wantOK {
			t.Errorf("%v: got %q, %v; want %q, %v", tc.env, got, ok, tc.want, tc.wantOK)
		}
	}
}

func TestSystemLanguageFollowsEnv(t *testing.T) {
	t.Setenv("LC_ALL", "zh_CN.UTF-8")
	if l := SystemLanguage(); l != "zh" {
		t.Errorf("LC_ALL=zh_CN.UTF-8: SystemLanguage() = %q", l)
	}
	t.Setenv("LC_ALL", "en_GB.UTF-8")
	if l := SystemLanguage(); l != "en" {
		t.Errorf("LC_ALL=en_GB.UTF-8: SystemLanguage() = %q", l)
	}
}

// TestLanguageConcurrent is for the race detector: the UI reads T on its
// goroutine while a menu or a test switches language.
func TestLanguageConcurrent(t *testing.T) {
	// Other tests' windows may still listen; keep them out of this storm.
	state.Lock()
	saved := state.listeners
	state.listeners = nil
	state.Unlock()
	old := Language()
	defer func() {
		SetLanguage(old)
		state.Lock()
		state.listeners = saved
		state.Unlock()
	}()
	OnLanguageChange(func() { _ = T("Step") })
	var wg sync.WaitGroup
	for i := range 4 {
		wg.Go(func() {
			for j := range 200 {
				if i%2 == 0 {
					SetLanguage([]string{"en", "zh"}[j%2])
				}
				_ = T("Step") + Language()
			}
		})
	}
	wg.Wait()
}
