// Package param defines each parameter of the lab's learning methods once,
// as a Spec: its name (the session file's field and, prefixed with its
// method's name, the link's key: MethodKey), its flag, its kind (Int,
// Real or Frac, Choice, List), its one parse with its one limit and one
// message, its format, its default, its label in English and Chinese and
// its documentation. The command line's flags (Flags, Value), the
// window's form rows, the session file and the link all use these
// definitions, so that every parameter is read and refused the same way
// everywhere, in the way golang.org/x/tools/go/analysis lets an Analyzer
// own its flags.
//
// The parameters are values in one literal list, Specs (Params lists the
// same as Param); a method (see package method) names the ones it owns.
// Package param imports nothing of the lab's, so every package may use it.
package param

// Translate puts the messages of errors a user sees into the interface's
// language. The window sets it; it defaults to English as written.
var Translate = func(s string) string { return s }

// tr translates s with Translate.
func tr(s string) string { return Translate(s) }

// Param is what every parameter tells about itself, for help texts and
// for the tests that walk Params.
type Param interface {
	// Describe returns the flag's and session field's name, the link's
	// key and the documentation.
	Describe() (name, key, doc string)
}

// Describe implements Param.
func (r *Real) Describe() (name, key, doc string) { return r.Name, r.LinkKey(), r.Doc }

// Describe implements Param.
func (n *Int) Describe() (name, key, doc string) { return n.Name, n.LinkKey(), n.Doc }
