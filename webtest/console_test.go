package webtest

import (
	"context"
	"encoding/json"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// consoleLog collects what a page writes to its console: the page's own
// messages, the Go program's output (wasm_exec.js writes it there with
// console.log), uncaught exceptions and the browser's log entries.
type consoleLog struct {
	mu    sync.Mutex
	lines []string
}

// faultLine matches the Go program's output that is a fault: a panic, a
// fatal error, Fyne's logged errors, and its thread check.
var faultLine = regexp.MustCompile(`(?i)panic|fatal error|Fyne error|Fyne call thread|goroutine \d+|stopped`)

// watchConsole starts collecting ctx's console.
func watchConsole(t testing.TB, ctx context.Context) *consoleLog {
	t.Helper()
	c := &consoleLog{}
	err := chromedp.Listen(ctx, func(ev any) {
		switch e := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			var parts []string
			for _, a := range e.Args {
				var s string
				if json.Unmarshal(a.Value, &s) != nil {
					s = a.Description
					if s == "" {
						s = string(a.Value)
					}
				}
				parts = append(parts, s)
			}
			c.add(string(e.Type) + ": " + strings.Join(parts, " "))
		case *runtime.EventExceptionThrown:
			d := e.ExceptionDetails
			text := d.Text
			if d.Exception != nil {
				text += " " + d.Exception.Description
			}
			c.add("exception: " + text)
		case *log.EventEntryAdded:
			c.add("browser " + string(e.Entry.Level) + ": " + e.Entry.Text + " " + e.Entry.URL)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func (c *consoleLog) add(line string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.lines = append(c.lines, line)
}

// all returns every line so far.
func (c *consoleLog) all() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.lines...)
}

// faults returns the lines so far that report a fault: errors, uncaught
// exceptions, and Go output that faultLine matches.
func (c *consoleLog) faults() []string {
	var out []string
	for _, l := range c.all() {
		if strings.HasPrefix(l, "error:") || strings.HasPrefix(l, "assert:") || strings.HasPrefix(l, "exception:") ||
			strings.HasPrefix(l, "browser error:") || faultLine.MatchString(l) {
			out = append(out, l)
		}
	}
	return out
}
