package cli

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/knn"
	"perceptronlab/dataset"
	"perceptronlab/param"
	"perceptronlab/scene"
	"perceptronlab/typeset"
)

// kdtreeFlags holds the flags of kdtree.
type kdtreeFlags struct {
	json     bool
	format   string
	query    floatList
	p        pOrder
	trace    bool
	noLabels bool
}

// kdFormats lists the --format values of kdtree.
var kdFormats = []string{"text", "json", "latex"}

func kdtreeFlagSet(f *kdtreeFlags) *flag.FlagSet {
	fs := flag.NewFlagSet("kdtree", flag.ContinueOnError)
	f.p = 2
	fs.BoolVar(&f.json, "json", false, "the same as --format json")
	fs.StringVar(&f.format, "format", "text", "output `format`: "+strings.Join(kdFormats, ", "))
	fs.Var(&f.query, "query", "search the tree for the point nearest to `x1,x2,…` (Algorithm 3.3)")
	fs.Var(&f.p, param.P.Name, param.P.Doc+", for the search")
	fs.BoolVar(&f.trace, "trace", false, "also list the steps of the search")
	fs.BoolVar(&f.noLabels, "no-labels", false, "FILE is a CSV without a label column: every column is a coordinate")
	return fs
}

// kdtreeHelp writes the help of kdtree.
func kdtreeHelp(w io.Writer) {
	fmt.Fprint(w, `Usage: perceptronlab kdtree [flags] FILE

Builds the kd-tree of the points in FILE by Li Hang's Algorithm 3.2 and
prints it: node 0 is the root, the nodes are numbered level by level, and
a node at depth j splits its cell at the median of coordinate x^(l),
l = j mod d + 1 (x^(1) at the root). With --query it searches the tree
for the nearest point (Algorithm 3.3); --trace lists the search step by
step. The labels of FILE are not used; --no-labels reads a CSV of
coordinates only, such as Li Hang's Example 3.2.

The JSON has stable keys. "point" is the node's 0-based row in FILE and
"x" its coordinates, "axis" is 0-based (Li Hang's x^(axis+1)) and a
missing child is null. In "search", "nearest" is a row of FILE and
"visited" lists the nodes whose points were compared with the query, in
order; "steps" (with --trace) has "radius" null while it is infinite:
  {"n":6,"d":2,
   "nodes":[{"i":0,"point":5,"x":[7,2],"axis":0,"split":7,"left":1,"right":2,"depth":0},…],
   "search":{"query":[2,4.5],"p":2,"nearest":0,"x":[2,3],"distance":1.5,
             "visited":[4,1,3,0],"visited_points":[3,1,0,5],"distance_computations":4}}

--format latex writes a tikzpicture for a handout: put \usepackage{tikz}
in the preamble (TeX Live's texlive-pictures, MiKTeX's pgf). With --query
the visited nodes are shaded and the nearest framed thick.

Flags:
`)
	printFlags(w, kdtreeFlagSet(&kdtreeFlags{}))
	fmt.Fprint(w, `
Examples (Li Hang, Example 3.2 and Algorithm 3.3; lihang32-points.csv holds the six points
2,3 5,4 9,6 4,7 8,1 7,2 without labels, lihang32.csv the same points labelled):
  perceptronlab kdtree --no-labels assets/examples/lihang32-points.csv
  perceptronlab kdtree --query 2,4.5 --trace assets/examples/lihang32.csv
  perceptronlab kdtree --format latex assets/examples/lihang32.csv > tree.tex
`)
}

// kdtreeJSON is kdtree's output; its keys are a stable interface. The
// command leaves Nodes nil and lays each node out only as it writes it
// (tree), so that 10⁶ nodes take the tree's 32 MB and a byte each, not
// 100 MB more as records (kdtree --json on 10⁶ points took 300–390 MB;
// issue 21). Tests decode the JSON into Nodes.
type kdtreeJSON struct {
	N      int           `json:"n"`
	D      int           `json:"d"`
	Nodes  []kdNodeJSON  `json:"nodes"`
	Search *kdSearchJSON `json:"search,omitempty"`
	tree   *kdNodes
}

// kdNodes lays out the nodes of a tree one at a time.
type kdNodes struct {
	tree  *knn.KDTree
	x     []float64 // the points, row by row
	d     int
	depth []uint8 // a median tree of at most 2³¹ points is at most 32 deep
}

// withNodes returns out with its Nodes and its search's Steps laid out,
// for encoding/json to write (the tests that check the streamed JSON).
func (out kdtreeJSON) withNodes() kdtreeJSON {
	out.Nodes = make([]kdNodeJSON, out.N)
	for i := range out.Nodes {
		out.Nodes[i] = out.tree.node(i)
	}
	if out.Search != nil {
		s := *out.Search
		for k := range s.steps {
			s.Steps = append(s.Steps, s.step(k))
		}
		out.Search = &s
	}
	return out
}

// node returns node i.
func (k *kdNodes) node(i int) kdNodeJSON {
	nd := k.tree.Node(i)
	return kdNodeJSON{I: i, Point: nd.Point, X: k.x[nd.Point*k.d : (nd.Point+1)*k.d], Axis: nd.Axis,
		Split: k.tree.Split(i), Left: child(nd.Left), Right: child(nd.Right), Depth: int(k.depth[i])}
}

// kdNodeJSON is one node.
type kdNodeJSON struct {
	I     int       `json:"i"`
	Point int       `json:"point"`
	X     []float64 `json:"x"`
	Axis  int       `json:"axis"`
	Split float64   `json:"split"`
	Left  *int      `json:"left"`
	Right *int      `json:"right"`
	Depth int       `json:"depth"`
}

// kdSearchJSON is a search for the nearest point.
type kdSearchJSON struct {
	Query                []float64    `json:"query"`
	P                    pOrder       `json:"p"`
	Nearest              int          `json:"nearest"`
	X                    []float64    `json:"x"`
	Distance             float64      `json:"distance"`
	Visited              []int        `json:"visited"`
	VisitedPoints        []int        `json:"visited_points"`
	DistanceComputations int          `json:"distance_computations"`
	Steps                []kdStepJSON `json:"steps,omitempty"`
	// StepsLeftOut counts the first steps of a long search not listed
	// (knn.MaxKDSteps): the steps listed are the latest.
	StepsLeftOut int `json:"steps_left_out,omitempty"`
	// steps are the steps listed, each made a kdStepJSON only as it is
	// written (step): their sentences and JSON, all at once, doubled the
	// memory of a long trace. The command leaves Steps nil.
	steps []knn.KDStep
}

// step returns the kth step listed.
func (s *kdSearchJSON) step(k int) kdStepJSON {
	st := s.steps[k]
	j := kdStepJSON{Kind: st.Kind.String(), Node: st.Node, Target: st.Target, Best: st.Best, Text: st.String()}
	if !math.IsInf(st.Radius, 1) {
		j.Radius = &st.Radius
	}
	return j
}

// kdStepJSON is one step of a traced search, with its sentence.
type kdStepJSON struct {
	Kind   string   `json:"kind"`
	Node   int      `json:"node"`
	Target int      `json:"target"`
	Radius *float64 `json:"radius"`
	Best   []int    `json:"best"`
	Text   string   `json:"text"`
}

// runKDTree is the kdtree command.
func runKDTree(ctx context.Context, args []string, stdout io.Writer) error {
	var f kdtreeFlags
	pos, err := parseInterleaved(kdtreeFlagSet(&f), args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return fmt.Errorf(`kdtree: want one FILE, got %d arguments (see "perceptronlab help kdtree")`, len(pos))
	}
	if err := f.validate(); err != nil {
		return fmt.Errorf("kdtree: %w", err)
	}
	x, d, err := loadCoordinates(ctx, pos[0], f.noLabels)
	if err != nil {
		return err
	}
	if f.query != nil && len(f.query) != d {
		return fmt.Errorf("--query: %d values, but the points of %s have d = %d", len(f.query), pos[0], d)
	}
	tree, err := knn.NewKDTree(mat.NewDense(len(x)/d, d, x))
	if err != nil {
		return fmt.Errorf("%s: %w", pos[0], err)
	}
	out := kdLayout(tree, x, d)
	if f.query != nil {
		out.Search = kdSearch(tree, x, d, f)
	}
	switch f.format {
	case "json":
		return writeKDJSON(stdout, out)
	case "latex":
		return writeKDLatex(stdout, pos[0], out)
	}
	return writeKDText(stdout, pos[0], out)
}

// validate checks the flags that need no data.
func (f *kdtreeFlags) validate() error {
	if f.json {
		if f.format != "text" && f.format != "json" {
			return fmt.Errorf("--json conflicts with --format %s", f.format)
		}
		f.format = "json"
	}
	switch {
	case !slices.Contains(kdFormats, f.format):
		return fmt.Errorf("unknown --format %q (want %s)", f.format, strings.Join(kdFormats, ", "))
	case f.trace && f.query == nil:
		return fmt.Errorf("--trace lists the steps of a search: it needs --query")
	}
	return nil
}

// loadCoordinates reads the points of path: a data file with labels, or,
// with noLabels, a CSV table of coordinates only.
func loadCoordinates(ctx context.Context, path string, noLabels bool) (x []float64, d int, err error) {
	if !noLabels {
		set, err := loadClasses(ctx, path)
		if err != nil {
			return nil, 0, err
		}
		return set.X, set.D, nil
	}
	if x, d, ok := readNumericCoordinates(path); ok {
		return x, d, nil
	}
	fh, err := dataset.OpenData(path, waitingNote)
	if err != nil {
		return nil, 0, err
	}
	defer fh.Close()
	t, err := dataset.ReadCoordinates(fh, path) // one column is a 1-D tree
	if err != nil {
		return nil, 0, err
	}
	x, err = tableCoordinates(t)
	return x, t.Dim() + 1, err
}

// readNumericCoordinates reads a regular file of two or more numeric
// columns, every one a coordinate, as readNumericFile reads nb's table: on
// every core. It reports false for any other file, or a problem, which
// ReadCoordinates then reads, with its messages.
func readNumericCoordinates(path string) (x []float64, d int, ok bool) {
	p, ok := readNumericFile(path)
	if !ok {
		return nil, 0, false
	}
	d = p.d + 1
	x = make([]float64, 0, len(p.y)*d)
	for i, y := range p.y {
		x = append(append(x, p.x[i*p.d:(i+1)*p.d]...), y)
	}
	return x, d, true
}

// kdLayout lays out tree, whose points are the rows of x: it finds the
// depth of each node, for its nodes to be written one at a time.
func kdLayout(tree *knn.KDTree, x []float64, d int) kdtreeJSON {
	k := &kdNodes{tree: tree, x: x, d: d, depth: make([]uint8, tree.Len())}
	for i := range k.depth {
		nd := tree.Node(i)
		for _, c := range []int{nd.Left, nd.Right} {
			if c >= 0 { // children come after their parent
				k.depth[c] = k.depth[i] + 1
			}
		}
	}
	return kdtreeJSON{N: tree.Len(), D: d, tree: k}
}

// child returns a child's node number, or nil for none.
func child(i int) *int {
	if i < 0 {
		return nil
	}
	return &i
}

// kdSearch searches tree for the point nearest to --query.
func kdSearch(tree *knn.KDTree, x []float64, d int, f kdtreeFlags) *kdSearchJSON {
	p := float64(f.p)
	r := tree.Search(f.query, 1, p)
	if f.trace {
		r = tree.Trace(f.query, 1, p)
	}
	s := &kdSearchJSON{Query: f.query, P: f.p, Nearest: r.Nearest[0], Distance: r.Distances[0],
		X: x[r.Nearest[0]*d : (r.Nearest[0]+1)*d], Visited: r.Visited, DistanceComputations: r.DistanceComputations,
		StepsLeftOut: r.StepsLeftOut, steps: r.Steps, VisitedPoints: make([]int, 0, len(r.Visited))}
	for _, i := range r.Visited {
		s.VisitedPoints = append(s.VisitedPoints, tree.Node(i).Point)
	}
	return s
}

// writeKDText writes the tree indented by depth, then the search.
func writeKDText(w io.Writer, file string, out kdtreeJSON) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "kd-tree of %s of %s in d = %d (Li Hang, Algorithm 3.2)\n", plural(out.N, "point"), file, out.D)
	writeKDNode(bw, out.tree, 0, "")
	if s := out.Search; s != nil {
		fmt.Fprintf(bw, "query %s, L%s distance: nearest x%d = %s at %s\n", typeset.FormatVector(s.Query),
			scene.PName(float64(s.P)), s.Nearest+1, typeset.FormatVector(s.X), typeset.FormatNumber(s.Distance))
		fmt.Fprintf(bw, "%s computed, at nodes %s (a linear scan computes %d)\n",
			plural(s.DistanceComputations, "distance"), joinInts(s.Visited), out.N)
		if len(s.steps) > 0 {
			fmt.Fprintf(bw, "steps of Algorithm 3.3 (\"nearest [i]\" lists rows of %s from 0: [0] is x1):\n", file)
		}
		if s.StepsLeftOut > 0 {
			fmt.Fprintf(bw, "(steps 1–%d left out to bound memory; the latest %d follow)\n", s.StepsLeftOut, len(s.steps))
		}
		for k, st := range s.steps {
			fmt.Fprintf(bw, "%3d. %s\n", s.StepsLeftOut+k+1, st.String())
		}
	}
	return bw.Flush()
}

// writeKDNode writes node i and its subtree; role is "left  " or
// "right " for a child.
func writeKDNode(w *bufio.Writer, nodes *kdNodes, i int, role string) {
	n := nodes.node(i)
	fmt.Fprintf(w, "%s%snode %d: x%d = %s", strings.Repeat("  ", n.Depth), role, i, n.Point+1, typeset.FormatVector(n.X))
	if n.Left == nil && n.Right == nil {
		w.WriteString(", leaf\n")
		return
	}
	fmt.Fprintf(w, ", splits x^(%d) = %s\n", n.Axis+1, typeset.FormatNumber(n.Split))
	if n.Left != nil {
		writeKDNode(w, nodes, *n.Left, "left  ")
	}
	if n.Right != nil {
		writeKDNode(w, nodes, *n.Right, "right ")
	}
}

// joinInts writes 4, 1, 3, 0.
func joinInts(v []int) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = fmt.Sprint(x)
	}
	return strings.Join(parts, ", ")
}

// writeKDLatex writes the tree as a TikZ picture: each node shows its
// point and its splitting line, a missing child keeps the other on its
// side, and with a search the visited nodes are shaded and the nearest
// framed thick. The median split keeps the tree balanced, so halving the
// sibling distance at each level, down to a node's width at the leaves,
// keeps the nodes apart.
func writeKDLatex(w io.Writer, file string, out kdtreeJSON) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "%% The kd-tree of %s (Li Hang, Algorithm 3.2), written by perceptronlab kdtree.\n", latexComment(file))
	bw.WriteString("% Needs \\usepackage{tikz} in the preamble (TeX Live: texlive-pictures). A tree of\n")
	bw.WriteString("% more than four levels is wider than a page: wrap it in \\resizebox{\\linewidth}{!}{…}.\n")
	style := map[int]string{}
	if s := out.Search; s != nil {
		fmt.Fprintf(bw, "%% Shaded: the nodes the search for %s compared; framed thick: the nearest.\n", typeset.FormatVector(s.Query))
		for _, i := range s.Visited {
			style[i] = "[fill=black!10]"
			if out.tree.node(i).Point == s.Nearest {
				style[i] = "[fill=black!10, ultra thick]"
			}
		}
	}
	height, width := 0, 0
	for i := range out.N {
		n := out.tree.node(i)
		height, width = max(height, n.Depth), max(width, len(latexVector(n.X)))
	}
	leaf := max(14, (13*width+35)/10) // mm: about 1.3 mm a character at \small
	bw.WriteString("\\begin{tikzpicture}[level distance=15mm,\n")
	bw.WriteString("    every node/.style={draw, rounded corners, align=center, inner sep=2pt, font=\\small}")
	for l := 1; l <= height; l++ {
		fmt.Fprintf(bw, ",\n    level %d/.style={sibling distance=%dmm}", l, leaf<<(height-l))
	}
	bw.WriteString("]\n\\node" + style[0] + " " + latexLabel(out.tree.node(0)))
	writeLatexChildren(bw, out.tree, 0, style)
	bw.WriteString(";\n\\end{tikzpicture}\n")
	return bw.Flush()
}

// writeLatexChildren writes the children of node i as TikZ child paths.
func writeLatexChildren(w *bufio.Writer, nodes *kdNodes, i int, style map[int]string) {
	n := nodes.node(i)
	if n.Left == nil && n.Right == nil {
		return
	}
	pad := "\n" + strings.Repeat("  ", n.Depth+1)
	for _, c := range []*int{n.Left, n.Right} {
		if c == nil {
			w.WriteString(pad + "child[missing]")
			continue
		}
		w.WriteString(pad + "child {node" + style[*c] + " " + latexLabel(nodes.node(*c)))
		writeLatexChildren(w, nodes, *c, style)
		w.WriteString("}")
	}
}

// latexLabel is a node's text: its point and, above a leaf, its split.
func latexLabel(n kdNodeJSON) string {
	if n.Left == nil && n.Right == nil {
		return "{$" + latexVector(n.X) + "$}"
	}
	return fmt.Sprintf("{$%s$\\\\ \\footnotesize $x^{(%d)} = %s$}", latexVector(n.X), n.Axis+1, typeset.FormatNumber(n.Split))
}

// latexVector writes (7, 2) for math mode.
func latexVector(x []float64) string {
	parts := make([]string, len(x))
	for i, v := range x {
		parts[i] = typeset.FormatNumber(v)
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// latexComment keeps a file name on its comment line.
func latexComment(s string) string { return strings.NewReplacer("\n", " ", "\r", " ").Replace(s) }
