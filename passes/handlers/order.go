package handlers

import (
	"go/ast"
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/srcorder"
)

// sortHandlers puts handlers in source order, so that results and messages
// do not depend on map iteration, nor on the order the package's files
// were parsed in.
func sortHandlers(files []*ast.File, hs []*Handler) {
	slices.SortStableFunc(hs, func(a, b *Handler) int {
		return srcorder.Compare(files, a.Func.Node().Pos(), b.Func.Node().Pos())
	})
}
