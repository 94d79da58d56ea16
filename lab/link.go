package lab

import (
	"fmt"
	"net/url"
	"slices"
	"strings"

	"perceptronlab/dataset"
	"perceptronlab/method"
)

// A link carries a whole lab in its URL fragment, as key=value pairs
// joined by "&":
//
//	#points=3,3,1;4,3,1;1,1,-1&primal.order=first&k=7&view=-1,6,-1,5&lang=zh&projector=1
//
// points lists each point's coordinates and its label (1 or -1), points
// separated by ";" (d=1 for points on a line); form is the method, and a
// method's parameters are keyed by its specs, "method.name" (knn.k,
// knn.p, kernel.sigma, kernel.degree, primal.eta, primal.order,
// primal.seed…: linkkeys.go; the old keys knn, p, sigma, degree, eta,
// order, seed… still read); w0, b0 and nobias set the perceptron's start;
// k is the training step shown, reached by
// replaying the training, or, when an edit during training makes that
// impossible, given by w, b and alpha; end=1 says that the training had
// ended there (it converged, or met its limit). view is xmin,xmax,ymin,ymax; show
// lists the layers drawn; lang, projector and dark set the look; predict=1
// turns on predict, then reveal. A short
// form names a built-in example instead of the points:
//
//	#example=lihang21&lang=zh&projector=1
//
// query is the k-NN or naive Bayes query point; table is the Table tab's
// header and rows, cells separated by "," and rows by ";" (a cell's own
// "," or ";" escaped as in a URL), with tquery its query and nb.lambda
// its λ (lambda in older links):
//
//	#table=x1,x2,y;1,S,-1;2,M,1&tquery=2,S&nb.lambda=1
//
// Every key is optional; a key the reader does not know is an error, so
// that a mistyped link says so instead of showing something else.

// Limits on what a link may ask for, so that a hostile or mangled link
// costs little: its length, and the work of replaying its training.
const (
	MaxLinkLength = 64 << 10   // characters of the fragment
	MaxLinkSteps  = 100_000    // k
	maxReplayWork = 20_000_000 // k times the number of points
)

// ErrLinkTooLarge is returned for a fragment longer than MaxLinkLength, and
// by Fragment for a lab whose link would be.
var ErrLinkTooLarge error = tooLargeError{}

// tooLargeError says, in the interface's language, that a link is too long.
type tooLargeError struct{}

// Error says how long a link may be, in the interface's language.
func (tooLargeError) Error() string {
	return fmt.Sprintf(tr("the link is longer than %d characters"), MaxLinkLength)
}

// Link is a lab as a link carries it.
type Link struct {
	Set      *dataset.Set // the points; not nil
	Settings TrainSettings
	K        int        // the training step shown, 0 at the start
	Ended    bool       // the training had ended at step K: the next step makes no update
	State    *LinkState // the model at step K, when replaying cannot reach it
	View     *ViewRect  // nil: frame the points

	// Example names the built-in example whose points (and, for
	// lihang41, table) the link carries in short; Settings, K and the
	// rest still apply over the example's own.
	Example string
	// Query is the k-NN or naive Bayes query point (nil: none); Table
	// the Table tab's data, its query and λ (nil: an empty table).
	Query []float64
	Table *CategoricalTable

	Lang            string   // "en" or "zh"; "" keeps the reader's language
	Projector, Dark *bool    // nil keeps the reader's choice
	Predict         *bool    // predict, then reveal (lab.Quiz); nil keeps the reader's choice
	Show            []string // the layers drawn, from Layers; nil keeps the reader's

	// CV is the k-NN form's cross-validation of k (linkcv.go); nil: none.
	CV *LinkCV
}

// LinkState is the model at step K, given outright.
type LinkState struct {
	W     []float64
	B     float64
	Alpha []float64
}

// Layers are the names of the layers a link's show key may list.
var Layers = []string{"line", "normal", "distances", "margin", "regions", "svm", "lsq", "decision"}

// linkKeys are the keys a link may have besides its methods' parameters
// (linkkeys.go), in the order Fragment writes them.
var linkKeys = []string{
	"example", "d", "points", "form", "w0", "b0", "nobias",
	"k", "end", "w", "b", "alpha", "query", "table", "tquery", "cv", "fold", "view", "show", "lang", "projector", "dark", "predict",
}

// allKeys lists the keys a link may have, for an error: linkKeys and
// each parameter's key, as its first owner spells it (another owner's
// name reads it too).
func allKeys() string {
	keys := slices.Clone(linkKeys)
	for _, m := range method.All() {
		if m.Task == dataset.Classification {
			for _, s := range append(slices.Clone(m.Specs), m.Tries...) {
				if k := key(s); !slices.Contains(keys, k) {
					keys = append(keys, k)
				}
			}
		}
	}
	return strings.Join(keys, ", ")
}

// ParseLink reads a link's fragment: the part after "#", or a whole URL,
// whose fragment is read. The error says what is wrong in words a reader
// of the link can act on.
func ParseLink(s string) (*Link, error) {
	if i := strings.IndexByte(s, '#'); i >= 0 {
		s = s[i+1:]
	}
	if len(s) > MaxLinkLength {
		return nil, ErrLinkTooLarge
	}
	kv, as, err := splitFragment(s)
	if err != nil {
		return nil, err
	}
	p := linkParser{kv: kv, as: as, l: &Link{}}
	if err := p.parse(); err != nil {
		return nil, err
	}
	return p.l, nil
}

// splitFragment splits "a=1&b=2" into its keys and unescaped values. A
// "+" stays a plus sign: links are not form submissions. A method's
// parameter is filed under its canonical key (linkkeys.go), whichever
// owner's name or old key spells it; as maps each such key back to the
// key as written, for errors.
func splitFragment(s string) (kv, as map[string]string, err error) {
	kv, as = map[string]string{}, map[string]string{}
	for part := range strings.SplitSeq(s, "&") {
		if part == "" {
			continue
		}
		k, v, ok := strings.Cut(part, "=")
		if !ok {
			return nil, nil, fmt.Errorf(tr("%q has no \"=\": a link's parts are key=value"), clip(part))
		}
		key, _, isSpec := canonical(k, dataset.Classification)
		if !isSpec && !slices.Contains(linkKeys, k) {
			return nil, nil, fmt.Errorf(tr("unknown key %q (a link may have %s)"), clip(k), allKeys())
		}
		if _, dup := kv[key]; dup {
			return nil, nil, fmt.Errorf(tr("%q appears twice"), k)
		}
		u, err := url.PathUnescape(v)
		if err != nil {
			return nil, nil, fmt.Errorf(tr("%s: %q is not a valid URL escape"), k, clip(v))
		}
		kv[key], as[key] = u, k
	}
	return kv, as, nil
}

// clip shortens s for an error message.
func clip(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}
