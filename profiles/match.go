package profiles

import "go/types"

// Match reports whether t is the type ref names.
func (ref TypeRef) Match(t types.Type) bool {
	switch ref {
	case Any:
		return true
	case Error:
		return types.Identical(t, types.Universe.Lookup("error").Type())
	}
	if ref.Pointer {
		ptr, ok := types.Unalias(t).(*types.Pointer)
		if !ok {
			return false
		}
		t = ptr.Elem()
	}
	// go-sdk declares its request types as aliases of generic instances
	// (CallToolRequest = ServerRequest[*CallToolParamsRaw]): match the alias.
	for {
		alias, ok := t.(*types.Alias)
		if !ok {
			break
		}
		if obj := alias.Obj(); obj.Pkg() != nil && obj.Name() == ref.Name && obj.Pkg().Path() == ref.Path {
			return true
		}
		t = alias.Rhs()
	}
	named, ok := t.(*types.Named)
	if !ok {
		return false
	}
	obj := named.Origin().Obj()
	return obj.Pkg() != nil && obj.Name() == ref.Name && obj.Pkg().Path() == ref.Path
}

// IsResult reports whether t is a framework's tool result, or a pointer
// to one.
func IsResult(t types.Type) bool {
	for _, p := range Builtin {
		if p.Result.MatchValueOrPointer(t) {
			return true
		}
	}
	return false
}

// Match reports whether fn is the function or method ref names; a name
// ending in '*' matches by prefix.
func (ref FuncRef) Match(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != ref.Path {
		return false
	}
	name := ref.Name
	if n := len(name); n > 0 && name[n-1] == '*' {
		if len(fn.Name()) < n-1 || fn.Name()[:n-1] != name[:n-1] {
			return false
		}
	} else if fn.Name() != name {
		return false
	}
	recv := fn.Signature().Recv()
	if ref.Recv == "" {
		return recv == nil
	}
	if recv == nil {
		return false
	}
	t := types.Unalias(recv.Type())
	if ptr, ok := t.(*types.Pointer); ok {
		t = types.Unalias(ptr.Elem())
	}
	named, ok := t.(*types.Named)
	return ok && named.Origin().Obj().Name() == ref.Recv
}

// MatchValueOrPointer reports whether t is the type ref names or a pointer
// to it, whichever of the two ref says: where a framework's type is passed
// by value in one place and by pointer in another.
func (ref TypeRef) MatchValueOrPointer(t types.Type) bool {
	if ref.Match(t) {
		return true
	}
	ref.Pointer = !ref.Pointer
	return ref.Match(t)
}
