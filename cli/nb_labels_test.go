package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// runJSON runs the command and decodes its JSON into a generic value.
func runJSON(t *testing.T, args ...string) map[string]any {
	t.Helper()
	var stdout, stderr bytes.Buffer
	if code := Run(args, &stdout, &stderr); code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, stderr.String())
	}
	var v map[string]any
	if err := json.Unmarshal(stdout.Bytes(), &v); err != nil {
		t.Fatalf("%v: %v", args, err)
	}
	return v
}

// dropKey removes key from every prediction (and the top level), and
// reports how many it removed.
func dropKey(v map[string]any, key string) int {
	n := 0
	if _, ok := v[key]; ok {
		delete(v, key)
		n++
	}
	preds, _ := v["predictions"].([]any)
	for _, p := range preds {
		if m := p.(map[string]any); m[key] != nil {
			delete(m, key)
			n++
		}
	}
	return n
}

// nb --json --labels-only writes what nb --json writes, without the rows:
// the Gaussian model over every training row (in several chunks of the
// streamed writer) and over a query file, and the categorical model's
// queries.
func TestNBLabelsOnly(t *testing.T) {
	dir := t.TempDir()
	var gauss strings.Builder
	gauss.WriteString("a,b,y\n")
	for i := range 9000 {
		fmt.Fprintf(&gauss, "%d.5,%d,%d\n", i%17, i%5, i%2)
	}
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		return path
	}
	g := write("g.csv", gauss.String())
	gq := write("gq.csv", "1,2\n3.5,4\n")
	cq := write("cq.csv", "2,S,-1\n1,M,1\n")
	for _, tc := range []struct {
		args []string
		key  string
		rows int
	}{
		{[]string{"nb", "--json", g}, "x", 9000},
		{[]string{"nb", "--json", "--query", gq, g}, "x", 2},
		{[]string{"nb", "--json", "--query", cq, "../assets/examples/lihang41.csv"}, "query", 2},
		{[]string{"nb", "--json", "--query", "2,S", "../assets/examples/lihang41.csv"}, "query", 1},
	} {
		full := runJSON(t, tc.args...)
		short := runJSON(t, append([]string{"nb", "--labels-only"}, tc.args[1:]...)...)
		if n := dropKey(short, tc.key); n != 0 {
			t.Errorf("%v --labels-only: %d rows still echoed", tc.args, n)
		}
		if n := dropKey(full, tc.key); n != tc.rows {
			t.Errorf("%v: %d rows echoed, want %d", tc.args, n, tc.rows)
		}
		if !reflect.DeepEqual(full, short) {
			t.Errorf("%v: with --labels-only the rest differs", tc.args)
		}
	}
}
