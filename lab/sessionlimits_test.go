package lab

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"perceptronlab/algo/perceptron"
	"perceptronlab/dataset"
)

// TestOpenChecksEveryTrainingLimit corrupts one field of a saved session
// at a time past its limit and wants one message naming the field and
// the limit: k = 10¹⁵ without a trace once opened and the window said
// "k = 10¹⁵ updates ≤ (R/γ)² = 117".
func TestOpenChecksEveryTrainingLimit(t *testing.T) {
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
		name string
		want []string
		edit func(f map[string]any)
	}{
		{"k15", []string{"training: k = 1000000000000000", "1000000000000"}, func(f map[string]any) {
			tr := f["training"].(map[string]any)
			tr["k"], tr["trace"] = 1e15, []any{}
		}},
		{"status", []string{`training: status "sideways"`, "running, converged, epoch-limit, cycle, overflow"}, func(f map[string]any) {
			f["training"].(map[string]any)["status"] = "sideways"
		}},
		{"epoch", []string{"training: trace[1].epoch = -2", "≥ 0"}, func(f map[string]any) {
			f["training"].(map[string]any)["trace"].([]any)[1].(map[string]any)["epoch"] = -2
		}},
		{"knn0", []string{"k must be a whole number from 1 to 1048576, got 0"}, func(f map[string]any) {
			f["settings"].(map[string]any)["k"] = 0
		}},
	} {
		path := filepath.Join(dir, c.name+".json")
		corruptFile(t, good, path, c.edit)
		fresh := NewSession()
		err := fresh.Open(path)
		for _, w := range append(c.want, c.name+".json") {
			if err == nil || !strings.Contains(err.Error(), w) {
				t.Errorf("%s: Open = %v, want an error with %q", c.name, err, w)
			}
		}
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: the error has more than one line: %q", c.name, err)
		}
	}
	// A file without settings.k, as before k-NN, keeps the default k.
	path := filepath.Join(dir, "nok.json")
	corruptFile(t, good, path, func(f map[string]any) { delete(f["settings"].(map[string]any), "k") })
	if err := NewSession().Open(path); err != nil {
		t.Errorf("a session without settings.k: %v", err)
	}
}

// TestOpenRefusesTooLongATrace: a session keeps at most 2·MaxTrace + 1
// rows (trace.go); a file with more is not one the lab wrote.
func TestOpenRefusesTooLongATrace(t *testing.T) {
	set := dataset.LiHang21()
	f := &sessionFile{Version: sessionVersion, Points: set, Settings: DefaultSettings().toFile()}
	rows := make([]traceRow, 2*MaxTrace+2)
	for i := range rows {
		rows[i] = traceRow{K: i, I: i % set.Len(), W: []float64{0, 0}}
	}
	rows[0].I = -1
	f.Training = trainingFile{W: []float64{0, 0}, Alpha: make([]float64, set.Len()), K: len(rows) - 1, Updated: -1, Trace: rows}
	if _, err := f.snapshot(); err == nil || !strings.Contains(err.Error(), "trace has 200002 rows, more than the 200001") {
		t.Errorf("snapshot = %v", err)
	}
	f.Training.Trace, f.Training.K = rows[:2*MaxTrace+1], 2*MaxTrace
	if _, err := f.snapshot(); err != nil {
		t.Errorf("the longest trace: %v", err)
	}
}

// corruptFile copies the session file src to dst with edit applied to the
// whole decoded file.
func corruptFile(t *testing.T, src, dst string, edit func(map[string]any)) {
	t.Helper()
	b, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	var f map[string]any
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	edit(f)
	if b, err = json.Marshal(f); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestOverflowStatusReadsBack: a run that ended by overflow reopens ended
// so (it reopened as running, and the next step tried again).
func TestOverflowStatusReadsBack(t *testing.T) {
	if got := parseStatus(perceptron.Overflow.String()); got != perceptron.Overflow {
		t.Errorf("overflow read back as %v", got)
	}
}
