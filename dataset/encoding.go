package dataset

import "bytes"

// encodingError is a file in UTF-16 or UTF-32, which editors on Windows
// ("Unicode" in Notepad and Excel) write: read as bytes, its numbers are
// interleaved with NUL bytes, and the readers would call "1" "\x001".
type encodingError struct{ enc string }

func (e *encodingError) Error() string {
	return "the file is " + e.enc + " text; save it as UTF-8 and load it again"
}

// checkEncoding returns an *encodingError when head, the start of a file,
// is UTF-16 or UTF-32 text: by its byte-order mark, or, without one, by
// ASCII text whose every character is padded with NUL bytes.
func checkEncoding(head []byte) error {
	if enc := wideEncoding(head); enc != "" {
		return &encodingError{enc: enc}
	}
	return nil
}

// wideEncoding returns "UTF-16" or "UTF-32" for a file that starts with
// head in one of them, or "".
func wideEncoding(head []byte) string {
	switch {
	case bytes.HasPrefix(head, []byte{0xFF, 0xFE, 0, 0}), bytes.HasPrefix(head, []byte{0, 0, 0xFE, 0xFF}):
		return "UTF-32"
	case bytes.HasPrefix(head, []byte{0xFF, 0xFE}), bytes.HasPrefix(head, []byte{0xFE, 0xFF}):
		return "UTF-16"
	case padded(head, 4, 0), padded(head, 4, 3):
		return "UTF-32"
	case padded(head, 2, 0), padded(head, 2, 1):
		return "UTF-16"
	}
	return ""
}

// padded reports whether the first (up to 64) bytes of head hold at least
// two whole units of size bytes, each of them zero except its byte at at:
// ASCII in UTF-16 (size 2) or UTF-32 (size 4), little-endian when at is
// 0, big-endian when it is size−1.
func padded(head []byte, size, at int) bool {
	n := min(len(head), 64) / size * size
	if n < 2*size {
		return false
	}
	for i := 0; i < n; i += size {
		for j := range size {
			if (head[i+j] != 0) != (j == at) {
				return false
			}
		}
	}
	return true
}
