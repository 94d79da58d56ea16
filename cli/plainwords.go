package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"regexp"
	"strconv"
	"strings"
	"syscall"

	"perceptronlab/param"
)

// plainWords rewrites what Go's packages say inside msg, the text of err,
// in the lab's words: "invalid character 'x' looking for beginning of
// value" becomes "'x' where a value should start", strconv's "parsing
// "x": invalid syntax" becomes `"x" is not a number`, and so on.
// The file, line and flag that the lab's own errors put around them stay.
// Typed errors are found in err's chain; the patterns catch the same
// words where an error was flattened to text (%v) on its way up.
func plainWords(err error, msg string) string {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		msg = strings.Replace(msg, se.Error(), jsonSyntaxWords(se.Error()), 1)
	}
	var pe *fs.PathError
	if errors.As(err, &pe) && errors.Is(pe.Err, syscall.EISDIR) {
		msg = strings.Replace(msg, pe.Error(), "it is a folder, not a file", 1)
	}
	for _, r := range goWords {
		msg = r.re.ReplaceAllStringFunc(msg, func(m string) string { return r.words(r.re.FindStringSubmatch(m)) })
	}
	if errors.Is(err, io.ErrUnexpectedEOF) || strings.Contains(msg, io.ErrUnexpectedEOF.Error()) {
		msg = strings.Replace(msg, io.ErrUnexpectedEOF.Error(), "the file ends too soon; is it cut short?", 1)
	}
	return msg
}

// jsonSyntaxWords words encoding/json's syntax error.
func jsonSyntaxWords(s string) string {
	if s == "unexpected end of JSON input" {
		return "it ends too soon; is the file cut short?"
	}
	rest, ok := strings.CutPrefix(s, "invalid character ")
	if !ok {
		return s
	}
	for _, r := range [][2]string{
		{"looking for beginning of value", "where a value should start"},
		{"looking for beginning of object key string", "where a quoted key should start"},
		{"after top-level value", "after the end of the data"},
		{"after object key:value pair", "after a value in an object (a comma or } missing?)"},
		{"after object key", "after a key (a colon missing?)"},
		{"after array element", "after a value in a list (a comma or ] missing?)"},
		{"in string literal", "inside a quoted string"},
	} {
		if c, ok := strings.CutSuffix(rest, " "+r[0]); ok {
			return "unexpected " + c + " " + r[1]
		}
	}
	return "unexpected character " + rest
}

// goWord is one of Go's phrasings and the lab's words for it.
type goWord struct {
	re    *regexp.Regexp
	words func(m []string) string
}

// goWords are the phrasings of strconv, encoding/json and flag that reach
// an error's text.
var goWords = []goWord{
	{regexp.MustCompile(`strconv\.\w+: parsing ("(?:[^"\\]|\\.)*"): (invalid syntax|value out of range)`),
		func(m []string) string { return numberWords(m[1], m[2] == "value out of range") }},
	{regexp.MustCompile(`invalid value ("(?:[^"\\]|\\.)*") for flag (-\S+): (parse error|value out of range)`),
		func(m []string) string {
			return fmt.Sprintf("invalid value %s for flag %s: %s", m[1], m[2], numberWords(m[1], m[3] == "value out of range"))
		}},
	{regexp.MustCompile(`invalid boolean value ("(?:[^"\\]|\\.)*") for (-\S+): parse error`),
		func(m []string) string {
			return fmt.Sprintf("invalid value %s for flag %s: want true or false", m[1], m[2])
		}},
	{regexp.MustCompile(`json: cannot unmarshal (\w+) into Go (?:struct field \S*?\.?(\w+)|value) of type \S+`),
		func(m []string) string {
			if m[2] == "" {
				return fmt.Sprintf("the JSON holds %s in the wrong place", jsonKind(m[1]))
			}
			return fmt.Sprintf("field %q cannot hold %s", m[2], jsonKind(m[1]))
		}},
}

// numberWords says why the quoted q is not a number a flag or a file can
// take: not a number at all, not whole, or out of range.
func numberWords(q string, outOfRange bool) string {
	v, err := strconv.Unquote(q)
	if err != nil {
		v = strings.Trim(q, `"`)
	}
	switch {
	case outOfRange:
		return q + " is out of range"
	case param.IsNumber(v):
		return q + " is not a whole number" // a number, so the flag wants an integer
	}
	return q + " is not a number"
}

// jsonKind names a JSON value's kind as encoding/json reports it.
func jsonKind(k string) string {
	switch k {
	case "string":
		return "text"
	case "number":
		return "a number"
	case "array":
		return "a list"
	case "object":
		return "an object"
	case "bool":
		return "true or false"
	}
	return k
}
