// Package srcorder orders positions of a package's syntax as its source
// reads: file by file, in the package's order of files, then by offset.
//
// token.Pos orders positions of different files as the loader happened to
// add the files to its file set, which go/packages does from concurrent
// parsers: two runs may order them differently. Whatever is sorted by
// position across files, and can show in a report, is sorted here.
package srcorder

import (
	"go/ast"
	"go/token"
)

// Compare compares positions a and b of the syntax of files.
func Compare(files []*ast.File, a, b token.Pos) int {
	fa, fb := fileIndex(files, a), fileIndex(files, b)
	if fa != fb {
		return fa - fb
	}
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// fileIndex is the index of the file holding pos, len(files) for none.
func fileIndex(files []*ast.File, pos token.Pos) int {
	for i, f := range files {
		if f.FileStart <= pos && pos <= f.FileEnd {
			return i
		}
	}
	return len(files)
}
