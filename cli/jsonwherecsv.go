package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"perceptronlab/dataset"
)

// jsonWhereCSV says so when a command that reads only CSV failed on a file
// that holds JSON, such as a data set or a session saved by the window:
// its CSV reader's own words ("column 5 is empty", "no data rows") would
// not name the cause. Other errors pass unchanged.
func jsonWhereCSV(err error, args []string) error {
	what := csvOnly(args)
	var pe *dataset.ParseError
	if what == "" || !errors.As(err, &pe) || !looksJSON(pe.File) {
		return err
	}
	return fmt.Errorf(`%s holds JSON, but %s reads %s (see "perceptronlab help %s")`, pe.File, args[0], what, args[0])
}

// csvOnly says what the command of args reads when it reads CSV only, or
// "" when it reads JSON too.
func csvOnly(args []string) string {
	const table, xt = "a CSV table: features, then the label last", "CSV rows x,t"
	switch args[0] {
	case "nb":
		return table
	case "fit":
		return xt
	case "cv":
		switch flagValue(args[1:], "method") {
		case "", "polyfit":
			return xt
		case "nb":
			return table
		}
	}
	return ""
}

// flagValue returns the last value args give the flag name, "" if none.
func flagValue(args []string, name string) string {
	v := ""
	for i, a := range args {
		a = strings.TrimLeft(a, "-")
		if len(args[i]) == len(a) {
			continue // not a flag
		}
		if val, ok := strings.CutPrefix(a, name+"="); ok {
			v = val
		} else if a == name && i+1 < len(args) {
			v = args[i+1]
		}
	}
	return v
}

// looksJSON reports whether path is a regular file whose first character,
// after a byte-order mark and blanks, opens a JSON object or list. It
// reads at most 512 bytes and never opens a FIFO or a device.
func looksJSON(path string) bool {
	if st, err := os.Stat(path); err != nil || !st.Mode().IsRegular() {
		return false
	}
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 512)
	n, _ := io.ReadFull(f, head)
	head = bytes.TrimLeft(bytes.TrimPrefix(head[:n], []byte("\ufeff")), " \t\r\n")
	return len(head) > 0 && (head[0] == '{' || head[0] == '[')
}
