package kit

import (
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"
)

// fileRepository is every interface Fyne's file repository implements; the
// storage package finds each by a type assertion, so a wrapper must keep
// them all.
type fileRepository interface {
	repository.AppendableRepository
	repository.ListableRepository
	repository.HierarchicalRepository
	repository.DeleteAllRepository
	repository.CopyableRepository
	repository.MovableRepository
}

// lazyWriterRepository is Fyne's file repository with one change: Writer
// opens (and so truncates) the file only at the first Write. Fyne's save
// dialog opens the chosen file as soon as the user confirms; the window's
// exports and Save then write it atomically by path and close the dialog's
// writer unused, so an existing file keeps its bytes until the new ones
// are complete — also when the export is cancelled or the app is killed.
type lazyWriterRepository struct{ fileRepository }

// Writer implements repository.WritableRepository without touching the file.
func (r lazyWriterRepository) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	return &lazyWriter{uri: u, open: r.fileRepository.Writer}, nil
}

// lazyWriter opens its file at the first Write.
type lazyWriter struct {
	uri  fyne.URI
	open func(fyne.URI) (fyne.URIWriteCloser, error)
	w    fyne.URIWriteCloser
}

// URI implements fyne.URIWriteCloser.
func (l *lazyWriter) URI() fyne.URI { return l.uri }

// Write implements io.Writer: the first call opens the file.
func (l *lazyWriter) Write(p []byte) (int, error) {
	if l.w == nil {
		w, err := l.open(l.uri)
		if err != nil {
			return 0, err
		}
		l.w = w
	}
	return l.w.Write(p)
}

// Close implements io.Closer: a writer never written leaves the file alone.
func (l *lazyWriter) Close() error {
	if l.w == nil {
		return nil
	}
	return l.w.Close()
}

var lazyWritersMu sync.Mutex

// UseLazyWriters wraps the registered file repository once the app's
// driver has registered it.
func UseLazyWriters() {
	lazyWritersMu.Lock()
	defer lazyWritersMu.Unlock()
	r, err := repository.ForScheme("file")
	if err != nil {
		return
	}
	if fr, ok := r.(fileRepository); ok {
		if _, done := r.(lazyWriterRepository); !done {
			repository.Register("file", lazyWriterRepository{fr})
		}
	}
}
