package webtest

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// formLinks open Li Hang's Example 2.1 in each form the lab trains or
// classifies with, trained a few steps where the form trains step by step.
var formLinks = []struct{ form, link string }{
	{"primal", "#example=lihang21&k=7&end=1&lang=en"},
	{"dual", "#example=lihang21&form=dual&k=3&lang=en"},
	{"kernel", "#example=lihang21&form=kernel&k=2&lang=en"},
	{"pocket", "#example=lihang21&form=pocket&k=3&lang=en"},
	{"averaged", "#example=lihang21&form=averaged&k=3&lang=en"},
	{"knn", "#example=lihang21&form=knn&lang=en"},
	{"nb", "#example=lihang21&form=nb&lang=en"},
}

// Where the window's bars are in a 1280 × 800 page: the menu bar's titles
// and the side panel's tab titles lie on these rows.
const (
	menuBarY = 15
	tabBarY  = 92
)

// TestEveryTabAndMenu opens, in every form, every tab of the side panel
// (those behind its "…" too) and every menu of the menu bar with its
// items hovered, and fails on any panic, error or Fyne thread-check line
// in the console (issue 20: the Curve tab stopped the web app).
func TestEveryTabAndMenu(t *testing.T) {
	srv := serve(t)
	ctx := newBrowser(t)
	con := watchConsole(t, ctx)
	seen := 0
	for i, f := range formLinks {
		t.Run(f.form, func(t *testing.T) {
			load(t, ctx, srv.URL+"/"+f.link)
			time.Sleep(time.Second)
			check := func(what string) {
				t.Helper()
				healthy(t, ctx, con, &seen, f.form+": "+what)
			}
			check("opening the link")
			if i == 0 { // keys come on other goroutines than Fyne's main
				key(t, ctx, kb.Home)
				key(t, ctx, " ")
				key(t, ctx, kb.Enter)
				time.Sleep(2 * time.Second)
				check("Home, Space and Enter")
			}
			openTabs(t, ctx, f.form, check)
			openMenus(t, ctx, i == 0, check)
		})
	}
	t.Logf("%d console lines; the first: %q", len(con.all()), first(con.all(), 6))
}

// healthy fails t when the console has a new fault or the page says the
// app stopped.
func healthy(t *testing.T, ctx context.Context, con *consoleLog, seen *int, after string) {
	t.Helper()
	if f := con.faults(); len(f) > *seen {
		*seen = len(f)
		t.Fatalf("after %s the console says:\n%s", after, strings.Join(f, "\n"))
	}
	stopped := within(t, ctx, 5*time.Second, chromedp.Evaluate[bool](`!!document.querySelector("#loading.failed")`))
	if stopped {
		t.Fatalf("after %s the page says the app stopped", after)
	}
}

// sideTabs is the number of the side panel's tabs a form shows (only the
// tabs it uses, issue 19): Model, Gram, α, Trace, Table, Points and Curve
// for the forms that train; Model, kd-tree or Bayes, Table and Points for
// k-NN and naive Bayes.
func sideTabs(form string) int {
	if form == "knn" || form == "nb" {
		return 4
	}
	return 7
}

// openTabs selects every tab of the side panel in turn: by its title, or
// through the "…" menu that holds those the tab bar has no room for. The
// titles are found again each time, since a tab may widen the panel. The
// Curve tab's figure is checked and kept as artifacts/web-curve-FORM.png.
func openTabs(t *testing.T, ctx context.Context, form string, check func(string)) {
	n := sideTabs(form)
	for i := range n {
		img := shot(t, ctx, "tabs-"+form)
		left := sideLeft(img)
		titles := inkRuns(img, tabBarY, left+4, winW-2, paper)
		more := len(titles) > 0 && titles[len(titles)-1].dots()
		if more {
			titles = titles[:len(titles)-1]
		}
		switch {
		case i < len(titles):
			click(t, ctx, float64(titles[i].centre()), tabBarY)
		case more:
			chooseHidden(t, ctx, form, titles[len(titles)-1].max, i-len(titles))
		default:
			t.Fatalf("tab %d: %d titles and no … right of x = %d: see artifacts/web-tabs-%s.png", i+1, len(titles), left, form)
		}
		time.Sleep(time.Second) // the curve is drawn on another goroutine
		check(fmt.Sprintf("selecting tab %d", i+1))
		if i == n-1 {
			checkCurve(t, ctx, form, left)
		}
	}
}

// checkCurve keeps the Curve tab as artifacts/web-curve-FORM.png and, for
// the forms that train step by step, checks that the figure (its axes,
// line and bars, below the tab's text and buttons) is drawn.
func checkCurve(t *testing.T, ctx context.Context, form string, left int) {
	curve := shot(t, ctx, "curve-"+form)
	if form == "knn" || form == "nb" {
		return // no learning curve
	}
	if n := inked(curve, image.Rect(left+10, tabBarY+180, winW-10, winH-110)); n < 3000 {
		t.Errorf("the Curve tab's figure has %d pixels of ink: see artifacts/web-curve-%s.png", n, form)
	}
}

// chooseHidden opens the side panel's "…" menu, right of x, and chooses its
// entry n (from 0).
func chooseHidden(t *testing.T, ctx context.Context, form string, x, n int) {
	before := shot(t, ctx, "tabs-"+form+"-before-more")
	img := before
	more := inkRuns(img, tabBarY, x+4, winW-2, paper)
	if len(more) == 0 {
		t.Fatalf("no … right of x = %d", x)
	}
	click(t, ctx, float64(more[0].centre()), tabBarY)
	open := shot(t, ctx, "tabs-"+form+"-more")
	// The menu opens below the tab bar, whose pressed "…" changes too.
	box := changed(before, open, image.Rect(0, tabBarY+18, winW, winH))
	rows := inkRows(open, box)
	if n >= len(rows) {
		t.Fatalf("the … menu shows %d entries in %v, want at least %d: see artifacts/web-tabs-%s-more.png", len(rows), box, n+1, form)
	}
	click(t, ctx, float64(box.Min.X+box.Dx()/2), float64(rows[n]))
}

// openMenus opens each menu of the menu bar; with items, it also moves the
// mouse over each item, which opens the submenus.
func openMenus(t *testing.T, ctx context.Context, items bool, check func(string)) {
	img := shot(t, ctx, "menubar")
	titles := inkRuns(img, menuBarY, 2, winW/2, ink)
	if len(titles) < 4 {
		t.Fatalf("found %d menu titles on row %d: see artifacts/web-menubar.png", len(titles), menuBarY)
	}
	for i, title := range titles {
		x := title.centre()
		before := shot(t, ctx, "menu-before")
		click(t, ctx, float64(x), menuBarY)
		open := shot(t, ctx, fmt.Sprintf("menu-%d", i+1))
		check(fmt.Sprintf("opening menu %d", i+1))
		if items {
			box := changed(before, open, image.Rect(0, menuBarY+10, winW, winH))
			for _, y := range inkRows(open, box) {
				within(t, ctx, 5*time.Second, chromedp.MouseEvent("mouseMoved", float64(box.Min.X+40), float64(y)))
				time.Sleep(250 * time.Millisecond)
				check(fmt.Sprintf("hovering menu %d at y = %d", i+1, y))
			}
		}
		dismiss(t, ctx)
	}
}

// dismiss closes a menu: Escape, then a click on the status bar, where a
// click does nothing.
func dismiss(t *testing.T, ctx context.Context) {
	key(t, ctx, kb.Escape)
	click(t, ctx, winW/2, winH-8)
}

// sideLeft returns the side panel's left edge: walking left along the row
// just above the tab titles, the first pixel that is not the panel's white
// or a tab's light grey (hovered): the split's grey bar, or the plane.
func sideLeft(img image.Image) int {
	x := winW - 4
	for x > winW/4 && !paper(img.At(x, tabBarY-16)) {
		x--
	}
	return x
}

// ink reports whether c is text or a line on white: some channel is well
// below white.
func ink(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return min(r, g, b)>>8 < 0xb0
}

// paper reports whether c is not the panel's white: text, enabled or
// greyed out.
func paper(c color.Color) bool {
	return !near(c, colourWhite, 24)
}

// run is a group of columns with ink: a title. top and bottom bound its
// ink.
type run struct{ min, max, top, bottom int }

func (r run) centre() int { return (r.min + r.max) / 2 }

// dots reports whether the run is "…": short and low, no taller than a dot.
func (r run) dots() bool { return r.max-r.min <= 20 && r.bottom-r.top <= 5 }

// inkRuns returns the groups of columns in [x0, x1) that have pixels
// marked by is within 7 pixels of row y; groups closer than 10 pixels are
// one (the letters of a title).
func inkRuns(img image.Image, y, x0, x1 int, is func(color.Color) bool) []run {
	var out []run
	cur := run{min: -1, max: -100}
	for x := x0; x < x1; x++ {
		top, bottom := -1, -1
		for py := y - 7; py <= y+7; py++ {
			if is(img.At(x, py)) {
				if top < 0 {
					top = py
				}
				bottom = py
			}
		}
		if top < 0 {
			continue
		}
		if x-cur.max > 10 {
			if cur.min >= 0 {
				out = append(out, cur)
			}
			cur = run{min: x, top: top, bottom: bottom}
		}
		cur.max, cur.top, cur.bottom = x, min(cur.top, top), max(cur.bottom, bottom)
	}
	if cur.min >= 0 {
		out = append(out, cur)
	}
	return out
}

// inkRows returns the centres of the rows of text in r: groups of rows
// with ink, closer than 8 pixels.
func inkRows(img image.Image, r image.Rectangle) []int {
	var out []int
	start, last := -1, -100
	for y := r.Min.Y; y < r.Max.Y; y++ {
		inked := false
		for x := r.Min.X + 4; x < r.Max.X-4 && !inked; x++ {
			inked = ink(img.At(x, y))
		}
		if !inked {
			continue
		}
		if y-last > 8 {
			if start >= 0 {
				out = append(out, (start+last)/2)
			}
			start = y
		}
		last = y
	}
	if start >= 0 {
		out = append(out, (start+last)/2)
	}
	return out
}

// changed returns the bounds of the pixels of r that differ between a and
// b: where a popup opened.
func changed(a, b image.Image, r image.Rectangle) image.Rectangle {
	box := image.Rectangle{}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if !near(a.At(x, y), color.RGBAModel.Convert(b.At(x, y)).(color.RGBA), 8) {
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return box
}

// inked counts the pixels of r with ink.
func inked(img image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if ink(img.At(x, y)) {
				n++
			}
		}
	}
	return n
}

// first returns at most n of lines, joined.
func first(lines []string, n int) string {
	return strings.Join(lines[:min(n, len(lines))], " | ")
}
