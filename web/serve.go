// Package web is the web edition's page (index.html, manifest.json, which
// scripts/web-build.sh copies into build/web beside the wasm) and the small
// static server that cmd/serve and the browser test run on that folder.
package web

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
)

// encodings are the precompressed forms the server looks for beside a
// file, most preferred first.
var encodings = []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}}

// Handler serves the files of dir with GET and HEAD: a folder's address
// ending in "/" is its index.html, and one without the "/" is redirected
// to it (the page's relative addresses need it),
// a .wasm file is application/wasm, and where dir holds a precompressed
// copy (name.br, name.gz) that the request's Accept-Encoding allows, that
// copy is sent with its Content-Encoding. Folders are not listed. Every
// answer asks the browser to check back before reusing it, so a rebuilt
// folder shows at the next load.
func Handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := path.Clean("/" + r.URL.Path)
		file := filepath.Join(dir, filepath.FromSlash(name))
		if st, err := os.Stat(file); err == nil && st.IsDir() {
			if !strings.HasSuffix(r.URL.Path, "/") {
				u := *r.URL
				u.Path += "/"
				http.Redirect(w, r, u.RequestURI(), http.StatusMovedPermanently)
				return
			}
			file = filepath.Join(file, "index.html")
		}
		serveFile(w, r, file)
	})
}

// serveFile sends file, or its best precompressed copy.
func serveFile(w http.ResponseWriter, r *http.Request, file string) {
	h := w.Header()
	h.Set("Content-Type", contentType(file))
	h.Set("Cache-Control", "no-cache")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Add("Vary", "Accept-Encoding")
	for _, enc := range encodings {
		if accepts(r.Header.Get("Accept-Encoding"), enc.name) && send(w, r, file+enc.ext, enc.name) {
			return
		}
	}
	if !send(w, r, file, "") {
		h.Del("Content-Type")
		http.NotFound(w, r)
	}
}

// send serves the regular file at p with the given Content-Encoding, and
// reports whether there was one.
func send(w http.ResponseWriter, r *http.Request, p, encoding string) bool {
	f, err := os.Open(p)
	if err != nil {
		return false
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		return false
	}
	if encoding != "" {
		w.Header().Set("Content-Encoding", encoding)
	}
	http.ServeContent(w, r, "", st.ModTime(), f)
	return true
}

// contentType returns the MIME type of file by its extension.
func contentType(file string) string {
	switch strings.ToLower(filepath.Ext(file)) {
	case ".wasm":
		return "application/wasm"
	case ".js":
		return "text/javascript; charset=utf-8"
	case ".html":
		return "text/html; charset=utf-8"
	}
	if filepath.Base(file) == "manifest.json" {
		return "application/manifest+json"
	}
	if t := mime.TypeByExtension(filepath.Ext(file)); t != "" {
		return t
	}
	return "application/octet-stream"
}

// accepts reports whether an Accept-Encoding header allows encoding: it
// is listed (or "*" is) with a quality above 0.
func accepts(header, encoding string) bool {
	ok := false
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name != encoding && name != "*" {
			continue
		}
		q := 1.0
		if v, found := strings.CutPrefix(strings.TrimSpace(params), "q="); found {
			if f, err := strconv.ParseFloat(v, 64); err == nil {
				q = f
			}
		}
		if name == encoding {
			return q > 0
		}
		ok = q > 0
	}
	return ok
}
