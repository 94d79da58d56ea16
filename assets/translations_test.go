package assets_test

import (
	"encoding/json"
	"io/fs"
	"testing"

	"perceptronlab/assets"
)

// readTable decodes one embedded translation file.
func readTable(t *testing.T, name string) map[string]string {
	t.Helper()
	b, err := fs.ReadFile(assets.Translations, name)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]string
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return m
}

// TestTableMerges checks that Table("zh") holds every entry of zh.json as
// it is, and every entry of figure-zh.json and explain-zh.json that zh.json
// lacks: the interface's word wins where both have one, and nothing else
// is added.
func TestTableMerges(t *testing.T) {
	ui := readTable(t, "translations/zh.json")
	got := assets.Table("zh")
	want := map[string]string{}
	extra, err := fs.Glob(assets.Translations, "translations/*-zh.json") // figure-, explain-, predict-, ch1-, class-…
	if err != nil || len(extra) < 5 {
		t.Fatalf("the extra tables: %v, %v", extra, err)
	}
	for _, name := range extra {
		for k, v := range readTable(t, name) {
			want[k] = v
		}
	}
	for k, v := range ui {
		want[k] = v
	}
	if len(got) != len(want) {
		t.Errorf("Table(zh) has %d entries, want %d", len(got), len(want))
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("Table(zh)[%q] = %q, want %q", k, got[k], v)
		}
	}
}
