package webtest

import (
	"os"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// BenchmarkFirstFrame opens the web edition b.N times, each time in a new
// headless chromium with an empty profile (a student's first visit: no
// cached wasm, no compiled code), and reports the median and the slowest
// time from the navigation to the first frame, with the page's marks of
// the last load logged. The budget is 3000 ms over localhost:
//
//	make web && go test ./webtest -run '^$' -bench FirstFrame -benchtime 9x
//
// PERCEPTRONLAB_BENCH_LINK may give the link to open instead (a fragment
// such as "#example=lihang21&lang=zh&projector=1"), and PERCEPTRONLAB_WEB
// another build to serve (an older one, to time against).
func BenchmarkFirstFrame(b *testing.B) {
	srv := serve(b)
	link := os.Getenv("PERCEPTRONLAB_BENCH_LINK")
	var times []float64
	var marks string
	for range b.N {
		ctx := newBrowser(b)
		times = append(times, load(b, ctx, srv.URL+"/"+link))
		marks = within(b, ctx, 5*time.Second, chromedp.Evaluate[string](`JSON.stringify(window.perceptronlab.marks)`))
		closeBrowser(ctx)
	}
	slices.Sort(times)
	b.ReportMetric(times[len(times)/2], "ms-median")
	b.ReportMetric(times[len(times)-1], "ms-max")
	b.ReportMetric(0, "ns/op")
	b.Logf("first frames, ms: %.0f; marks of the last load, ms: %s", times, marks)
}
