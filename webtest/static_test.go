package webtest

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// maxPlainTransfer is the budget for a first visit served by a
// host that knows nothing of gzip (GitHub Pages, a default nginx).
const maxPlainTransfer = 9_000_000

// webDir is the web build the tests serve: build/web, or the folder
// PERCEPTRONLAB_WEB names (to time an older build against it with
// BenchmarkFirstFrame).
func webDir() string {
	if d := os.Getenv("PERCEPTRONLAB_WEB"); d != "" {
		return d
	}
	return filepath.Join(root, "build", "web")
}

// byteCounter counts the body bytes a handler sends, by path.
type byteCounter struct {
	mu   sync.Mutex
	sent map[string]int64
}

func (c *byteCounter) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		cw := &countingWriter{ResponseWriter: w}
		h.ServeHTTP(cw, r)
		c.mu.Lock()
		c.sent[r.Method+" "+r.URL.Path] += cw.n
		c.mu.Unlock()
	})
}

func (c *byteCounter) total() (n int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, b := range c.sent {
		n += b
	}
	return n
}

type countingWriter struct {
	http.ResponseWriter
	n int64
}

func (w *countingWriter) Write(b []byte) (int, error) {
	n, err := w.ResponseWriter.Write(b)
	w.n += int64(n)
	return n, err
}

// TestPlainStaticHost serves the web build with Go's http.FileServer,
// which sends every file as it is and never a Content-Encoding, as GitHub
// Pages or nginx without gzip_static do. The page must fetch the .wasm.gz
// and inflate it itself, so a first visit transfers at most 9 MB; the app
// must start and draw, in Chinese here, with <html lang> following.
func TestPlainStaticHost(t *testing.T) {
	serve(t) // checks the build is complete
	count := &byteCounter{sent: map[string]int64{}}
	srv := httptest.NewServer(count.wrap(http.FileServer(http.Dir(webDir()))))
	t.Cleanup(srv.Close)
	ctx := newBrowser(t)
	con := watchConsole(t, ctx)
	ms := load(t, ctx, srv.URL+"/#example=lihang21&lang=zh")
	time.Sleep(time.Second)
	shot(t, ctx, "plain-host")
	browserBytes := within(t, ctx, 5*time.Second, chromedp.Evaluate[float64](`
		performance.getEntriesByType("navigation").concat(performance.getEntriesByType("resource"))
			.reduce((s, e) => s + e.transferSize, 0)`))
	t.Logf("first frame after %.0f ms; the server sent %.2f MB of bodies, the browser counts %.2f MB transferred: %v",
		ms, float64(count.total())/1e6, browserBytes/1e6, count.sent)
	if n := count.total(); n > maxPlainTransfer || browserBytes > maxPlainTransfer {
		t.Errorf("a first visit transferred %d bytes (the browser counts %.0f); the budget is %d", n, browserBytes, maxPlainTransfer)
	}
	if count.sent["GET /perceptronlab.wasm.gz"] == 0 || count.sent["GET /perceptronlab.wasm"] != 0 {
		t.Errorf("the page fetched %v; want the .wasm.gz and not the .wasm", count.sent)
	}
	if l := within(t, ctx, 5*time.Second, chromedp.Evaluate[string](`document.documentElement.lang`)); l != "zh-CN" {
		t.Errorf("<html lang> is %q in Chinese, want zh-CN", l)
	}
	if f := con.faults(); len(f) > 0 {
		t.Errorf("the console says:\n%s", strings.Join(f, "\n"))
	}
}
