package edit

import (
	"bytes"
	"cmp"
	"go/format"
	"go/token"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// fileSource returns the file holding pos and its source as the pass reads
// it; false where the pass cannot read it, or what it reads is not what
// was parsed.
func fileSource(pass *analysis.Pass, pos token.Pos) (*token.File, []byte, bool) {
	tf := pass.Fset.File(pos)
	if tf == nil || pass.ReadFile == nil {
		return nil, nil, false
	}
	src, err := pass.ReadFile(tf.Name())
	if err != nil || tf.Size() != len(src) {
		return nil, nil, false
	}
	return tf, src, true
}

// LineEnd returns the end of the line of pos, where a statement a fix
// adds after the one ending at pos goes: after a comment that follows the
// statement on its line, which stays with it. False where more than
// white space and a line comment follows pos on its line.
func LineEnd(pass *analysis.Pass, pos token.Pos) (token.Pos, bool) {
	tf, src, ok := fileSource(pass, pos)
	if !ok {
		return token.NoPos, false
	}
	start := tf.Offset(pos)
	end := len(src)
	if i := strings.IndexByte(string(src[start:]), '\n'); i >= 0 {
		end = start + i
	}
	rest := strings.TrimSpace(string(src[start:end]))
	if rest != "" && !strings.HasPrefix(rest, "//") {
		return token.NoPos, false
	}
	return tf.Pos(end), true
}

// Formatted reports whether the file holding pos, with edits applied,
// is as gofmt prints it, where the file was before. An edit that lengthens
// a line among others whose end-of-line comments gofmt aligns leaves
// them unaligned: such a fix is not offered, for an editor applies a
// fix's edits as they are.
func Formatted(pass *analysis.Pass, pos token.Pos, edits []analysis.TextEdit) bool {
	tf, src, ok := fileSource(pass, pos)
	if !ok {
		return false
	}
	if formatted, err := format.Source(src); err != nil || !bytes.Equal(formatted, src) {
		return true // the file was not formatted: the fix need not be
	}
	edits = slices.Clone(edits)
	slices.SortFunc(edits, func(a, b analysis.TextEdit) int { return cmp.Compare(a.Pos, b.Pos) })
	var out bytes.Buffer
	at := 0
	for _, e := range edits {
		start, end := tf.Offset(e.Pos), tf.Offset(e.End)
		if e.End == token.NoPos {
			end = start
		}
		if start < at || end < start {
			return false
		}
		out.Write(src[at:start])
		out.Write(e.NewText)
		at = end
	}
	out.Write(src[at:])
	formatted, err := format.Source(out.Bytes())
	return err == nil && bytes.Equal(formatted, out.Bytes())
}
