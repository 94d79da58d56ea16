//go:build js || cgo

package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestWebMetadata checks webMetadata against FyneApp.toml, read as the
// simple "key = value" lines it has.
func TestWebMetadata(t *testing.T) {
	f, err := os.Open("FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	kv := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), "=")
		if ok {
			kv[strings.TrimSpace(k)] = strings.Trim(strings.TrimSpace(v), `"`)
		}
	}
	m := webMetadata
	want := map[string]string{
		"ID": m.ID, "Name": m.Name, "Version": m.Version, "Build": strconv.Itoa(m.Build),
		"fyneDo": strconv.FormatBool(m.Migrations["fyneDo"]),
	}
	for k, v := range want {
		if kv[k] != v {
			t.Errorf("FyneApp.toml has %s = %q; webMetadata has %q", k, kv[k], v)
		}
	}
}
