package launch

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestBesideFindsTheWindowBinary(t *testing.T) {
	dir := t.TempDir()
	exe := filepath.Join(dir, "perceptronlab")
	want := filepath.Join(dir, WindowName)

	if _, err := Beside(exe); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("no window binary: err = %v, want one naming %s", err, want)
	}
	if err := os.Mkdir(want, 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := Beside(exe); err == nil || !strings.Contains(err.Error(), "not an executable") {
		t.Errorf("a folder of that name: err = %v, want not an executable", err)
	}
	if err := os.Remove(want); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(want, []byte("#!/bin/sh\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Beside(exe); runtime.GOOS != "windows" && (err == nil || !strings.Contains(err.Error(), "not an executable")) {
		t.Errorf("a file without x permission: err = %v, want not an executable", err)
	}
	if err := os.Chmod(want, 0o755); err != nil {
		t.Fatal(err)
	}
	if got, err := Beside(exe); err != nil || got != want {
		t.Errorf("Beside(%q) = %q, %v; want %q", exe, got, err, want)
	}
}

func TestBesideKeepsTheSuffix(t *testing.T) {
	dir := t.TempDir()
	want := filepath.Join(dir, WindowName+".exe")
	if err := os.WriteFile(want, nil, 0o755); err != nil {
		t.Fatal(err)
	}
	if got, err := Beside(filepath.Join(dir, "perceptronlab.exe")); err != nil || got != want {
		t.Errorf("Beside(perceptronlab.exe) = %q, %v; want %q", got, err, want)
	}
}

func TestWindowRefusesASecondHandOver(t *testing.T) {
	t.Setenv(handedOver, "1")
	if err := Window(nil); err == nil || !strings.Contains(err.Error(), "without cgo") {
		t.Errorf("Window after a hand-over: err = %v, want the no-window reason", err)
	}
}
