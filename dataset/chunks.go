package dataset

import (
	"bytes"
	"io"
)

// parallelMin is the input size from which ReadCSV and ReadNumericTable
// parse chunks of the input on several cores.
const parallelMin = 1 << 20

// chunkSize is the size of a chunk: a line as long as a line may be
// (maxLineBytes and its '\n') fits in one, so that only a line too long
// goes to the line-by-line reader.
func chunkSize() int { return maxLineBytes + 1 }

// readChunks parses src in chunks of whole lines on up to workers
// goroutines, adding their points to p.set in order, and returns what is
// left of the input for the line-by-line reader: nothing at the end, or
// the rest from a line too long for a chunk or a read error on. Memory
// stays the points plus a few chunks: the input is never held whole.
//
// The chunks before the first data row (of at most readBufSize bytes) are
// parsed here, in order, since
// that row fixes the header and the columns; after it, a chunk's parse
// depends only on that state and the line it starts on, so that a chunk's
// error is the one the line-by-line reader gives: the first bad line's.
func (p *csvParser) readChunks(src io.Reader, workers, size int) (io.Reader, error) {
	c := &chunker{src: src}
	fileSize := p.size
	p.size = 0 // no guess from the first row: readChunks guesses from the head
	defer func() { p.size = fileSize }()
	head := make([]byte, min(size, readBufSize)) // a wide first row costs little
	for p.cols == 0 {
		text, ok := c.next(head)
		if !ok {
			return c.rest(), nil
		}
		if err := p.parseText(text); err != nil {
			return nil, p.lineError(err)
		}
		c.done += len(text)
	}
	p.reserveFrom(fileSize, c.done)
	rows := p.set.Len()*size/max(c.done, 1)*5/4 + 16 // in a chunk, probably
	q := &chunkQueue{p: p, c: c, max: workers + 1, size: size, rows: rows}
	if err := q.run(); err != nil {
		return nil, err
	}
	return c.rest(), nil
}

// reserveFrom sizes p.set for the rows the input probably holds, guessing
// from the rows and bytes read so far, within the 2 bytes per column
// every row takes.
func (p *csvParser) reserveFrom(size int64, done int) {
	rows := int64(p.set.Len())
	est := min(rows*size/int64(max(done, 1))*11/10+16, size/int64(2*p.cols)+1, int64(maxFileBytes))
	if est <= rows {
		return
	}
	p.set.X = append(make([]float64, 0, int(est)*p.set.D), p.set.X...)
	p.set.Y = append(make([]float64, 0, int(est)), p.set.Y...)
}

// chunker cuts its input into chunks of whole lines.
type chunker struct {
	src   io.Reader
	carry []byte // the start of a line not yet given
	done  int    // bytes of the chunks parsed in order (the head)
	err   error  // the read error that ended the chunks, if not io.EOF
	end   bool   // no more chunks
}

// next fills buf (its whole length) with the carried line start and the
// input that follows, and returns its whole lines: all of it at the end
// of the input. It returns false when the chunks end: at the end of the
// input, at a read error (a limit passed), or at a line longer than buf.
func (c *chunker) next(buf []byte) ([]byte, bool) {
	if c.end {
		return nil, false
	}
	k := copy(buf, c.carry)
	n, err := io.ReadFull(c.src, buf[k:])
	buf = buf[:k+n]
	switch {
	case err == io.EOF || err == io.ErrUnexpectedEOF:
		c.end, c.carry = true, nil
		return buf, len(buf) > 0
	case err != nil:
		c.end, c.err, c.carry = true, err, buf
		return nil, false
	}
	i := bytes.LastIndexByte(buf, '\n')
	if i < 0 {
		c.end, c.carry = true, buf
		return nil, false
	}
	c.carry = append(c.carry[:0], buf[i+1:]...)
	return buf[:i+1], true
}

// rest returns the input not given in chunks: the carried bytes, then the
// read error or the rest of the source.
func (c *chunker) rest() io.Reader {
	if c.err != nil {
		return io.MultiReader(bytes.NewReader(c.carry), errReader{c.err})
	}
	return io.MultiReader(bytes.NewReader(c.carry), c.src)
}

// errReader fails every read with err.
type errReader struct{ err error }

func (r errReader) Read([]byte) (int, error) { return 0, r.err }

// chunkJob is one chunk parsed in a goroutine of its own.
type chunkJob struct {
	p    csvParser // the state at the chunk's start, then at its end
	buf  []byte    // the chunk's buffer
	set  Set       // the chunk's points, reused
	done chan struct{}
}

// chunkQueue parses chunks at once, at most max in flight (one more than
// the cores, so that one is read while the others are parsed), and adds their
// points to p's set in the order of the input.
type chunkQueue struct {
	p      *csvParser
	c      *chunker
	max    int
	size   int // of a chunk
	rows   int // the rows a chunk probably holds
	line   int // the line before the next chunk
	flight []*chunkJob
	free   []*chunkJob
}

// run parses the chunks up to the end of the input, or to the first error.
func (q *chunkQueue) run() error {
	q.line = q.p.line
	for {
		if len(q.flight) == q.max {
			if err := q.collect(); err != nil {
				return err
			}
		}
		job := q.job()
		text, ok := q.c.next(job.buf)
		if !ok {
			break
		}
		q.start(job, text)
	}
	for len(q.flight) > 0 {
		if err := q.collect(); err != nil {
			return err
		}
	}
	return nil
}

// job returns a free job, or a new one.
func (q *chunkQueue) job() *chunkJob {
	if n := len(q.free); n > 0 {
		job := q.free[n-1]
		q.free = q.free[:n-1]
		return job
	}
	d := q.p.set.D
	return &chunkJob{buf: make([]byte, q.size), set: Set{X: make([]float64, 0, q.rows*d), Y: make([]float64, 0, q.rows)}}
}

// start parses text, the chunk in job's buffer, in a goroutine.
func (q *chunkQueue) start(job *chunkJob, text []byte) {
	job.set.D, job.set.X, job.set.Y = q.p.set.D, job.set.X[:0], job.set.Y[:0]
	fields := job.p.fields
	job.p = *q.p
	job.p.set, job.p.fields, job.p.line = &job.set, fields[:0], q.line
	job.done = make(chan struct{})
	q.line += bytes.Count(text, newline)
	q.flight = append(q.flight, job)
	go func() {
		job.p.err = job.p.parseText(text)
		close(job.done)
	}()
}

// collect waits for the oldest chunk in flight and adds its points, or
// returns its error, once the chunks in flight have ended.
func (q *chunkQueue) collect() error {
	job := q.flight[0]
	q.flight = q.flight[1:]
	<-job.done
	if job.p.err != nil {
		for _, other := range q.flight {
			<-other.done
		}
		return &ParseError{File: q.p.name, Line: job.p.line, Err: job.p.err}
	}
	q.p.set.X = append(q.p.set.X, job.set.X...)
	q.p.set.Y = append(q.p.set.Y, job.set.Y...)
	q.p.line = job.p.line
	q.free = append(q.free, job)
	return nil
}
