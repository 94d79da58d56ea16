package kit

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"perceptronlab/ui/i18n"
)

// WithExtension returns path with the first of exts added when it has no
// extension, or an error naming the file when its extension is not one of
// exts.
func WithExtension(path string, exts []string) (string, error) {
	ext := strings.ToLower(filepath.Ext(path))
	switch {
	case ext == "":
		return path + exts[0], nil
	case !slices.Contains(exts, ext):
		return "", fmt.Errorf(i18n.T("%s: the extension must be one of %s"), filepath.Base(path), strings.Join(exts, ", "))
	}
	return path, nil
}

// NamePath makes sure err names the file it is about.
func NamePath(path string, err error) error {
	if strings.Contains(err.Error(), path) {
		return err
	}
	return fmt.Errorf("%s: %w", path, err)
}
