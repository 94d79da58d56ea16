package kit

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"perceptronlab/dataset"
	"perceptronlab/ui/i18n"
)

// ErrorText words err for a person, one line per line of its message: a
// data file's error as "name: line N: cause", without the folders, and
// the JSON decoder's or the file system's own text in the lab's words
// ("not a session file: unexpected 'x'", not "invalid character 'x'
// looking for beginning of value").
func ErrorText(err error) string {
	msg := err.Error()
	var pe *dataset.ParseError
	if errors.As(err, &pe) {
		return strings.Replace(msg, pe.Error(), parseErrorText(pe), 1)
	}
	var pathErr *fs.PathError
	if errors.As(err, &pathErr) {
		return strings.Replace(msg, pathErr.Error(), filepath.Base(pathErr.Path)+": "+fileCause(pathErr.Err), 1)
	}
	if cause, ok := jsonCause(err); ok {
		return cause
	}
	return msg
}

// parseErrorText words a data file's error: "name: line N: cause".
func parseErrorText(pe *dataset.ParseError) string {
	cause := pe.Err.Error()
	if c, ok := jsonCause(pe.Err); ok {
		cause = c
	}
	name := filepath.Base(pe.File)
	if pe.Line <= 0 {
		return name + ": " + cause
	}
	return fmt.Sprintf(i18n.T("%s: line %d: %s"), name, pe.Line, cause)
}

// jsonCause words an error of the JSON decoder, if err holds one.
func jsonCause(err error) (string, bool) {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		if c, ok := badCharacter(se.Error()); ok {
			return fmt.Sprintf(i18n.T("not a session file: unexpected %s"), c), true
		}
		return i18n.T("not a session file: it ends too soon"), true
	case errors.As(err, &te):
		field := te.Field
		if field == "" {
			field = i18n.T("the file")
		}
		return fmt.Sprintf(i18n.T("not a session file: %s holds a %s, want a %s"), field, te.Value, te.Type.Kind()), true
	}
	return "", false
}

// badCharacter takes the quoted character out of the decoder's "invalid
// character 'x' looking for beginning of value".
func badCharacter(msg string) (string, bool) {
	rest, ok := strings.CutPrefix(msg, "invalid character ")
	if !ok || !strings.HasPrefix(rest, "'") {
		return "", false
	}
	// The character is quoted as Go quotes it ('x', '\'', '\x01') and
	// followed by a space: " looking for…", " after…", " in…".
	end := strings.Index(rest[1:], "' ")
	if end < 0 {
		return "", false
	}
	return rest[:end+2], true
}

// fileCause words an error of the file system.
func fileCause(err error) string {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return i18n.T("there is no such file")
	case errors.Is(err, fs.ErrPermission):
		return i18n.T("you may not read or write it here")
	}
	return err.Error()
}
