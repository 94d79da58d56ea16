package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"perceptronlab/dataset"
)

// lockedBuffer is a bytes.Buffer for writers on several goroutines.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// Every command that reads a data file says, once, that it waits for a
// FIFO with no writer, then reads the data when a writer comes (after
// dataset.WaitNote, 2 s). Before the fix fit and cv waited in silence.
func TestFIFOWaitingNote(t *testing.T) {
	var xt, classes strings.Builder
	xt.WriteString("x,t\n")
	classes.WriteString("x1,x2,y\n")
	for i := range 20 {
		fmt.Fprintf(&xt, "%d,%g\n", i, float64(i*i)/7)
		fmt.Fprintf(&classes, "%d,%d,%d\n", i, 20-i, 2*(i%2)-1)
	}
	note := &lockedBuffer{}
	old := waitingNote
	waitingNote = note
	t.Cleanup(func() { waitingNote = old })
	for _, tc := range []struct {
		name, data string
		args       []string
	}{
		{"fit", xt.String(), []string{"fit", "--degree", "1"}},
		{"cv", xt.String(), []string{"cv", "--degrees", "0-1"}},
		{"cv-knn", classes.String(), []string{"cv", "--method", "knn", "--k", "1,3"}},
		{"train", classes.String(), []string{"train", "--max-epochs", "3"}},
		{"plot-polyfit", xt.String(), []string{"plot", "--method", "polyfit", "-o", ""}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			path := filepath.Join(dir, tc.name+".csv")
			if n := len(tc.args); tc.args[n-1] == "" { // -o: a figure in dir
				tc.args = append(slices.Clone(tc.args[:n-1]), filepath.Join(dir, "out.png"))
			}
			if err := syscall.Mkfifo(path, 0o600); err != nil {
				t.Fatal(err)
			}
			var stdout, stderr bytes.Buffer
			done := make(chan int)
			go func() { done <- Run(append(tc.args, path), &stdout, &stderr) }()
			want := "perceptronlab: waiting for data from " + path + "…\n"
			for deadline := time.Now().Add(20 * time.Second); !strings.Contains(note.String(), want); time.Sleep(10 * time.Millisecond) {
				if time.Now().After(deadline) {
					t.Fatalf("no notice in 20 s; notes %q", note.String())
				}
			}
			w, err := os.OpenFile(path, os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := w.WriteString(tc.data); err != nil {
				t.Fatal(err)
			}
			w.Close()
			if code := <-done; code != 0 || stdout.Len() == 0 {
				t.Errorf("exit %d, stdout %q, stderr %q", code, stdout.String(), stderr.String())
			}
			if n := strings.Count(note.String(), want); n != 1 {
				t.Errorf("the notice %d times, want once", n)
			}
		})
	}
}

// kdtree --no-labels reads a numeric file on every core: the coordinates
// ReadCoordinates gives, header, comments and Unicode minus included.
func TestNumericCoordinates(t *testing.T) {
	var b strings.Builder
	b.WriteString("# points\nx1, x2 ,x3\n")
	for i := range 60_000 {
		fmt.Fprintf(&b, "%d.25,−%d,%g\n", i, i%7, float64(i)/3)
	}
	path := filepath.Join(t.TempDir(), "p.csv")
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	x, d, ok := readNumericCoordinates(path)
	tab, err := dataset.ReadCoordinates(strings.NewReader(b.String()), path)
	if err != nil || !ok {
		t.Fatalf("ok %v, ReadCoordinates: %v", ok, err)
	}
	want, err := tableCoordinates(tab)
	if err != nil || d != tab.Dim()+1 || !slices.Equal(x, want) {
		t.Errorf("d = %d, %d numbers; ReadCoordinates d = %d, %d numbers (%v)", d, len(x), tab.Dim()+1, len(want), err)
	}
}
