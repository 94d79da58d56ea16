package cli

import (
	"flag"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"perceptronlab/figure"
	"perceptronlab/report"
	"perceptronlab/scene"
)

// figureFlags holds the flags that plot and animate share besides the
// training flags: where to write, the size and the language.
type figureFlags struct {
	train  trainFlags
	out    string
	width  int
	height int
	lang   string
	show   string
}

// figureOnly lists the training flags that make no sense for a figure:
// they choose what train prints.
var figureOnly = []string{"trace", "gram", "json", "format"}

// addFigureFlags defines on fs the training flags (less those that choose
// train's printout) and the flags plot and animate share. The size
// defaults differ: a handout figure is larger than an animation frame.
func addFigureFlags(fs *flag.FlagSet, f *figureFlags, width, height int) {
	all := flag.NewFlagSet("train", flag.ContinueOnError)
	addTrainFlags(all, &f.train)
	all.VisitAll(func(fl *flag.Flag) {
		if !slices.Contains(figureOnly, fl.Name) {
			fs.Var(fl.Value, fl.Name, fl.Usage)
		}
	})
	fs.StringVar(&f.out, "o", "", "write the figure to `OUT`")
	fs.IntVar(&f.width, "width", width, "figure width in `pixels`")
	fs.IntVar(&f.height, "height", height, "figure height in `pixels`")
	fs.StringVar(&f.lang, "lang", "en", "`language` of the labels, legend and captions: en or zh")
	fs.StringVar(&f.show, "show", strings.Join(defaultShow, ","),
		"`layers` to draw, from "+strings.Join(showNames, ","))
}

// parseFigureArgs parses args into f: exactly one FILE, -o with one of the
// extensions exts, valid training flags and a known language.
func parseFigureArgs(fs *flag.FlagSet, f *figureFlags, args []string, exts ...string) error {
	name := fs.Name()
	f.train.specs.addForeignFlags(fs)
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return fmt.Errorf(`%s: want one FILE, got %d arguments (see "perceptronlab help %s")`, name, len(pos), name)
	}
	f.train.file = pos[0]
	ext := strings.ToLower(filepath.Ext(f.out))
	switch {
	case f.out == "":
		return fmt.Errorf("%s: -o OUT%s is required", name, strings.Join(exts, "|"))
	case !slices.Contains(exts, ext):
		return fmt.Errorf("%s: -o %s: the extension must be %s", name, f.out, strings.Join(exts, ", "))
	case f.lang != "en" && f.lang != "zh":
		return fmt.Errorf("%s: unknown --lang %q (want en or zh)", name, f.lang)
	}
	if err := f.train.validate(); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

// showNames lists the --show layers, in the order the help gives them.
var showNames = []string{"line", "normal", "distances", "margin", "regions", "svm", "lsq"}

// defaultShow is what a figure shows unless told otherwise.
var defaultShow = showNames[:5]

// parseShow reads a --show list such as "line,normal,svm". The kernel
// regions need no flag: they are drawn whenever the method has them.
func parseShow(s string) (scene.Show, error) {
	sh := scene.Show{Decision: true}
	layers := map[string]*bool{
		"line": &sh.Line, "normal": &sh.Normal, "distances": &sh.Distances, "margin": &sh.Margin,
		"regions": &sh.Regions, "svm": &sh.SVM, "lsq": &sh.LSQ,
	}
	for name := range strings.SplitSeq(s, ",") {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		p, ok := layers[name]
		if !ok {
			return sh, fmt.Errorf("--show: unknown layer %q (want some of %s)", name, strings.Join(showNames, ","))
		}
		*p = true
	}
	return sh, nil
}

// options returns the figure options the flags ask for.
func (f *figureFlags) options(dpi float64, title string) figure.FigureOptions {
	return figure.FigureOptions{
		Width: f.width, Height: f.height, DPI: dpi, Title: title,
		Legend: true, Translate: report.Translator(f.lang),
	}
}
