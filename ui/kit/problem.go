package kit

import (
	"errors"

	"perceptronlab/lab"
	"perceptronlab/ui/i18n"
)

// Problem says why a classifier could not be made, or "".
func Problem(err error) string {
	switch {
	case err == nil:
		return ""
	case errors.Is(err, lab.ErrNoPoints):
		return i18n.T("Add some points first: click on the plane")
	}
	return err.Error()
}
