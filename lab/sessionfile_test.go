package lab

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"perceptronlab/dataset"
)

// TestOpenRefusesImpossibleTraining corrupts one field of a saved
// session at a time — a trace index of −5 or 10¹², a step count that
// disagrees with the trace — and wants Open to refuse the file with the
// field named, leaving the session as it was.
func TestOpenRefusesImpossibleTraining(t *testing.T) {
	s := NewSession()
	s.Replace(dataset.LiHang21(), DefaultSettings())
	for range 3 {
		if _, err := s.Training().Step(); err != nil {
			t.Fatal(err)
		}
	}
	dir := t.TempDir()
	good := filepath.Join(dir, "good.json")
	if err := s.Save(good); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, want string
		edit       func(tr map[string]any)
	}{
		{"minus5", "trace[2].i = -5", func(tr map[string]any) { tr["trace"].([]any)[2].(map[string]any)["i"] = -5 }},
		{"huge", "trace[1].i = 1000000000000", func(tr map[string]any) { tr["trace"].([]any)[1].(map[string]any)["i"] = 1e12 }},
		{"k", "k = 7", func(tr map[string]any) { tr["k"] = 7 }},
		{"updated", "updated = 3", func(tr map[string]any) { tr["updated"] = 3 }},
	} {
		path := filepath.Join(dir, c.name+".json")
		corrupt(t, good, path, c.edit)
		fresh := NewSession()
		err := fresh.Open(path)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), c.name+".json") {
			t.Errorf("%s: Open = %v, want an error naming the file and %q", c.name, err, c.want)
		}
		if fresh.Set().Len() != 0 {
			t.Errorf("%s: the failed Open changed the session", c.name)
		}
	}
}

// corrupt copies the session file src to dst with edit applied to its
// "training" object.
func corrupt(t *testing.T, src, dst string, edit func(map[string]any)) {
	t.Helper()
	b, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	var f map[string]any
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	edit(f["training"].(map[string]any))
	if b, err = json.Marshal(f); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, b, 0o644); err != nil {
		t.Fatal(err)
	}
}
