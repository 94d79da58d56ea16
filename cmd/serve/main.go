// Command serve serves the web edition that "make web" builds: by default
// build/web on http://127.0.0.1:8080, with the right MIME type for the
// wasm and its gzipped copy for browsers that accept it. It binds to the
// loopback interface only; to share the lab with a class, copy build/web to
// any static web host.
//
//	go run ./cmd/serve [-addr 127.0.0.1:8080] [-dir build/web]
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"perceptronlab/web"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "loopback address and port to listen on")
	dir := flag.String("dir", "build/web", "folder to serve")
	flag.Parse()
	if err := run(*addr, *dir); err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(1)
	}
}

// run checks the folder and the address, then serves until killed.
func run(addr, dir string) error {
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		return fmt.Errorf("%s has no index.html: run make web first", dir)
	}
	if err := checkLoopback(addr); err != nil {
		return err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	log.Printf("serving %s on http://%s/ (Ctrl-C stops)", dir, ln.Addr())
	srv := &http.Server{Handler: web.Handler(dir), ReadHeaderTimeout: 10 * time.Second}
	return srv.Serve(ln)
}

// checkLoopback refuses an address that other machines could reach.
func checkLoopback(addr string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return err
	}
	if ip := net.ParseIP(host); host == "localhost" || (ip != nil && ip.IsLoopback()) {
		return nil
	}
	return fmt.Errorf("%s is not a loopback address: serve binds to 127.0.0.1 or ::1 only", addr)
}
