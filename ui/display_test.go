package ui

import "testing"

func TestNoDisplay(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	for _, c := range []struct {
		goos string
		env  map[string]string
		want bool // a message
	}{
		{"linux", nil, true},
		{"linux", map[string]string{"DISPLAY": ":0"}, false},
		{"linux", map[string]string{"WAYLAND_DISPLAY": "wayland-0"}, false},
		{"freebsd", nil, true},
		{"windows", nil, false},
		{"darwin", nil, false},
	} {
		if got := noDisplay(c.goos, env(c.env)) != ""; got != c.want {
			t.Errorf("%s %v: message = %v, want %v", c.goos, c.env, got, c.want)
		}
	}
}
