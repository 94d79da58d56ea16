package lab

import (
	"math"
	"slices"
	"strings"
	"testing"
)

// Issue 27, fault 14: a link wrote the view with sixteen decimals
// (0.30000000000000004, a zoom's arithmetic). It is written to a
// ten-thousandth of the view's width and height, and a view already short
// is written exactly.
func TestLinkViewShort(t *testing.T) {
	for _, c := range []struct{ view, want string }{
		{"-1,5,-0.1,0.30000000000000004", "view=-1,5,-0.1,0.3"},
		{"-1.2345678912345,3.9999999999999996,0,1", "view=-1.2346,4,0,1"},
		{"-1,5,-0.1,0.3", "view=-1,5,-0.1,0.3"},
		{"1e15,1.000000000000002e15,0,1", "view=1e+15,1000000000000002,0,1"},
	} {
		l, err := ParseLink("#points=1,2,1&view=" + c.view)
		if err != nil {
			t.Fatal(err)
		}
		v := *l.View
		frag, _ := l.Fragment()
		if !strings.Contains(frag, c.want) {
			t.Errorf("view %s was written as %s, want %s", c.view, frag, c.want)
			continue
		}
		back, err := ParseLink(frag)
		if err != nil {
			t.Fatal(err)
		}
		w := *back.View
		dx, dy := (v.XMax-v.XMin)*viewShare, (v.YMax-v.YMin)*viewShare
		if math.Abs(w.XMin-v.XMin) > dx || math.Abs(w.XMax-v.XMax) > dx || math.Abs(w.YMin-v.YMin) > dy || math.Abs(w.YMax-v.YMax) > dy {
			t.Errorf("view %s read back as %+v: a side moved by more than a ten-thousandth", c.view, w)
		}
		if again, _ := back.Fragment(); again != frag {
			t.Errorf("view %s written again as %s, first %s", c.view, again, frag)
		}
	}
}

// The chapter 3 and 4 examples open from their keys with the book's
// settings; Table 4.1 comes with its query x = (2, S).
func TestLinkChapter34Examples(t *testing.T) {
	for _, c := range []struct {
		name string
		n, k int
		p    float64
	}{{"lihang31", 3, 2, 2}, {"lihang32", 6, 1, 2}} {
		s, l := openLink(t, "#example="+c.name)
		ts := s.Settings()
		if s.Set().Len() != c.n || ts.Form != KNN || ts.K != c.k || ts.P != c.p || l.Example != c.name {
			t.Errorf("%s: %d points, form %v, k = %d, p = %v", c.name, s.Set().Len(), ts.Form, ts.K, ts.P)
		}
		if frag, _ := s.Link().Fragment(); frag != "example="+c.name {
			t.Errorf("%s reopened writes #%s", c.name, frag)
		}
	}
	// Li Hang's Example 3.2: (2,3), (5,4), (9,6), (4,7), (8,1), (7,2).
	s, _ := openLink(t, "#example=lihang32")
	if want := []float64{2, 3, 5, 4, 9, 6, 4, 7, 8, 1, 7, 2}; !slices.Equal(s.Set().X, want) {
		t.Errorf("Example 3.2's points %v, want %v", s.Set().X, want)
	}
	_, l := openLink(t, "#example=lihang41")
	tb := l.Table
	if tb == nil || tb.Len() != 15 || !slices.Equal(tb.Query(), []string{"2", "S"}) || tb.Cell(0, 1) != "S" {
		t.Fatalf("lihang41's table: %+v", tb)
	}
	l.Table.SetQuery(1, "M")
	if frag, _ := l.Fragment(); !strings.HasPrefix(frag, "example=lihang41&table=x1,x2,y;1,S,-1;") || !strings.Contains(frag, "&tquery=2,M") {
		t.Errorf("Table 4.1 with another query writes #%s", frag)
	}
}

// The query and the table's data, query and λ go into the link and come
// back; a cell's own comma and semicolon survive.
func TestLinkQueryAndTable(t *testing.T) {
	l, err := ParseLink("#form=knn&points=1,1,1;3,3,-1&query=2.5,0.5" +
		"&table=colour,size,y;red%252Cdark,S,1;blue,M%253B,-1;,L,1&tquery=blue,S&lambda=1/2")
	if err != nil {
		t.Fatal(err)
	}
	tb := l.Table
	if !slices.Equal(l.Query, []float64{2.5, 0.5}) || tb.Len() != 3 || tb.Cell(0, 0) != "red,dark" || tb.Cell(1, 1) != "M;" ||
		tb.Cell(2, 0) != "" || tb.Lambda().RatString() != "1/2" || !slices.Equal(tb.Query(), []string{"blue", "S"}) {
		t.Fatalf("read query %v, table %+v", l.Query, tb)
	}
	frag, _ := l.Fragment()
	again, err := ParseLink(frag)
	if err != nil || !slices.Equal(again.Query, l.Query) || !again.Table.Equal(tb) {
		t.Errorf("#%s reads back as %v, %v (%v)", frag, again.Query, again.Table, err)
	}
	for _, bad := range []string{"query=1", "table=x,y;1,2,3", "tquery=1", "table=x,y;a,1&tquery=a,b", "table=x,y;a,1&lambda=-1"} {
		if _, err := ParseLink(bad); err == nil {
			t.Errorf("#%s: no error", bad)
		}
	}
}

// The gaussians example's link names it rather than listing 60 points.
func TestLinkExampleIsShort(t *testing.T) {
	s, _ := openLink(t, "#example=gaussians&eta=0.5")
	frag, _ := s.Link().Fragment()
	if frag != "example=gaussians&primal.eta=0.5" {
		t.Errorf("the gaussians link is #%s", frag)
	}
	// lihang21 starts from order=first: the default order must be written.
	s, _ = openLink(t, "#example=lihang21&order=cyclic")
	if frag, _ := s.Link().Fragment(); frag != "example=lihang21&primal.order=cyclic" {
		t.Errorf("Example 2.1 in cyclic order writes #%s", frag)
	}
}
