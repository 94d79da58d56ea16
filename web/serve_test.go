package web_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"perceptronlab/web"
)

// folder returns a build/web-like folder with a page, a wasm and its
// gzipped copy (whose bytes differ, so the test sees which was sent).
func folder(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range map[string]string{
		"index.html": "<!doctype html>", "perceptronlab.wasm": "\x00asm", "perceptronlab.wasm.gz": "gzipped",
		"manifest.json": "{}", "wasm_exec.js": "//", "lab/index.html": "<!doctype html><title>lab</title>",
	} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestHandler(t *testing.T) {
	srv := httptest.NewServer(web.Handler(folder(t)))
	defer srv.Close()
	for _, c := range []struct {
		method, path, accept         string
		status                       int
		ctype, encoding, body, allow string
	}{
		{"GET", "/", "", 200, "text/html; charset=utf-8", "", "<!doctype html>", ""},
		{"GET", "/perceptronlab.wasm", "gzip, deflate, br", 200, "application/wasm", "gzip", "gzipped", ""},
		{"GET", "/perceptronlab.wasm", "deflate", 200, "application/wasm", "", "\x00asm", ""},
		{"GET", "/perceptronlab.wasm", "gzip;q=0, *", 200, "application/wasm", "", "\x00asm", ""},
		{"GET", "/perceptronlab.wasm", "identity, *;q=0.5", 200, "application/wasm", "gzip", "gzipped", ""},
		{"GET", "/manifest.json", "", 200, "application/manifest+json", "", "{}", ""},
		{"GET", "/wasm_exec.js", "gzip", 200, "text/javascript; charset=utf-8", "", "//", ""},
		{"GET", "/lab/", "", 200, "text/html; charset=utf-8", "", "<!doctype html><title>lab</title>", ""},
		{"GET", "/lab/?x=1", "", 200, "text/html; charset=utf-8", "", "<!doctype html><title>lab</title>", ""},
		{"GET", "/lab", "", 301, "", "", "", ""},
		{"GET", "/../../etc/passwd", "", 404, "", "", "", ""},
		{"GET", "/missing.wasm", "gzip", 404, "", "", "", ""},
		{"POST", "/", "", 405, "", "", "", "GET, HEAD"},
	} {
		req, _ := http.NewRequest(c.method, srv.URL+c.path, nil)
		req.Header.Set("Accept-Encoding", c.accept)
		resp, err := http.DefaultTransport.RoundTrip(req) // no transparent gunzip
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		h := resp.Header
		if resp.StatusCode != c.status || (c.status == 200 && (h.Get("Content-Type") != c.ctype ||
			h.Get("Content-Encoding") != c.encoding || string(body) != c.body)) || h.Get("Allow") != c.allow {
			t.Errorf("%s %s (Accept-Encoding %q): %d %q %q %q, want %d %q %q %q", c.method, c.path, c.accept,
				resp.StatusCode, h.Get("Content-Type"), h.Get("Content-Encoding"), body, c.status, c.ctype, c.encoding, c.body)
		}
		if loc := h.Get("Location"); c.status == 301 && loc != c.path+"/" {
			t.Errorf("%s %s: redirected to %q, want %q", c.method, c.path, loc, c.path+"/")
		}
	}
}
