package cli

import (
	"fmt"
	"io"
	"math"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"
)

// answerChunk is the number of answers one worker formats at a time, about
// 300 KB of JSON in two dimensions.
const answerChunk = 4096

// writeGaussianJSON writes the gaussianJSON of the model head and the
// answers a as one line, byte for byte what encodeJSON writes, but without
// reflection, and formatting chunks of the answers on every core while it
// writes the ones before. A value that is not finite is written as null,
// as encodeJSON writes it, and noted on nullNote.
func writeGaussianJSON(w io.Writer, head gaussianHead, a *gaussianAnswers) error {
	if err := streamGaussianJSON(w, head, a); err != nil {
		return fmt.Errorf("cannot write the result as JSON: %w", err)
	}
	return nil
}

// streamGaussianJSON is writeGaussianJSON without the errors' prefix.
func streamGaussianJSON(w io.Writer, head gaussianHead, a *gaussianAnswers) error {
	b, nulls, err := marshalFinite(head)
	if err != nil {
		return err
	}
	noteNulls(nulls + a.nonFinite())
	b = append(b[:len(b)-1], `,"predictions":`...) // drop the head's '}'
	if a.len() == 0 {
		return writeAll(w, gaussianTail(append(b, "null"...), a))
	}
	if err := writeAll(w, append(b, '[')); err != nil {
		return err
	}
	f := newAnswerFormat(a)
	chunks := (a.len() + answerChunk - 1) / answerChunk
	if err := writeChunks(w, chunks, runtime.GOMAXPROCS(0), f.appendChunk); err != nil {
		return err
	}
	return writeAll(w, gaussianTail([]byte{']'}, a))
}

// gaussianTail appends what follows the predictions: the errors, when
// counted, and the end of the object and of the line.
func gaussianTail(b []byte, a *gaussianAnswers) []byte {
	if a.errors != nil {
		b = strconv.AppendInt(append(b, `,"errors":`...), int64(*a.errors), 10)
	}
	return append(b, "}\n"...)
}

// writeAll writes b, which an io.Writer does whole or with an error.
func writeAll(w io.Writer, b []byte) error {
	_, err := w.Write(b)
	return err
}

// nonFinite counts the values of the answers that are not finite, which
// appendJSONFloat writes as null.
func (a *gaussianAnswers) nonFinite() int {
	n := 0
	for i := range a.len() {
		for _, v := range a.point(i) {
			n += b2i(isInfOrNaN(v))
		}
		n += b2i(isInfOrNaN(a.label(i))) + b2i(isInfOrNaN(a.logOdds[i]))
	}
	return n
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// isInfOrNaN reports whether v is ±Inf or NaN.
func isInfOrNaN(v float64) bool { return v-v != 0 }

// answerFormat formats answers as the JSON objects
// {"x":[…],"y":…,"log_odds":…} of gaussianAnswer, or {"y":…,"log_odds":…}
// with --labels-only.
type answerFormat struct {
	a     *gaussianAnswers
	after [2][]byte // `],"y":label,"log_odds":` for each class
}

// newAnswerFormat prepares the formatting of a's answers.
func newAnswerFormat(a *gaussianAnswers) *answerFormat {
	f := &answerFormat{a: a}
	for c, y := range a.labels {
		f.after[c] = append(appendJSONFloat([]byte(`],"y":`), y), `,"log_odds":`...)
	}
	return f
}

// appendChunk appends answers k·answerChunk, … of chunk k, each but the
// very first after a comma.
func (f *answerFormat) appendChunk(b []byte, k int) []byte {
	a := f.a
	for i := k * answerChunk; i < min((k+1)*answerChunk, a.len()); i++ {
		if i > 0 {
			b = append(b, ',')
		}
		after := f.after[a.class(i)]
		if a.labelsOnly {
			b, after = append(b, '{'), after[len(`],`):]
		} else {
			b = append(b, `{"x":[`...)
			for j, v := range a.point(i) {
				if j > 0 {
					b = append(b, ',')
				}
				b = appendJSONFloat(b, v)
			}
		}
		b = append(appendJSONFloat(append(b, after...), a.logOdds[i]), '}')
	}
	return b
}

// appendJSONFloat appends v as encoding/json writes a float64: like ES6,
// the shortest decimal that reads back as v, in 'f' form for
// 1e-6 ≤ |v| < 1e21 and in 'e' form, with no leading zero in the exponent,
// otherwise; and null for ±Inf or NaN, as encodeFinite writes them.
func appendJSONFloat(b []byte, v float64) []byte {
	if isInfOrNaN(v) {
		return append(b, "null"...)
	}
	if abs := math.Abs(v); abs == 0 || 1e-6 <= abs && abs < 1e21 {
		return strconv.AppendFloat(b, v, 'f', -1, 64)
	}
	b = strconv.AppendFloat(b, v, 'e', -1, 64)
	if n := len(b); n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
		b[n-2] = b[n-1]
		b = b[:n-1]
	}
	return b
}

// writeChunks writes chunks 0, …, n−1 to w in order, each as format
// appends it to a buffer; with workers > 1, that many goroutines format
// them, a few chunks ahead of the writing. It stops at the first write
// error.
func writeChunks(w io.Writer, n, workers int, format func(b []byte, k int) []byte) error {
	if workers <= 1 || n <= 1 {
		var b []byte
		for k := range n {
			b = format(b[:0], k)
			if err := writeAll(w, b); err != nil {
				return err
			}
		}
		return nil
	}
	done := make([]chan []byte, n)
	for k := range done {
		done[k] = make(chan []byte, 1)
	}
	// free holds the buffers not being formatted or written; a worker
	// takes one before it takes the next chunk, which bounds the work
	// done ahead of the writing, and the memory.
	free, stop := make(chan []byte, 2*workers), make(chan struct{})
	for range cap(free) {
		free <- nil
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() { formatChunks(done, free, stop, &next, format) })
	}
	defer wg.Wait()
	defer close(stop)
	for k := range n {
		b := <-done[k]
		if err := writeAll(w, b); err != nil {
			return err
		}
		free <- b
	}
	return nil
}

// formatChunks is one worker of writeChunks: with a free buffer, it
// formats the next chunk into done, until there is none or stop closes.
func formatChunks(done []chan []byte, free <-chan []byte, stop <-chan struct{}, next *atomic.Int64, format func([]byte, int) []byte) {
	for {
		var b []byte
		select {
		case b = <-free:
		case <-stop:
			return
		}
		k := int(next.Add(1) - 1)
		if k >= len(done) {
			return
		}
		done[k] <- format(b[:0], k)
	}
}
