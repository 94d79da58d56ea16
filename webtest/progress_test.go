package webtest

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// barWidth is the loading bar's width in CSS pixels (web/index.html).
const barWidth = 260

// TestProgressWhileGoStarts records the frames the browser draws while the
// page loads (a screencast) and checks that the loading bar is drawn at
// Go's own steps, after the download: "Starting…" (80 %) once the wasm is
// compiled, and "Building the window…" (90 %) once Go runs, each drawn
// before Go goes on and keeps the page's thread busy (issue 20: show
// progress while Go starts, not only while the file downloads).
func TestProgressWhileGoStarts(t *testing.T) {
	srv := serve(t)
	ctx := newBrowser(t)
	within(t, ctx, 10*time.Second, chromedp.Navigate("about:blank"))
	var mu sync.Mutex
	best := map[int]image.Image{} // a frame at each step, by the bar's percent rounded to tens
	frames := chromedp.Events(ctx, page.ScreencastFrame)
	go func() {
		for ev, err := range frames {
			if err != nil {
				return
			}
			go chromedp.Call(ctx, page.ScreencastFrameAck, page.ScreencastFrameAckParams{SessionID: ev.SessionID})
			img, err := png.Decode(bytes.NewReader(ev.Data))
			if err != nil {
				continue
			}
			if f := barFill(img); f > 0 {
				mu.Lock()
				best[int(f*10+0.5)*10] = img
				mu.Unlock()
			}
		}
	}()
	// The bar's sweep, which lightens part of the fill, is left out, so
	// that the fill can be measured in any frame.
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
		Source: `addEventListener("DOMContentLoaded", () => document.head.insertAdjacentHTML("beforeend",
			"<style>#loading .bar::after { display: none !important; }</style>"))`}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, page.StartScreencast, page.StartScreencastParams{
		Format: page.StartScreencastFormatPng, EveryNthFrame: 1, MaxFramesInFlight: 100}); err != nil {
		t.Fatal(err)
	}
	load(t, ctx, srv.URL+"/")
	chromedp.Call(ctx, page.StopScreencast, cdp.Empty{})
	time.Sleep(200 * time.Millisecond)
	mu.Lock()
	defer mu.Unlock()
	var seen []int
	for p, img := range best {
		seen = append(seen, p)
		var buf bytes.Buffer
		if png.Encode(&buf, img) == nil {
			os.WriteFile(filepath.Join(root, "artifacts", "web-progress-"+strconv.Itoa(p)+".png"), buf.Bytes(), 0o644)
		}
	}
	t.Logf("the loading bar was drawn at %v %%", seen)
	for _, want := range []int{80, 90} {
		if best[want] == nil {
			t.Errorf("no frame showed the loading bar at %d %% (frames at %v %%): Go's steps were not drawn", want, seen)
		}
	}
}

// barFill returns how much of the loading bar is filled in img (0 to 1),
// or 0 when there is no bar: the most pixels of the fill's colour in a
// row of the bar's columns, in the page's middle.
func barFill(img image.Image) float64 {
	b := img.Bounds()
	mid := (b.Min.X + b.Max.X) / 2
	most := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		n := 0
		for x := mid - barWidth/2 - 2; x < mid+barWidth/2+2; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			r, g, bl = r>>8, g>>8, bl>>8
			if near3(r, 0x1e) && near3(g, 0x66) && near3(bl, 0xc8) { // the fill's colour
				n++
			}
		}
		most = max(most, n)
	}
	return float64(most) / barWidth
}

// near3 reports whether two colour channels differ by less than 24.
func near3(a, b uint32) bool { return max(a, b)-min(a, b) < 24 }
