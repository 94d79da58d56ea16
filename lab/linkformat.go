package lab

import (
	"net/url"
	"slices"
	"strconv"
	"strings"

	"perceptronlab/param"
)

// Fragment writes the link as a URL fragment, without the "#": every key
// whose value is not the default, in a fixed order. Numbers are written
// in the shortest form that reads back exactly, so opening the link
// restores the very same lab. It returns ErrLinkTooLarge for a lab too
// large for a link.
func (l *Link) Fragment() (string, error) {
	var w fragmentWriter
	l.writePoints(&w)
	l.writeSettings(&w)
	l.writeState(&w)
	l.writeCV(&w)
	l.writeLook(&w)
	s := w.String()
	if len(s) > MaxLinkLength {
		return "", ErrLinkTooLarge
	}
	return s, nil
}

// fragmentWriter joins key=value pairs with "&".
type fragmentWriter struct{ strings.Builder }

// put writes key=value, escaping what the fragment would misread.
func (w *fragmentWriter) put(key, value string) {
	if w.Len() > 0 {
		w.WriteByte('&')
	}
	w.WriteString(key)
	w.WriteByte('=')
	w.WriteString(escapeValue(value))
}

// escapeValue escapes the characters a value cannot carry as they are:
// "&", "=", "#", "%", spaces and anything that is not ASCII.
func escapeValue(v string) string {
	if strings.IndexFunc(v, func(r rune) bool {
		return r <= ' ' || r > '~' || strings.ContainsRune("&=#%", r)
	}) < 0 {
		return v
	}
	return url.PathEscape(v)
}

// num writes v in the shortest form that reads back exactly.
func num(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }

// nums writes vs separated by commas.
func nums(vs []float64) string {
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = num(v)
	}
	return strings.Join(s, ",")
}

// writePoints writes d (when not 2) and the points.
func (l *Link) writePoints(w *fragmentWriter) {
	if l.Example != "" {
		w.put("example", l.Example)
		return
	}
	set := l.Set
	if set.D != 2 {
		w.put("d", strconv.Itoa(set.D))
	}
	if set.Len() == 0 {
		return
	}
	pts := make([]string, set.Len())
	for i := range pts {
		pts[i] = nums(set.Point(i)) + "," + num(set.Y[i])
	}
	w.put("points", strings.Join(pts, ";"))
}

// writeSettings writes the settings that differ from the defaults.
func (l *Link) writeSettings(w *fragmentWriter) {
	ts, def := l.Settings, DefaultSettings()
	if _, ets, ok := Example(l.Example); ok {
		def = ets // the reader starts from the example's settings
	}
	for _, kv := range ts.toLink(def) {
		if kv.differs {
			w.put(kv.key, kv.value)
		}
	}
}

// writeState writes k, and the model when replaying cannot reach it.
func (l *Link) writeState(w *fragmentWriter) {
	if l.K > 0 {
		w.put("k", strconv.Itoa(l.K))
	}
	if l.Ended {
		w.put("end", "1")
	}
	if st := l.State; st != nil {
		if st.W != nil {
			w.put("w", nums(st.W))
		}
		w.put("b", num(st.B))
		w.put("alpha", nums(st.Alpha))
	}
	if l.Query != nil {
		w.put("query", nums(l.Query))
	}
	l.writeTable(w)
}

// writeTable writes the Table tab's data, query and λ, unless the table
// is empty or is the example's own.
func (l *Link) writeTable(w *fragmentWriter) {
	t := l.Table
	if t == nil || t.empty() || (l.Example != "" && t.Equal(ExampleTable(l.Example))) {
		return
	}
	rows := []string{cells(t.header)}
	for _, r := range t.rows {
		rows = append(rows, cells(r))
	}
	w.put("table", strings.Join(rows, ";"))
	if slices.ContainsFunc(t.query, func(v string) bool { return v != "" }) {
		w.put("tquery", cells(t.query))
	}
	if t.lambda.Sign() != 0 {
		w.put(writeKey(param.NBLambda, l.Settings.Form), t.lambda.RatString())
	}
}

// cells joins a row's cells with ",", escaping a cell's own "," and ";"
// (and "%", so that the escape reads back).
func cells(r []string) string {
	esc := strings.NewReplacer("%", "%25", ",", "%2C", ";", "%3B")
	s := make([]string, len(r))
	for i, c := range r {
		s[i] = esc.Replace(c)
	}
	return strings.Join(s, ",")
}

// writeLook writes the view, the layers, the language and the modes.
func (l *Link) writeLook(w *fragmentWriter) {
	if v := l.View; v != nil {
		// The view asked for, not the one widened to a window's shape, to
		// a ten-thousandth of its width and height (viewNums).
		w.put("view", viewNums(v))
	}
	if l.Show != nil {
		w.put("show", strings.Join(l.Show, ","))
	}
	l.Look().write(w)
}
