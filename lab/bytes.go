package lab

import (
	"bytes"
	"encoding/json"

	"perceptronlab/dataset"
)

// Files as bytes, for a window with no file system: the browser's, which
// opens a file the user picks and saves by downloading.

// OpenData is Open for a file's contents: data is the file called name
// (which chooses the format by its extension, and names the file in
// errors). The session's Path becomes name.
func (s *Session) OpenData(name string, data []byte) error {
	o, err := readData(name, data)
	if err != nil {
		return err
	}
	s.opened(name, o)
	return nil
}

// readData reads data as a session when it is JSON with a "version", and
// as a point set otherwise.
func readData(name string, data []byte) (opened, error) {
	data = dataset.TrimBOM(data)
	if isJSONPath(name) && hasVersion(data) {
		return readSession(name, data)
	}
	var set *dataset.Set
	var err error
	if isJSONPath(name) {
		set, err = dataset.ReadJSON(bytes.NewReader(data), name)
	} else {
		set, err = dataset.ReadCSV(bytes.NewReader(data), name)
	}
	if err != nil {
		return opened{}, err
	}
	return openedSet(set), nil
}

// Encode returns what Save(name) writes: the points as CSV, or the whole
// session as JSON when name ends in .json. It changes nothing; SavedAs
// records a save that used it.
func (s *Session) Encode(name string) ([]byte, error) {
	if isJSONPath(name) {
		return s.MarshalSession()
	}
	var buf bytes.Buffer
	err := dataset.WriteCSV(&buf, s.set)
	return buf.Bytes(), err
}

// MarshalSession returns the whole session as WriteSession writes it.
func (s *Session) MarshalSession() ([]byte, error) {
	b, err := json.MarshalIndent(s.file(), "", " ")
	return append(b, '\n'), err
}

// SavedAs records that the session was saved as name, with Encode.
func (s *Session) SavedAs(name string) {
	s.Path = name
	s.MarkSaved()
}
