package rule

import (
	"go/token"
	"sync"

	"golang.org/x/tools/go/analysis"
)

// spanOf records a range of the pass's files as data.
func spanOf(fset *token.FileSet, pos, end token.Pos) Span {
	return spanIn(fset.File(pos), pos, end)
}

// spanIn records a range of the file tf, which holds pos, as data.
func spanIn(tf *token.File, pos, end token.Pos) Span {
	if tf == nil {
		return Span{}
	}
	if !end.IsValid() {
		end = pos
	}
	p, e := tf.PositionFor(pos, false), tf.PositionFor(end, false)
	return Span{File: p.Filename, Offset: p.Offset, End: e.Offset, Line: p.Line, Col: p.Column, EndLine: e.Line, EndCol: e.Column}
}

// addFile records the line table of the file holding pos.
func addFile(files map[string]File, fset *token.FileSet, pos token.Pos) {
	tf := fset.File(pos)
	if tf == nil {
		return
	}
	if _, ok := files[tf.Name()]; !ok {
		files[tf.Name()] = File{Size: tf.Size(), Lines: tf.Lines()}
	}
}

// files finds, in a pass's file set, the files of the candidates judged
// there. The standalone driver and golangci-lint share one file set across
// packages; go vet gives each package its own, where the file of a handler
// in another package is missing and is added from the line table its
// candidates carry.
type files struct {
	index *fileIndex
}

func newFiles(pass *analysis.Pass) *files {
	v, _ := indexes.LoadOrStore(pass.Fset, &fileIndex{fset: pass.Fset})
	return &files{index: v.(*fileIndex)}
}

// indexes holds a fileIndex per file set, shared by the rules, which run
// at once, so that each missing file is added once.
var indexes sync.Map // *token.FileSet → *fileIndex

type fileIndex struct {
	fset   *token.FileSet
	mu     sync.Mutex
	byName map[string]*token.File
}

// position returns the positions of the range [offset, end) of the named
// file in the file set.
func (f *files) position(name string, offset, end int, tables map[string]File) (token.Pos, token.Pos) {
	tf := f.index.file(name, tables[name])
	if tf == nil {
		return token.NoPos, token.NoPos
	}
	offset, end = min(offset, tf.Size()), min(end, tf.Size())
	return tf.Pos(offset), tf.Pos(end)
}

func (x *fileIndex) file(name string, table File) *token.File {
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.byName == nil {
		x.byName = make(map[string]*token.File)
		x.fset.Iterate(func(tf *token.File) bool {
			x.byName[tf.Name()] = tf
			return true
		})
	}
	// A file the driver parsed has the candidate's line table; the one an
	// importer made up for the positions of an imported package's objects
	// (go vet reads export data) has only some of its lines, and is
	// replaced.
	if tf, ok := x.byName[name]; ok && (table.Size == 0 || tf.Size() == table.Size && tf.LineCount() == len(table.Lines)) {
		return tf
	}
	if table.Size == 0 {
		return nil
	}
	tf := x.fset.AddFile(name, -1, table.Size)
	tf.SetLines(table.Lines)
	x.byName[name] = tf
	return tf
}
