package cli

import (
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// helpPages returns every help the CLI prints, by the arguments that ask
// for it: the general help and each command's, both as "help COMMAND"
// and as "COMMAND --help".
func helpPages(t *testing.T) map[string]string {
	t.Helper()
	pages := map[string]string{}
	ask := [][]string{{"--help"}, {"help"}}
	for _, name := range slices.Sorted(maps.Keys(commands)) {
		ask = append(ask, []string{name, "--help"}, []string{"help", name})
	}
	for _, args := range ask {
		out, errOut, code := runCLI(args...)
		if code != 0 || errOut != "" || out == "" {
			t.Fatalf("%v: exit %d, stderr %q, %d bytes of help", args, code, errOut, len(out))
		}
		pages[strings.Join(args, " ")] = out
	}
	return pages
}

// TestHelpFitsHundredColumns: every line of every help fits a terminal
// of 100 columns, a wide (Chinese) character counting two.
func TestHelpFitsHundredColumns(t *testing.T) {
	for args, page := range helpPages(t) {
		for i, line := range strings.Split(page, "\n") {
			if n := textWidth(line); n > helpWidth {
				t.Errorf("perceptronlab %s: line %d is %d columns wide:\n%s", args, i+1, n, line)
			}
		}
	}
}

func TestTextWidth(t *testing.T) {
	tests := map[string]int{
		"":          0,
		"abc":       3,
		"σ ≤ ‖w‖":   7,
		"例2.1.pdf":  9, // 例 is wide
		"统计学习方法":    12,
		"x\u0301":   1, // a combining accent takes no column
		"（全角）":      8,
		"α·β → γ…δ": 9,
	}
	for s, want := range tests {
		if got := textWidth(s); got != want {
			t.Errorf("textWidth(%q) = %d, want %d", s, got, want)
		}
	}
}

func TestWrapWords(t *testing.T) {
	got := wrapWords("the quick brown fox jumps over the lazy dog", 10)
	want := []string{"the quick", "brown fox", "jumps over", "the lazy", "dog"}
	if !slices.Equal(got, want) {
		t.Errorf("wrapWords = %q, want %q", got, want)
	}
	if got := wrapWords("a verylongwordindeed b", 5); !slices.Equal(got, []string{"a", "verylongwordindeed", "b"}) {
		t.Errorf("a long word: %q", got)
	}
}

// exampleLines returns the example command lines of a help: the lines
// "  perceptronlab …" in a paragraph headed "Example…".
func exampleLines(page string) []string {
	var lines []string
	in := false
	for _, line := range strings.Split(page, "\n") {
		switch {
		case strings.HasPrefix(line, "Example"):
			in = true
		case strings.TrimSpace(line) == "":
			in = false
		case in && strings.HasPrefix(line, "  perceptronlab "):
			lines = append(lines, strings.TrimPrefix(line, "  perceptronlab "))
		}
	}
	return lines
}

// exampleArgs splits an example line into its arguments, drops a "# …"
// comment, and sends "-o OUT" and "> OUT" into dir. It returns the
// arguments and the file stdout goes to ("" for none).
func exampleArgs(line, dir string) (args []string, redirect string) {
	line, _, _ = strings.Cut(line, " #")
	words := strings.Fields(line)
	for i := 0; i < len(words); i++ {
		switch w := words[i]; {
		case w == ">" && i+1 < len(words):
			redirect = filepath.Join(dir, filepath.Base(words[i+1]))
			i++
		case w == "-o" && i+1 < len(words):
			args = append(args, w, filepath.Join(dir, filepath.Base(words[i+1])))
			i++
		default:
			args = append(args, w)
		}
	}
	return args, redirect
}

// TestHelpExamplesRun runs every example of every help as printed, from
// the repository's root, and wants each to succeed: an example that fails
// teaches nothing.
func TestHelpExamplesRun(t *testing.T) {
	pages := helpPages(t)
	t.Chdir("..") // the examples name files from the repository's root
	seen := map[string]bool{}
	for _, args := range slices.Sorted(maps.Keys(pages)) {
		for _, line := range exampleLines(pages[args]) {
			if seen[line] {
				continue
			}
			seen[line] = true
			dir := t.TempDir()
			argv, redirect := exampleArgs(line, dir)
			if strings.ContainsAny(strings.Join(argv, " "), `"'|<>`) {
				t.Errorf("perceptronlab %s: example %q has shell syntax this test cannot run", args, line)
				continue
			}
			out, errOut, code := runCLI(argv...)
			if code != 0 {
				t.Errorf("perceptronlab %s: example %q: exit %d: %s", args, line, code, errOut)
			}
			if redirect != "" && out == "" {
				t.Errorf("example %q wrote nothing to %s", line, redirect)
			}
		}
	}
	for name := range commands {
		if len(exampleLines(pages[name+" --help"])) == 0 {
			t.Errorf("perceptronlab %s --help shows no example", name)
		}
	}
}
