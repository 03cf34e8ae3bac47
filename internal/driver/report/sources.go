package report

import (
	"bytes"
	"os"
	"path/filepath"
	"unicode/utf8"
)

// A Source is the content of one analyzed file, read once for the formats
// and fixes that need more than positions.
type Source struct {
	Data []byte
	// lineStarts holds the offset of the first byte of each line.
	lineStarts []int
}

// Source reads a file named as findings and edits name it (relative to
// the working directory, or absolute), once per run: its Overlay, or what
// the disk holds.
func (r *Report) Source(file string) (*Source, error) {
	if t, ok := r.sources[file]; ok {
		return t, nil
	}
	data, ok := r.Overlay[r.Path(file)]
	if !ok {
		var err error
		if data, err = os.ReadFile(r.Path(file)); err != nil {
			return nil, err
		}
	}
	t := newSource(data)
	if r.sources == nil {
		r.sources = make(map[string]*Source)
	}
	r.sources[file] = t
	return t, nil
}

func newSource(data []byte) *Source {
	t := &Source{Data: data, lineStarts: []int{0}}
	for i, b := range data {
		if b == '\n' {
			t.lineStarts = append(t.lineStarts, i+1)
		}
	}
	return t
}

// Path is the file system path of a file named as findings name it.
func (r *Report) Path(file string) string {
	if filepath.IsAbs(file) {
		return file
	}
	return filepath.Join(r.Dir, file)
}

// utf8BOM is the byte order mark some editors put at the start of a file.
// The compiler skips it; SARIF says character counts must not include it.
var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// textStart is the offset of the first character after any byte order mark.
func (t *Source) textStart() int {
	if bytes.HasPrefix(t.Data, utf8BOM) {
		return len(utf8BOM)
	}
	return 0
}

// UTF16Column converts a 1-based byte column on a 1-based line, as
// go/token counts them, to a 1-based column in UTF-16 code units.
func (t *Source) UTF16Column(line, col int) (int, bool) {
	if line < 1 || line > len(t.lineStarts) || col < 1 {
		return 0, false
	}
	start := t.lineStarts[line-1]
	end := start + col - 1
	if end > len(t.Data) {
		return 0, false
	}
	if line == 1 {
		start = min(t.textStart(), end)
	}
	return 1 + utf16Len(t.Data[start:end]), true
}

// UTF16Offset converts a byte offset into the file to a count of UTF-16
// code units from the first character.
func (t *Source) UTF16Offset(offset int) (int, bool) {
	if offset < 0 || offset > len(t.Data) {
		return 0, false
	}
	return utf16Len(t.Data[min(t.textStart(), offset):offset]), true
}

// utf16Len counts the UTF-16 code units that encode the UTF-8 text b. A
// byte that is not valid UTF-8 counts as one unit, as its replacement
// character would.
func utf16Len(b []byte) int {
	n := 0
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		if r >= 0x10000 {
			n += 2 // a surrogate pair
		} else {
			n++
		}
		b = b[size:]
	}
	return n
}
