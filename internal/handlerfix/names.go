package handlerfix

import (
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/errresult"
)

// Package returns the name under which the code at s refers to the
// standard package path, with the edit that imports it where the file
// does not yet; false where a declaration in scope hides that name.
func (s Site) Package(path string) (string, []analysis.TextEdit, bool) {
	if name, ok := edit.ImportName(s.File, path); ok {
		return name, nil, errresult.InScope(s.Pass, name, path, s.Pos)
	}
	name := path[strings.LastIndex(path, "/")+1:]
	if s.lookup(name) != nil {
		return "", nil, false
	}
	for _, imp := range s.File.Imports {
		if imp.Name != nil && imp.Name.Name == name {
			return "", nil, false // another package imported under that name
		}
	}
	return name, []analysis.TextEdit{edit.AddImport(s.Pass.Fset, s.File, path)}, true
}

// lookup returns the object name denotes at s, nil if none.
func (s Site) lookup(name string) types.Object {
	scope := s.Pass.Pkg.Scope().Innermost(s.Pos)
	if scope == nil {
		return nil
	}
	_, obj := scope.LookupParent(name, s.Pos)
	return obj
}

// Fresh returns a name for a variable declared in scope at pos: base, or
// base followed by a number, that is a valid identifier, is not in
// taken, denotes nothing at pos (so that the declaration shadows
// nothing the code after it uses), and is not declared later in scope
// (so that no later declaration collides with it), unless later, if
// given, says that declaration may share it.
func Fresh(scope *types.Scope, pos token.Pos, base string, later func(types.Object) bool, taken ...string) string {
	if !token.IsIdentifier(base) {
		base = "v"
	}
	for i := 1; ; i++ {
		name := base
		if i > 1 {
			name += strconv.Itoa(i)
		}
		if free(scope, pos, name, later, taken) {
			return name
		}
	}
}

func free(scope *types.Scope, pos token.Pos, name string, later func(types.Object) bool, taken []string) bool {
	if slices.Contains(taken, name) {
		return false
	}
	if obj := scope.Lookup(name); obj != nil && (obj.Pos() < pos || later == nil || !later(obj)) {
		return false
	}
	_, obj := scope.LookupParent(name, pos)
	return obj == nil
}
