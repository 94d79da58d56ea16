package main

import (
	"strings"
	"testing"
)

func TestCheckLoopback(t *testing.T) {
	for addr, ok := range map[string]bool{
		"127.0.0.1:8080": true, "localhost:8080": true, "[::1]:8080": true, "127.0.0.1:0": true,
		"0.0.0.0:8080": false, ":8080": false, "192.168.1.5:8080": false, "example.org:80": false, "8080": false,
	} {
		if err := checkLoopback(addr); (err == nil) != ok {
			t.Errorf("checkLoopback(%q) = %v", addr, err)
		}
	}
}

func TestRunNeedsABuild(t *testing.T) {
	err := run("127.0.0.1:0", t.TempDir())
	if err == nil || !strings.Contains(err.Error(), "make web") {
		t.Errorf("run on an empty folder = %v, want a word about make web", err)
	}
}
