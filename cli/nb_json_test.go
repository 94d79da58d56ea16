package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"perceptronlab/algo/bayes"
)

// oddFloat returns a random float64 of a kind that tests a JSON float
// writer: tiny, huge, subnormal, negative zero, integral, near the 1e-6 and
// 1e21 switches between 'f' and 'e', or ordinary.
func oddFloat(rnd *rand.Rand) float64 {
	sign := float64(1 - 2*rnd.IntN(2))
	switch rnd.IntN(10) {
	case 0:
		return math.Copysign(0, sign)
	case 1:
		return sign * float64(rnd.IntN(2_000_000)-1_000_000)
	case 2:
		return sign * math.Pow(10, float64(rnd.IntN(631)-324)) * (1 + rnd.Float64()) // 1e-324 is 0
	case 3:
		return sign * math.Float64frombits(rnd.Uint64N(1<<52)) // subnormal
	case 4:
		edge := []float64{1e-6, 1e-7, 1e21, 1e20, math.MaxFloat64, math.SmallestNonzeroFloat64}[rnd.IntN(6)]
		return sign * math.Nextafter(edge, []float64{0, math.MaxFloat64, edge}[rnd.IntN(3)])
	case 5:
		return sign * float64(rnd.IntN(100)) / 8
	}
	return sign * rnd.NormFloat64() * math.Pow(10, float64(rnd.IntN(10)-5))
}

// TestAppendJSONFloat compares appendJSONFloat with encoding/json on a
// million odd floats.
func TestAppendJSONFloat(t *testing.T) {
	rnd := rand.New(rand.NewPCG(1, 2))
	for range 1_000_000 {
		v := oddFloat(rnd)
		want, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		if got := appendJSONFloat([]byte("x"), v); string(got[1:]) != string(want) {
			t.Fatalf("%b: appendJSONFloat gives %s, encoding/json %s", v, got[1:], want)
		}
	}
}

// randomGaussian returns a random model head and n answers in d
// dimensions, with errors counted or not, and the gaussianJSON that holds
// the same.
func randomGaussian(rnd *rand.Rand, n, d int) (gaussianHead, *gaussianAnswers, gaussianJSON) {
	labels := [][2]float64{{-1, 1}, {0, 1}, {-2.5, 1e-7}, {3, 1e22}}[rnd.IntN(4)]
	head := gaussianHead{Model: "gaussian", Classes: labels[:], Prior: map[string]float64{}, Mean: map[string][]float64{}, Var: map[string][]float64{}}
	for _, y := range labels {
		name := strconv.FormatFloat(y, 'g', -1, 64)
		head.Prior[name] = rnd.Float64()
		for range d {
			head.Mean[name] = append(head.Mean[name], oddFloat(rnd))
			head.Var[name] = append(head.Var[name], math.Abs(oddFloat(rnd)))
		}
	}
	a := &gaussianAnswers{x: make([]float64, n*d), d: d, logOdds: make([]float64, n), labels: labels}
	for i := range a.x {
		a.x[i] = oddFloat(rnd)
	}
	for i := range a.logOdds {
		a.logOdds[i] = oddFloat(rnd)
	}
	out := gaussianJSON{gaussianHead: head}
	for i := range n {
		out.Predictions = append(out.Predictions, gaussianAnswer{X: a.point(i), Y: a.label(i), LogOdds: a.logOdds[i]})
	}
	if rnd.IntN(2) == 0 {
		errs := rnd.IntN(n + 1)
		a.errors, out.Errors = &errs, &errs
	}
	return head, a, out
}

// TestWriteGaussianJSON compares writeGaussianJSON with encoding/json,
// byte for byte, on random models and answers, from none to many chunks.
func TestWriteGaussianJSON(t *testing.T) {
	rnd := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{0, 1, 2, 7, answerChunk - 1, answerChunk, answerChunk + 1, 5*answerChunk + 3, 60_000} {
		for d := 1; d <= 3; d++ {
			head, a, out := randomGaussian(rnd, n, d)
			var want, got bytes.Buffer
			if err := encodeJSON(&want, out); err != nil {
				t.Fatal(err)
			}
			if err := writeGaussianJSON(&got, head, a); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got.Bytes(), want.Bytes()) {
				t.Fatalf("n = %d, d = %d: the output differs from encoding/json's at byte %d:\n got %.300s\nwant %.300s",
					n, d, firstDiff(got.Bytes(), want.Bytes()), got.Bytes(), want.Bytes())
			}
		}
	}
}

// firstDiff returns the index of the first byte where a and b differ.
func firstDiff(a, b []byte) int {
	i := 0
	for i < min(len(a), len(b)) && a[i] == b[i] {
		i++
	}
	return i
}

// TestWriteGaussianJSONNotFinite puts ±Inf or NaN in the head, a point or a
// log-odds: written as null, byte for byte as encodeJSON writes it, with
// the same note (issue 21, item 8; before, an error and nothing written).
func TestWriteGaussianJSONNotFinite(t *testing.T) {
	note := withNullNote(t)
	rnd := rand.New(rand.NewPCG(5, 6))
	for k, bad := range []float64{math.Inf(1), math.Inf(-1), math.NaN(), math.Inf(1), math.NaN()} {
		head, a, out := randomGaussian(rnd, 3*answerChunk, 2)
		switch k % 3 {
		case 0:
			head.Var[strconv.FormatFloat(head.Classes[1], 'g', -1, 64)][1] = bad // shared with out
		case 1:
			a.x[2*answerChunk+1] = bad // out's point too
		case 2:
			i := answerChunk + 5
			a.logOdds[i], out.Predictions[i].LogOdds = bad, bad
			out.Predictions[i].Y = a.label(i)
		}
		a.logOdds[len(a.logOdds)-1] = -bad // a later one that must not be reported
		out.Predictions[len(a.logOdds)-1].LogOdds = -bad
		out.Predictions[len(a.logOdds)-1].Y = a.label(len(a.logOdds) - 1) // its sign picks the class
		var want, got bytes.Buffer
		note.Reset()
		if err := encodeJSON(&want, out); err != nil {
			t.Fatal(err)
		}
		wantNote := note.String()
		note.Reset()
		err := writeGaussianJSON(&got, head, a)
		if err != nil || got.String() != want.String() || !strings.Contains(got.String(), "null") || note.String() != wantNote || wantNote == "" {
			g, w := got.String(), want.String()
			i := 0
			for i < min(len(g), len(w)) && g[i] == w[i] {
				i++
			}
			t.Errorf("case %d: error %v, output differs at %d: %.80q vs %.80q; note %q, want %q", k, err, i, g[max(i-20, 0):], w[max(i-20, 0):], note.String(), wantNote)
		}
	}
}

// TestWriteChunks checks the order of the chunks for several numbers of
// workers, and that a write error stops the writing.
func TestWriteChunks(t *testing.T) {
	format := func(b []byte, k int) []byte { return fmt.Appendf(b, "<%d>", k) }
	for _, workers := range []int{1, 2, 3, 8} {
		for _, n := range []int{0, 1, 2, 100} {
			var want, got bytes.Buffer
			for k := range n {
				want.Write(format(nil, k))
			}
			if err := writeChunks(&got, n, workers, format); err != nil || got.String() != want.String() {
				t.Errorf("%d workers, %d chunks: %q, %v; want %q", workers, n, got.String(), err, want.String())
			}
		}
		w := &failingWriter{left: 5}
		if err := writeChunks(w, 1000, workers, format); !errors.Is(err, errDiskFull) || w.writes != 6 {
			t.Errorf("%d workers: error %v after %d writes, want errDiskFull after 6", workers, err, w.writes)
		}
	}
}

// TestWriteGaussianJSONWriteError wants encodeJSON's error for a failing
// writer, at the start or in the predictions.
func TestWriteGaussianJSONWriteError(t *testing.T) {
	head, a, out := randomGaussian(rand.New(rand.NewPCG(7, 7)), 10*answerChunk, 2)
	for _, left := range []int{0, 3} {
		err := writeGaussianJSON(&failingWriter{left: left}, head, a)
		want := encodeJSON(&failingWriter{}, out)
		if err == nil || want == nil || err.Error() != want.Error() || !errors.Is(err, errDiskFull) {
			t.Errorf("after %d writes: error %v, want %v", left, err, want)
		}
	}
}

var errDiskFull = errors.New("disk full")

// failingWriter fails every write after the first left ones.
type failingWriter struct{ left, writes int }

func (w *failingWriter) Write(b []byte) (int, error) {
	w.writes++
	if w.left == 0 {
		return 0, errDiskFull
	}
	w.left--
	return len(b), nil
}

// writeNumericFile writes n random rows of two classes, labelled lab0 and
// lab1, in d dimensions, after head (a header, comments, a BOM…), with
// line ends eol, and returns the path.
func writeNumericFile(t testing.TB, seed uint64, n, d int, lab0, lab1, head, eol string) string {
	rnd := rand.New(rand.NewPCG(seed, 9))
	var sb strings.Builder
	sb.WriteString(head)
	for range n {
		c := rnd.IntN(2)
		for j := range d {
			fmt.Fprintf(&sb, "%.17g,", rnd.NormFloat64()*float64(1+c+j)+float64(3*c))
		}
		sb.WriteString([]string{lab0, lab1}[c] + eol)
	}
	path := filepath.Join(t.TempDir(), fmt.Sprintf("g%d.csv", seed))
	if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// oldGaussianJSON is nb --json on a numeric table as it was written before
// the fast path: ReadTable, Floats, a gaussianAnswer per point from Predict
// and Decision, and encoding/json.
func oldGaussianJSON(t *testing.T, path, query string) string {
	tab, err := readTableFile(path)
	if err != nil {
		t.Fatal(err)
	}
	x, y, err := tablePoints(tab)
	if err != nil {
		t.Fatal(err)
	}
	m, err := bayes.FitGaussian(mat.NewDense(tab.Len(), tab.Dim(), x), y)
	if err != nil {
		t.Fatal(err)
	}
	out := gaussianJSON{gaussianHead: gaussianModel(m)}
	if query != "" {
		q, err := nbQueries(query, tab.Dim())
		if err != nil {
			t.Fatal(err)
		}
		if x, y, err = gaussianQueries(q, tab.Dim()); err != nil {
			t.Fatal(err)
		}
	}
	errs := 0
	for i := 0; i < len(x); i += tab.Dim() {
		p := x[i : i+tab.Dim()]
		out.Predictions = append(out.Predictions, gaussianAnswer{X: p, Y: m.Predict(p), LogOdds: m.Decision(p)})
		if y != nil && y[i/tab.Dim()] != m.Predict(p) {
			errs++
		}
	}
	if y != nil {
		out.Errors = &errs
	}
	var buf bytes.Buffer
	if err := encodeJSON(&buf, out); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// fallbackNB runs nb the way runNB does when the fast path declines: the
// table from readTableFile, then runGaussian.
func fallbackNB(t *testing.T, path string, f nbFlags) string {
	tab, err := readTableFile(path)
	if err != nil {
		t.Fatal(err)
	}
	q, err := nbQueries(f.query, tab.Dim())
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := runGaussian(tab, f, q, &buf); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// TestNBFastPath runs nb on numeric files, which take the fast path: the
// output equals the fallback's and, in JSON, the old encoding/json output,
// byte for byte.
func TestNBFastPath(t *testing.T) {
	queryFile := writeNumericFile(t, 99, 50, 2, "1", "-1", "a,b,y\n", "\n")
	for i, c := range []struct {
		n, d             int
		lab0, lab1, head string
		eol, query       string
	}{
		{3000, 2, "-1", "1", "x1,x2,y\n", "\n", ""},
		{2000, 3, "0", "2.5", "\ufeff# points\r\n\r\n", "  # c\r\n", ""},
		{1000, 1, "−1", "+1", "x,label\n", "\n", ""},
		{20000, 2, "1", "-1", "", "\n", "3,3"},
		{500, 2, "1", "-1", "p,q,r\n", "\n", queryFile},
	} {
		path := writeNumericFile(t, uint64(i), c.n, c.d, c.lab0, c.lab1, c.head, c.eol)
		if _, ok := readNumericFile(path); !ok {
			t.Fatalf("case %d: the fast path declines %s", i, path)
		}
		for _, js := range []bool{true, false} {
			args := []string{"nb", path}
			if js {
				args = append(args, "--json")
			}
			if c.query != "" {
				args = append(args, "--query", c.query)
			}
			got := runOK(t, args...)
			if want := fallbackNB(t, path, nbFlags{json: js, query: c.query}); got != want {
				t.Errorf("case %d, json %v: the fast path's output differs from the fallback's at byte %d", i, js, firstDiff([]byte(got), []byte(want)))
			}
			if want := oldGaussianJSON(t, path, c.query); js && got != want {
				t.Errorf("case %d: the output differs from the old one at byte %d", i, firstDiff([]byte(got), []byte(want)))
			}
		}
	}
}

// TestNBFastPathDeclines checks files the fast path leaves to ReadTable: a
// categorical table, a non-numeric label, and a pipe, which still reads.
func TestNBFastPathDeclines(t *testing.T) {
	for _, path := range []string{lihang41, writeNumericFile(t, 1, 10, 2, "no", "yes", "", "\n")} {
		if _, ok := readNumericFile(path); ok {
			t.Errorf("%s: the fast path takes it", path)
		}
	}
	path := writeNumericFile(t, 2, 100, 2, "1", "-1", "x,y,z\n", "\n")
	want := runOK(t, "nb", "--json", path)
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	fd := fmt.Sprintf("/dev/fd/%d", r.Fd())
	if _, err := os.Stat(fd); err != nil {
		t.Skip("no /dev/fd:", err)
	}
	body, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	go func() { w.Write(body); w.Close() }()
	var got bytes.Buffer
	if err := runNB(context.Background(), []string{"--json", fd}, &got); err != nil || got.String() != want {
		t.Errorf("through a pipe: %v, output equal: %v", err, got.String() == want)
	}
}

// TestNBNotFinite wants null and a note for an infinite log-odds and an
// infinite variance, on the fast path and the slow one (issue 21, item 8:
// before, encoding/json's error and no output).
func TestNBNotFinite(t *testing.T) {
	note := withNullNote(t)
	dir := t.TempDir()
	small := writeNumericFile(t, 3, 40, 2, "1", "-1", "", "\n")
	huge := filepath.Join(dir, "huge.csv")
	if err := os.WriteFile(huge, []byte("a,b\n1e300,1\n-1e300,1\n1,-1\n2,-1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"nb", "--json", "--query", "1e300,1e300", small}, `"log_odds":null`},
		{[]string{"nb", "--json", huge}, `"var":{"-1":[0.25],"1":[null]}`},
	} {
		for _, model := range []string{"gaussian", ""} {
			note.Reset()
			args := append([]string{"--model", model}, c.args[1:]...)
			out, errb, code := runCLI(append([]string{"nb"}, args...)...)
			if code != 0 || !json.Valid([]byte(out)) || !strings.Contains(out, c.want) || errb != "" ||
				!strings.HasPrefix(note.String(), "perceptronlab: note: ") {
				t.Errorf("%v: exit %d, stdout %.400q, stderr %q, note %q; want JSON with %s", args, code, out, errb, note.String(), c.want)
			}
		}
	}
}

// BenchmarkNBGaussianJSON1e6 runs nb --json on 10⁶ 2-D rows, as
// scripts/bench_nb.sh does: reading, fitting, classifying every row and
// writing 80 MB of JSON.
func BenchmarkNBGaussianJSON1e6(b *testing.B) {
	path := writeNumericFile(b, 7, 1_000_000, 2, "1", "-1", "x1,x2,y\n", "\n")
	b.ReportAllocs()
	for b.Loop() {
		if err := runNB(context.Background(), []string{"--json", path}, io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}
