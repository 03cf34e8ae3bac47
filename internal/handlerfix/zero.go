package handlerfix

import (
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/errresult"
)

// zero returns the source of the zero value of t at s: nil, 0, false,
// "", T{} for a struct or an array, *new(T) for a type parameter. False
// where t names a package the file does not import.
func (s Site) zero(t types.Type) (string, bool) {
	switch u := types.Unalias(t).Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsBoolean != 0:
			return "false", true
		case u.Info()&types.IsString != 0:
			return `""`, true
		case u.Info()&types.IsNumeric != 0:
			return "0", true
		}
		return "", false
	case *types.Pointer, *types.Slice, *types.Map, *types.Chan, *types.Signature:
		return "nil", true
	case *types.Interface:
		if _, isParam := types.Unalias(t).(*types.TypeParam); !isParam {
			return "nil", true
		}
		name, ok := s.TypeString(t)
		return "*new(" + name + ")", ok
	case *types.Struct, *types.Array:
		name, ok := s.TypeString(t)
		return name + "{}", ok
	}
	return "", false
}

// TypeString returns the source of t at s, each package qualified by the
// name the file imports it under.
func (s Site) TypeString(t types.Type) (string, bool) {
	ok := true
	name := types.TypeString(t, func(p *types.Package) string {
		if p == s.Pass.Pkg {
			return ""
		}
		n, found := edit.ImportName(s.File, p.Path())
		if !found || !errresult.InScope(s.Pass, n, p.Path(), s.Pos) {
			ok = false
		}
		return n
	})
	return name, ok
}
