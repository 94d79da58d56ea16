package cli

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// kd32 is the set T of Li Hang's Example 3.2, without labels.
const kd32 = "2,3\n5,4\n9,6\n4,7\n8,1\n7,2\n"

// kdJSON runs kdtree --json and decodes its answer and its raw nodes.
func kdJSON(t *testing.T, args ...string) (kdtreeJSON, []map[string]json.RawMessage) {
	t.Helper()
	out := runOK(t, append([]string{"kdtree", "--json"}, args...)...)
	var raw struct {
		Nodes []map[string]json.RawMessage `json:"nodes"`
	}
	if err := json.Unmarshal([]byte(out), &raw); err != nil {
		t.Fatalf("%s: %v", out, err)
	}
	var got kdtreeJSON
	if err := json.Unmarshal([]byte(strings.Replace(out, `"p":"inf"`, `"p":0`, 1)), &got); err != nil {
		t.Fatal(err)
	}
	return got, raw.Nodes
}

// The tree of Example 3.2, the book's Figure 3.3: the root (7,2) splits
// x⁽¹⁾ = 7; its left child (5,4) splits x⁽²⁾ = 4 over (2,3) and (4,7); its
// right child (9,6) splits x⁽²⁾ = 6 and has only a left child, (8,1).
// Nodes are numbered level by level; "point" is the row in the file.
func TestKDTreeExample32(t *testing.T) {
	file := writeFile(t, "kd.csv", kd32)
	got, raw := kdJSON(t, "--no-labels", file)
	type node struct {
		point       int
		x           []float64
		axis        int
		split       float64
		left, right string // as JSON: a number or null
		depth       int
	}
	want := []node{
		{5, []float64{7, 2}, 0, 7, "1", "2", 0},
		{1, []float64{5, 4}, 1, 4, "3", "4", 1},
		{2, []float64{9, 6}, 1, 6, "5", "null", 1},
		{0, []float64{2, 3}, 0, 2, "null", "null", 2},
		{3, []float64{4, 7}, 0, 4, "null", "null", 2},
		{4, []float64{8, 1}, 0, 8, "null", "null", 2},
	}
	if got.N != 6 || got.D != 2 || len(got.Nodes) != len(want) || got.Search != nil {
		t.Fatalf("got %+v", got)
	}
	for i, w := range want {
		g := got.Nodes[i]
		if g.I != i || g.Point != w.point || !slices.Equal(g.X, w.x) || g.Axis != w.axis || g.Split != w.split ||
			string(raw[i]["left"]) != w.left || string(raw[i]["right"]) != w.right || g.Depth != w.depth {
			t.Errorf("node %d: %+v (left %s, right %s), want %+v", i, g, raw[i]["left"], raw[i]["right"], w)
		}
	}
	labelled := writeFile(t, "kd.json", `{"d":2,"points":[{"x":[2,3],"y":1},{"x":[5,4],"y":1},{"x":[9,6],"y":-1},`+
		`{"x":[4,7],"y":1},{"x":[8,1],"y":-1},{"x":[7,2],"y":-1}]}`)
	same, _ := kdJSON(t, labelled)
	if a, b := mustJSON(t, same.Nodes), mustJSON(t, got.Nodes); a != b {
		t.Errorf("the labelled copy gives %s, want %s", a, b)
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The search of Example 3.2's tree for q = (2, 4.5): Algorithm 3.3 goes
// down to the leaf (4,7) (4.5 ≥ 4 at (5,4)), back to (5,4), whose ball of
// radius √9.25 crosses x⁽²⁾ = 4, so it checks (2,3) at 1.5, then the root
// (7,2); the ball of radius 1.5 does not reach x⁽¹⁾ = 7, so (9,6)'s subtree
// is pruned. Nearest: row 0, (2,3), at 1.5 after 4 distances, at nodes
// 4, 1, 3, 0 (rows 3, 1, 0, 5). The trace has 13 steps: the 12th prunes
// node 2 with radius 1.5, and the first has no radius yet.
func TestKDTreeSearch(t *testing.T) {
	file := writeFile(t, "kd.csv", kd32)
	got, _ := kdJSON(t, "--no-labels", "--query", "2,4.5", "--trace", file)
	s := got.Search
	if s == nil || s.Nearest != 0 || !slices.Equal(s.X, []float64{2, 3}) || s.Distance != 1.5 ||
		!slices.Equal(s.Visited, []int{4, 1, 3, 0}) || !slices.Equal(s.VisitedPoints, []int{3, 1, 0, 5}) ||
		s.DistanceComputations != 4 || s.P != 2 {
		t.Fatalf("search %+v", s)
	}
	if len(s.Steps) != 13 {
		t.Fatalf("%d steps, want 13: %+v", len(s.Steps), s.Steps)
	}
	prune, first := s.Steps[11], s.Steps[0]
	if prune.Kind != "prune" || prune.Node != 0 || prune.Target != 2 || prune.Radius == nil || *prune.Radius != 1.5 ||
		!strings.Contains(prune.Text, "does not cross the splitting line x^(1) = 7") {
		t.Errorf("step 12: %+v", prune)
	}
	if first.Kind != "descend" || first.Radius != nil || first.Target != 0 {
		t.Errorf("step 1: %+v", first)
	}
	// In L1 and L∞ the answer is the same: the points differ along x⁽²⁾ only.
	for _, p := range []string{"1", "inf"} {
		if g, _ := kdJSON(t, "--no-labels", "--query", "2,4.5", "--p", p, file); g.Search.Nearest != 0 || g.Search.Distance != 1.5 {
			t.Errorf("p = %s: %+v", p, g.Search)
		}
	}
}

// The text shows the tree indented by depth and the search.
func TestKDTreeText(t *testing.T) {
	out := runOK(t, "kdtree", "--no-labels", "--query", "2,4.5", "--trace", writeFile(t, "kd.csv", kd32))
	for _, want := range []string{
		"node 0: x6 = (7, 2), splits x^(1) = 7\n",
		"\n  right node 2: x3 = (9, 6), splits x^(2) = 6\n    left  node 5: x5 = (8, 1), leaf\n",
		"nearest x1 = (2, 3) at 1.5",
		"4 distances computed, at nodes 4, 1, 3, 0 (a linear scan computes 6)",
		" 12. prune node 2",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("text lacks %q:\n%s", want, out)
		}
	}
}

// The LaTeX is one tikzpicture holding every node, with (9,6)'s missing
// right child kept as a missing child, balanced braces, and with a search
// the four visited nodes shaded.
func TestKDTreeLatex(t *testing.T) {
	file := writeFile(t, "kd.csv", kd32)
	out := runOK(t, "kdtree", "--no-labels", "--format", "latex", "--query", "2,4.5", file)
	for _, want := range []string{"\\begin{tikzpicture}", "\\end{tikzpicture}", "(7, 2)", "(5, 4)", "(9, 6)", "(2, 3)",
		"(4, 7)", "(8, 1)", "$x^{(1)} = 7$", "$x^{(2)} = 4$", "$x^{(2)} = 6$", "child[missing]", "\\usepackage{tikz}"} {
		if !strings.Contains(out, want) {
			t.Errorf("latex lacks %q:\n%s", want, out)
		}
	}
	if strings.Count(out, "{") != strings.Count(out, "}") || strings.Count(out, "child {node") != 5 ||
		strings.Count(out, "fill=black!10") != 4 || strings.Count(out, "ultra thick") != 1 {
		t.Errorf("latex structure:\n%s", out)
	}
}

// Bad input exits 1 with one line naming the flag, or the file and line.
func TestKDTreeBadInput(t *testing.T) {
	file := writeFile(t, "kd.csv", kd32)
	bad := writeFile(t, "bad.csv", "1,2\n3,x\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--no-labels", "--trace", file}, "--trace lists the steps of a search: it needs --query"},
		{[]string{"--no-labels", "--query", "1,2,3", file}, "--query: 3 values, but the points of " + file + " have d = 2"},
		{[]string{"--no-labels", "--query", "1,x", file}, `"x" is not a finite number`},
		{[]string{"--no-labels", "--format", "yaml", file}, `unknown --format "yaml"`},
		{[]string{"--no-labels", "--json", "--format", "latex", file}, "--json conflicts with --format latex"},
		{[]string{"--no-labels", "--query", "1,2", "--p", "0.5", file}, `invalid value "0.5" for flag -p`},
		{[]string{"--no-labels", bad}, bad + ":2: column 2"},
		{[]string{file}, file + ": regression data (real targets t)"},
		{nil, "kdtree: want one FILE, got 0 arguments"},
	} {
		out, errb, code := runCLI(append([]string{"kdtree"}, c.args...)...)
		if code != 1 || out != "" || strings.Count(errb, "\n") != 1 || !strings.Contains(errb, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 1 and one line with %q", c.args, code, out, errb, c.want)
		}
	}
}
