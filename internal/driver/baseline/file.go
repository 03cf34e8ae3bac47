package baseline

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// fileFormat is the JSON shape of a baseline file.
type fileFormat struct {
	Version  int     `json:"version"`
	Findings []entry `json:"findings"`
}

type entry struct {
	File    string `json:"file"`
	Rule    string `json:"rule"`
	Tool    string `json:"tool"`
	Message string `json:"message"`
	Count   int    `json:"count"`
}

// Encode writes the baseline in its file format: the same baseline always
// gives the same bytes.
func (b *Baseline) Encode(w io.Writer) error {
	out := fileFormat{Version: Version, Findings: make([]entry, 0, len(b.counts))}
	for _, k := range b.keys() {
		out.Findings = append(out.Findings, entry{File: k.File, Rule: k.Rule, Tool: k.Tool, Message: k.Message, Count: b.counts[k]})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	// Messages quote Go code such as &T{...}; keep it readable.
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
}

// WriteFile writes the baseline to the file path.
func (b *Baseline) WriteFile(path string) error {
	var buf bytes.Buffer
	if err := b.Encode(&buf); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// Decode reads a baseline in its file format. Its errors start with name
// and, for an error at one place in the file, its line and column.
func Decode(name string, data []byte) (*Baseline, error) {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("%s: %s", name, fmt.Sprintf(format, args...))
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var in fileFormat
	if err := dec.Decode(&in); err != nil {
		return nil, fail("%s", decodeError(data, err))
	}
	if rest := bytes.TrimLeft(data[dec.InputOffset():], " \t\r\n"); len(rest) > 0 {
		return nil, fail("%s: more than one JSON value", position(data, int64(len(data)-len(rest))))
	}
	switch {
	case in.Version == 0:
		return nil, fail("no version: not a toolerrlint baseline (write one with -write-baseline)")
	case in.Version != Version:
		return nil, fail("version %d is not supported; this toolerrlint reads version %d", in.Version, Version)
	}
	b := &Baseline{counts: make(map[key]int, len(in.Findings))}
	for i, e := range in.Findings {
		switch {
		case e.File == "" || e.Rule == "" || e.Message == "":
			return nil, fail("finding %d: file, rule and message are required", i+1)
		case e.Count < 1:
			return nil, fail("finding %d: count %d; an entry holds a finding at least once", i+1, e.Count)
		}
		k := key{File: e.File, Rule: e.Rule, Tool: e.Tool, Message: e.Message}
		if b.counts[k] > 0 {
			return nil, fail("finding %d: the same finding as an earlier entry; give that one a count instead", i+1)
		}
		b.counts[k] = e.Count
	}
	return b, nil
}

// decodeError places a JSON decoding error at its line and column where
// the decoder says where it is.
func decodeError(data []byte, err error) string {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		// The offset is just past the byte that is wrong.
		return position(data, syntax.Offset-1) + ": " + syntax.Error()
	case errors.As(err, &typ):
		return fmt.Sprintf("%s: %s holds a JSON %s, not a %s", position(data, typ.Offset), typ.Field, typ.Value, typ.Type)
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return position(data, int64(len(data))) + ": unexpected end of the file"
	}
	return strings.TrimPrefix(err.Error(), "json: ")
}

// position gives the 1-based line and column of a byte offset as
// "LINE:COL".
func position(data []byte, offset int64) string {
	offset = min(max(offset, 0), int64(len(data)))
	before := data[:offset]
	line := bytes.Count(before, []byte("\n")) + 1
	col := len(before) - bytes.LastIndexByte(before, '\n')
	return fmt.Sprintf("%d:%d", line, col)
}
