package cli

import (
	"context"
	"fmt"

	"perceptronlab/dataset"
)

// notesKey carries, in a command's context, the one-line notes its data
// files give (see loadClasses); Run prints them on stderr after a command
// that succeeded, so that a failure stays one line.
type notesKey struct{}

// loadClasses reads the data file of a classifier: it refuses regression
// data, and says in one line on stderr how labels other than ±1 were
// mapped ("perceptronlab: a.csv: labels 0 → −1, 1 → +1"), so that stdout
// stays the command's answer (text or JSON).
func loadClasses(ctx context.Context, path string) (*dataset.Set, error) {
	set, err := loadData(path)
	if err != nil {
		return nil, err
	}
	if err := set.Classifier(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if note := set.Note(); note != "" {
		if notes, ok := ctx.Value(notesKey{}).(*[]string); ok {
			*notes = append(*notes, path+": "+note)
		}
	}
	return set, nil
}
