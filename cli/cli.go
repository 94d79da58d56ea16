// Package cli holds Perceptron Lab's headless subcommands, such as
// "perceptronlab train FILE".
//
// Each subcommand is an entry in the commands table, which lists them all.
// Run prints results on stdout and, on failure, exactly one line on stderr:
// "perceptronlab: FILE:LINE: cause" or
// "perceptronlab: cause", with exit status 1.
package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"runtime/debug"
	"slices"
	"strings"
)

// command is one subcommand.
type command struct {
	// synopsis is the usage line after "perceptronlab ", e.g. "train [flags] FILE".
	synopsis string
	// summary says in a few words what the command does.
	summary string
	// help writes the command's full help: what it does, its flags, an example.
	help func(w io.Writer)
	// run runs the command. It returns flag.ErrHelp when asked for help.
	run func(ctx context.Context, args []string, stdout io.Writer) error
}

// commands maps a subcommand's name to it: the one list of them.
var commands = map[string]*command{
	"train": {
		synopsis: "train [flags] FILE",
		summary:  "train a perceptron on FILE and print the model",
		help:     trainHelp,
		run:      runTrain,
	},
	"analyze": {
		synopsis: "analyze [--json] [--no-bias] FILE",
		summary:  "say whether FILE is linearly separable and bound the perceptron's mistakes",
		help:     analyzeHelp,
		run:      runAnalyze,
	},
	"plot": {
		synopsis: "plot [flags] FILE -o OUT.png|.svg|.pdf",
		summary:  "train, then draw the points and the model as a figure",
		help:     plotHelp,
		run:      runPlot,
	},
	"nb": {
		synopsis: "nb [--model categorical|gaussian] [--lambda L] [--query v1,v2,…|Q.csv] [--json] FILE",
		summary:  "fit naive Bayes (Li Hang, chapter 4) and classify, exact to the fraction",
		help:     nbHelp,
		run:      runNB,
	},
	"knn": {
		synopsis: "knn [--k K] [--p P|inf] --query Q.csv [--json] FILE",
		summary:  "classify the points of Q.csv by their k nearest neighbours in FILE (Li Hang, chapter 3)",
		help:     knnHelp,
		run:      runKNN,
	},
	"kdtree": {
		synopsis: "kdtree [--query x1,x2,…] [--trace] [--format text|json|latex] FILE",
		summary:  "build the kd-tree of FILE and search it (Li Hang, Algorithms 3.2 and 3.3)",
		help:     kdtreeHelp,
		run:      runKDTree,
	},
	"fit":   fitCommand,
	"cv":    cvCommand,
	"bound": boundCommand,
	"animate": {
		synopsis: "animate [flags] FILE -o OUT.gif",
		summary:  "train and write every update as a frame of an animated GIF",
		help:     animateHelp,
		run:      runAnimate,
	},
}

// isHelp reports whether name asks for help.
func isHelp(name string) bool {
	switch name {
	case "help", "-h", "-help", "--help":
		return true
	}
	return false
}

// IsCommand reports whether name is for the command line rather than a
// file for the window to open: a subcommand, a help flag, or a bare word
// that names no file (a mistyped command, which Run then reports).
func IsCommand(name string) bool {
	_, ok := commands[name]
	return ok || isHelp(name) || mistyped(name)
}

// mistyped reports whether name looks like a command but is none: a word
// with no extension or path that names no file. A word with a colon is a
// lab for the window, not a command: a generator spec such as "sin:10" or
// "gaussians:…", or "fit:FILE"; the window says what is wrong with it.
func mistyped(name string) bool {
	if name == "" || strings.ContainsAny(name, `./\:`) || strings.HasPrefix(name, "-") {
		return false
	}
	_, err := os.Stat(name)
	return errors.Is(err, fs.ErrNotExist)
}

// Run runs the subcommand args[0] with the rest of args and returns the
// process exit status: 0 on success, 2 for a flag that belongs to another
// method than the one chosen (ownerError), 1 on other bad usage or bad
// input.
func Run(args []string, stdout, stderr io.Writer) int {
	setMemoryLimit()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var notes []string
	ctx = context.WithValue(ctx, notesKey{}, &notes)
	if err := run(ctx, args, stdout); err != nil {
		fmt.Fprintf(stderr, "perceptronlab: %s\n", oneLine(plainWords(err, message(err))))
		if oe := (*ownerError)(nil); errors.As(err, &oe) {
			return 2 // a flag of another method: the team's one usage error with status 2
		}
		return 1
	}
	for _, n := range notes {
		fmt.Fprintf(stderr, "perceptronlab: %s\n", n)
	}
	return 0
}

// memoryLimit is the heap size past which the collector works harder
// (runtime/debug.SetMemoryLimit): without it a command's heap may grow to
// twice what it holds live, so chapter 1's largest runs (10⁸ bytes of
// points, a score per point) peaked at 1.4 GB with 0.7 GB live. With it
// they stay under 1 GB. GOMEMLIMIT, when set, is the user's to choose.
const memoryLimit = 800 << 20

// setMemoryLimit sets memoryLimit unless GOMEMLIMIT chose another.
func setMemoryLimit() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit)
	}
}

// message is err's text for the user: an interruption (Ctrl-C) says so
// rather than "context canceled".
func message(err error) string {
	msg := err.Error()
	if !errors.Is(err, context.Canceled) {
		return msg
	}
	if msg = strings.TrimSuffix(msg, ": "+context.Canceled.Error()); msg == context.Canceled.Error() {
		return "interrupted; nothing was written"
	}
	return msg + ": interrupted; nothing was written"
}

func run(ctx context.Context, args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return errors.New(`no command (see "perceptronlab help")`)
	}
	if isHelp(args[0]) {
		return runHelp(args[1:], stdout)
	}
	cmd, ok := commands[args[0]]
	if !ok {
		return fmt.Errorf(`unknown command %q%s (see "perceptronlab help")`, args[0], suggest(args[0]))
	}
	err := cmd.run(ctx, args[1:], stdout)
	if errors.Is(err, flag.ErrHelp) {
		cmd.help(stdout)
		return nil
	}
	if err != nil {
		err = jsonWhereCSV(err, args)
	}
	return err
}

// suggest names the command name was most likely meant to be, as
// "; did you mean \"train\"?", or returns "" when none is near: one that
// differs by at most two letters, ignoring case, or that name starts.
func suggest(name string) string {
	lower := strings.ToLower(name)
	best, bestDist := "", 3
	for c := range commands {
		d := editDistance(lower, c)
		if strings.HasPrefix(c, lower) && len(lower) >= 2 {
			d = min(d, 1)
		}
		if d < bestDist || d == bestDist && c < best {
			best, bestDist = c, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf("; did you mean %q?", best)
}

// editDistance is the number of letters to insert, delete, change or swap
// with a neighbour to turn a into b (optimal string alignment).
func editDistance(a, b string) int {
	x, y := []rune(a), []rune(b)
	d := make([][]int, len(x)+1)
	for i := range d {
		d[i] = make([]int, len(y)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(x); i++ {
		for j := 1; j <= len(y); j++ {
			cost := 1
			if x[i-1] == y[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && x[i-1] == y[j-2] && x[i-2] == y[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(x)][len(y)]
}

// runHelp prints the general usage, or one command's help.
func runHelp(args []string, w io.Writer) error {
	if len(args) == 0 {
		usage(w)
		return nil
	}
	cmd, ok := commands[args[0]]
	if !ok {
		return fmt.Errorf(`no help for %q: not a command%s (see "perceptronlab help")`, args[0], suggest(args[0]))
	}
	cmd.help(w)
	return nil
}

// usage writes the general help.
func usage(w io.Writer) {
	fmt.Fprint(w, `Perceptron Lab teaches the perceptron: Li Hang, 统计学习方法, chapter 2,
and Hastie, Tibshirani and Friedman, The Elements of Statistical Learning, §4.5.

Usage:
`)
	usageEntry(w, "perceptronlab [FILE | sin:N[:σ[:seed]] | fit:FILE | LINK]",
		"open the window, empty or with FILE's points, a generated curve-fitting lab, or a lab's link")
	names := make([]string, 0, len(commands))
	for name := range commands {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		usageEntry(w, "perceptronlab "+commands[name].synopsis, commands[name].summary)
	}
	usageEntry(w, "perceptronlab help [COMMAND]", "show this help, or a command's flags and examples")
	fmt.Fprint(w, `
Data files are CSV with columns x1,…,xd,y (a header row and # comments are
allowed), or JSON {"d":2,"points":[{"x":[3,3],"y":1},…]}. Any two label values
are two classes, mapped to -1 and +1 in sorted order (a line on stderr says
so); more values, or a header whose last cell is t, make regression data.
`)
}

// usageEntry writes a synopsis and, indented under it, what it does,
// each wrapped to helpWidth. A long synopsis breaks between its [groups],
// its later lines under its first argument.
func usageEntry(w io.Writer, synopsis, summary string) {
	words := synopsisWords(synopsis)
	line := "  " + strings.Join(words[:min(2, len(words))], " ")
	indent := strings.Repeat(" ", min(textWidth(line)+1, 24))
	for _, word := range words[min(2, len(words)):] {
		if textWidth(line)+1+textWidth(word) > helpWidth {
			fmt.Fprintln(w, line)
			line = indent + word
			continue
		}
		line += " " + word
	}
	fmt.Fprintln(w, line)
	for _, l := range wrapWords(summary, helpWidth-6) {
		fmt.Fprintf(w, "      %s\n", l)
	}
}

// synopsisWords splits a synopsis at the spaces outside brackets, so that
// "[--folds S | --loo]" stays one word.
func synopsisWords(s string) []string {
	var words []string
	depth, start := 0, 0
	for i, r := range s {
		switch r {
		case '[', '(':
			depth++
		case ']', ')':
			depth--
		case ' ':
			if depth == 0 {
				if i > start {
					words = append(words, s[start:i])
				}
				start = i + 1
			}
		}
	}
	if start < len(s) {
		words = append(words, s[start:])
	}
	return words
}

// oneLine keeps an error message on one line, as the exit contract promises.
func oneLine(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "\n", "; ")), " ")
}
