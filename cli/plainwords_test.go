package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// goInternals are words of Go's packages that no message of the lab may
// show a person.
var goInternals = []string{"strconv", " json: ", "invalid character", "unexpected EOF", "parse error",
	"cannot unmarshal", "Go struct", "Go value", "looking for beginning", "value out of range",
	"is a directory", "file exists", "end of JSON input", "<nil>", "%!", "panic", "goroutine"}

// TestBadInputInTheLabsWords sweeps the commands with bad files and bad
// flags: each fails with exit 1 and one line that names what to fix
// (the file, the line, the flag) and shows none of Go's own words.
func TestBadInputInTheLabsWords(t *testing.T) {
	dir := t.TempDir()
	file := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	trunc := file("trunc.json", `{"d":2,"points":[{"x":[3,3],"y":1},`)
	after := file("after.json", `{"d":2,"points":[{"x":[3,3],"y":1},{"x":[1,1],"y":-1}]} xx`)
	comma := file("comma.json", `{"d":2,"points":[{"x":[3,3] "y":1}]}`)
	start := file("start.json", `{"d":2,"points":[{"x":[3,3],"y":+1}]}`)
	session := file("session.json", `{"version":1,"method":"primal","points":[]}`)
	saved := file("saved.json", "\ufeff\n {\"version\":1,\"points\":{\"d\":2,\"points\":[{\"x\":[3,3],\"y\":1},{\"x\":[1,1],\"y\":-1}]}}")
	list := file("list.json", `[1,2,3]`)
	binary := file("binary.csv", "\x00\x01\x02\xff\xfe\x00\n")
	badNum := file("badnum.csv", "x1,x2,y\n1,abc,1\n2,3,-1\n")
	folder := filepath.Join(dir, "folder")
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	outDir := filepath.Join(dir, "out.png")
	if err := os.Mkdir(outDir, 0o755); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args []string
		want string // a piece of the one line
	}{
		{[]string{"train", trunc}, "trunc.json:1: not valid JSON: it ends too soon; is the file cut short?"},
		{[]string{"analyze", after}, "after.json:1: not valid JSON: unexpected 'x' after the end of the data"},
		{[]string{"knn", "--query", "1,1", comma}, "comma.json:1: not valid JSON: unexpected '\"' after a value in an object"},
		{[]string{"kdtree", start}, "start.json:1: not valid JSON: unexpected '+' where a value should start"},
		{[]string{"train", session}, "session.json: no points"},
		{[]string{"train", folder}, "folder: it is a folder, not a file"},
		{[]string{"nb", saved}, "saved.json holds JSON, but nb reads a CSV table: features, then the label last"},
		{[]string{"nb", "--query", saved, lihang41}, "saved.json holds JSON, but nb reads a CSV table"},
		{[]string{"fit", saved}, `saved.json holds JSON, but fit reads CSV rows x,t (see "perceptronlab help fit")`},
		{[]string{"fit", "--test", list, "../assets/examples/bishop11.csv"}, "list.json holds JSON, but fit reads CSV rows x,t"},
		{[]string{"cv", trunc}, "trunc.json holds JSON, but cv reads CSV rows x,t"},
		{[]string{"cv", "--method=nb", trunc}, "trunc.json holds JSON, but cv reads a CSV table"},
		{[]string{"cv", "--method", "knn", trunc}, "trunc.json:1: not valid JSON: it ends too soon"},
		{[]string{"fit", "--test", folder, "../assets/examples/bishop11.csv"}, "--test: " + folder + ": it is a folder, not a file"},
		{[]string{"nb", folder}, "it is a folder, not a file"},
		{[]string{"train", filepath.Join(dir, "missing.csv")}, "missing.csv: no such file"},
		{[]string{"nb", binary}, "binary.csv"},
		{[]string{"train", badNum}, `badnum.csv:2: column 2: "abc" is not a number`},
		{[]string{"plot", "-o", outDir, lihang21}, "write " + outDir + ": it is a folder; name a file"},
		{[]string{"train", "--max-epochs", "1e99", lihang21}, `flag -max-epochs: "1e99" is not a whole number`},
		{[]string{"train", "--max-epochs", "99999999999999999999999", lihang21}, `"99999999999999999999999" is out of range`},
		{[]string{"train", "--eta", "abc", lihang21}, `flag -eta`},
		{[]string{"train", "--json=maybe", lihang21}, `invalid value "maybe" for flag -json: want true or false`},
		{[]string{"plot", "--starts", "1e9", "-o", filepath.Join(dir, "s.png"), lihang21}, `flag -starts: "1e9" is not a whole number`},
		{[]string{"fit", "--degree", "x", "../assets/examples/bishop11.csv"}, `flag -degree: "x" is not a number`},
		{[]string{"cv", "--folds", "1e20", "../assets/examples/bishop11.csv"}, `flag -folds: "1e20" is not a whole number`},
		{[]string{"cv", "--seed", "-1", "../assets/examples/bishop11.csv"}, `flag -seed: "-1" is not a whole number`},
		{[]string{"bound", "--d", "abc", "--n", "10", "--delta", "0.05"}, `flag -d: "abc" is not a number`},
		{[]string{"bound", "--d", "10", "--n", "1e999", "--delta", "0.05"}, `flag -n: "1e999"`},
		{[]string{"nb", "--lambda", "1e-999999", lihang41}, "--lambda: λ = 1e-999999 needs more than 60 digits"},
		{[]string{"knn", "--k", "-1", "--query", "1,1", lihang21}, "flag -k: k must be a whole number from 1"},
	}
	for _, tc := range tests {
		out, errOut, code := runCLI(tc.args...)
		if code != 1 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 1 and one line with %q", tc.args, code, out, errOut, tc.want)
		}
		for _, w := range goInternals {
			if strings.Contains(errOut, w) {
				t.Errorf("%v: %q shows Go's %q", tc.args, errOut, w)
			}
		}
	}
}

// TestPlainWords: Go's phrasings that reach an error's text, typed or
// flattened, come out in the lab's words with the file and line kept.
func TestPlainWords(t *testing.T) {
	_, numErr := strconv.ParseFloat("x1", 64)
	_, intErr := strconv.Atoi("2.5")
	_, rangeErr := strconv.ParseInt("99999999999999999999", 10, 64)
	var v struct{ D int }
	typeErr := json.Unmarshal([]byte(`{"D":"two"}`), &v)
	var n int
	valueErr := json.Unmarshal([]byte(`[1]`), &n)
	syntaxErr := json.Unmarshal([]byte(`{"d":`), &v)
	tests := []struct {
		err  error
		want string
	}{
		{fmt.Errorf("pts.csv:3: %w", numErr), `pts.csv:3: "x1" is not a number`},
		{fmt.Errorf("pts.csv:3: %v", numErr), `pts.csv:3: "x1" is not a number`},
		{fmt.Errorf("--k: %v", intErr), `--k: "2.5" is not a whole number`},
		{fmt.Errorf("--seed: %w", rangeErr), `--seed: "99999999999999999999" is out of range`},
		{fmt.Errorf("s.json: %v", typeErr), `s.json: field "D" cannot hold text`},
		{fmt.Errorf("s.json: %w", valueErr), `s.json: the JSON holds a list in the wrong place`},
		{fmt.Errorf("s.json:1: %w", syntaxErr), `s.json:1: it ends too soon; is the file cut short?`},
		{fmt.Errorf("s.gif: %w", io.ErrUnexpectedEOF), `s.gif: the file ends too soon; is it cut short?`},
	}
	for _, tc := range tests {
		got := plainWords(tc.err, tc.err.Error())
		if got != tc.want {
			t.Errorf("plainWords(%q) = %q, want %q", tc.err, got, tc.want)
		}
	}
}

func TestFlagValue(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--method", "nb", "x.csv"}, "nb"},
		{[]string{"-method=knn", "x.csv"}, "knn"},
		{[]string{"x.csv", "--method", "nb", "--method", "knn"}, "knn"},
		{[]string{"x.csv"}, ""},
		{[]string{"method", "nb"}, ""}, // not a flag
		{[]string{"--method"}, ""},
	}
	for _, tc := range tests {
		if got := flagValue(tc.args, "method"); got != tc.want {
			t.Errorf("flagValue(%q) = %q, want %q", tc.args, got, tc.want)
		}
	}
}
