package webtest

import (
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestNginx serves the web build with nginx, configured with
// web/nginx.conf as the README gives it, and opens the page: the wasm must
// come gzipped (gzip_static) as application/wasm, a first visit transfer
// at most 9 MB, and the app start with a clean console.
func TestNginx(t *testing.T) {
	serve(t) // checks the build is complete
	bin, err := exec.LookPath("nginx")
	if err != nil {
		bin = "/usr/sbin/nginx"
	}
	if _, err := os.Stat(bin); err != nil {
		t.Fatalf("nginx is not installed (make deps installs Debian's nginx-light): %v", err)
	}
	dir, addr := t.TempDir(), freeAddr(t)
	web, err := filepath.Abs(webDir())
	if err != nil {
		t.Fatal(err)
	}
	snippet, err := os.ReadFile(filepath.Join(root, "web", "nginx.conf"))
	if err != nil {
		t.Fatal(err)
	}
	location := strings.ReplaceAll(string(snippet), "/srv/perceptronlab/", web+"/")
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if block := snippet[strings.Index(string(snippet), "location"):]; !strings.Contains(string(readme), indent(string(block), "      ")) {
		t.Errorf("README.md does not give web/nginx.conf's location block as it is:\n%s", block)
	}
	conf := fmt.Sprintf(`daemon off; master_process off; user root; pid %[1]s/nginx.pid; error_log %[1]s/error.log;
events {}
http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	access_log off;
	client_body_temp_path %[1]s/body; proxy_temp_path %[1]s/proxy; fastcgi_temp_path %[1]s/fastcgi;
	uwsgi_temp_path %[1]s/uwsgi; scgi_temp_path %[1]s/scgi;
	server {
		listen %[2]s;
		%[3]s
	}
}
`, dir, addr, location)
	if err := os.WriteFile(filepath.Join(dir, "nginx.conf"), []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-p", dir, "-c", filepath.Join(dir, "nginx.conf"))
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	base := "http://" + addr + "/perceptronlab/"
	waitUp(t, base, filepath.Join(dir, "error.log"))

	req, _ := http.NewRequest("GET", base+"perceptronlab.wasm", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if ct, ce := resp.Header.Get("Content-Type"), resp.Header.Get("Content-Encoding"); ct != "application/wasm" || ce != "gzip" {
		t.Errorf("nginx sends the wasm as %q, encoded %q; want application/wasm, gzip", ct, ce)
	}

	ctx := newBrowser(t)
	con := watchConsole(t, ctx)
	ms := load(t, ctx, base+"#example=lihang21")
	sizes := within(t, ctx, 5*time.Second, chromedp.Evaluate[[]float64](`(() => {
		const es = performance.getEntriesByType("navigation").concat(performance.getEntriesByType("resource"));
		const wasm = es.find((e) => e.name.endsWith("perceptronlab.wasm") && e.decodedBodySize > 0);
		return [es.reduce((s, e) => s + e.transferSize, 0), wasm ? wasm.encodedBodySize : 0, wasm ? wasm.decodedBodySize : 0];
	})()`))
	shot(t, ctx, "nginx")
	t.Logf("behind nginx: first frame after %.0f ms, %.2f MB transferred, the wasm %.2f MB for %.2f MB",
		ms, sizes[0]/1e6, sizes[1]/1e6, sizes[2]/1e6)
	if sizes[0] > maxPlainTransfer || sizes[1] == 0 || sizes[1] >= sizes[2] {
		t.Errorf("%.0f bytes transferred (budget %d); the wasm came as %.0f bytes for %.0f", sizes[0], maxPlainTransfer, sizes[1], sizes[2])
	}
	if f := con.faults(); len(f) > 0 {
		t.Errorf("the console says:\n%s", strings.Join(f, "\n"))
	}
}

// indent puts prefix before every line of s but the empty ones.
func indent(s, prefix string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = prefix + l
		}
	}
	return strings.Join(lines, "\n")
}

// freeAddr returns a loopback address with a port free for now.
func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// waitUp waits until url answers 200, for at most 10 s; else it fails
// with nginx's error log.
func waitUp(t *testing.T, url, errorLog string) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if resp, err := http.Get(url); err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return
			}
		}
	}
	b, _ := os.ReadFile(errorLog)
	t.Fatalf("nginx does not answer on %s: %s", url, b)
}
