package handlers

import (
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/flow"

	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// Shape is a handler shape together with the profile that defines it.
// In-house handlers have a nil Profile and a shape derived from their own
// signature.
type Shape struct {
	Profile *profiles.Profile
	*profiles.Shape
}

// IsSDK reports whether the shape comes from a built-in profile.
func (s Shape) IsSDK() bool { return s.Profile != nil }

// inHouse is the shape of every //toolerr:handler: the framework is assumed
// to answer a returned error and a nil result with a protocol error.
func inHouse(sig *types.Signature) Shape {
	shape := &profiles.Shape{
		Kind:         "in-house",
		ErrorBecomes: profiles.ProtocolError,
	}
	res := sig.Results()
	if res.Len() >= 2 && flow.Nilable(res.At(0).Type()) {
		shape.NilResultIsProtocolError = true
	}
	for i := 0; i < res.Len(); i++ {
		shape.Results = append(shape.Results, profiles.Any)
	}
	if res.Len() > 0 && isError(res.At(res.Len()-1).Type()) {
		shape.Results[res.Len()-1] = profiles.Error
	}
	return Shape{Shape: shape}
}

// HasError reports whether the shape's last result is an error.
func (s Shape) HasError() bool {
	n := len(s.Results)
	return n > 0 && s.Results[n-1] == profiles.Error
}

// HasResult reports whether the shape returns a result: before its error,
// or alone where the framework takes no error (foxy-contexts).
func (s Shape) HasResult() bool {
	n := len(s.Results)
	return n >= 2 || n == 1 && s.Results[0] != profiles.Error
}

func isError(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

// namedShape returns the shape whose named function type t is (an
// instance of).
func (d *discovery) namedShape(t types.Type) (Shape, bool) { return namedShape(d.declared, t) }

// NamedShape returns the shape of the named function type t (or of the
// generic type t instantiates): a profile's, or an in-house one decls
// declares.
func NamedShape(decls *declarations.Result, t types.Type) (Shape, bool) {
	return namedShape(func(obj types.Object) bool { return decls != nil && decls.IsHandler(obj) }, t)
}

// namedShape is NamedShape with declared telling whether a type is
// declared an in-house handler.
func namedShape(declared func(types.Object) bool, t types.Type) (Shape, bool) {
	t = types.Unalias(t)
	named, ok := t.(*types.Named)
	if !ok {
		return Shape{}, false
	}
	// Handler types, the profiles' and those declared, are function
	// types: any other is none, which spares matching it against each
	// profile's and looking up its declaration.
	sig, ok := named.Underlying().(*types.Signature)
	if !ok {
		return Shape{}, false
	}
	obj := named.Origin().Obj()
	if obj.Pkg() == nil {
		return Shape{}, false
	}
	for _, p := range profiles.Builtin {
		for i := range p.Shapes {
			ref := p.Shapes[i].FuncType
			if obj.Name() == ref.Name && obj.Pkg().Path() == ref.Path {
				return Shape{Profile: p, Shape: &p.Shapes[i]}, true
			}
		}
	}
	if declared(obj) {
		return inHouse(sig), true
	}
	return Shape{}, false
}

// SignatureShape returns the first shape whose signature sig has, of any
// profile.
func SignatureShape(sig *types.Signature, onlyFromSignature bool) (Shape, bool) {
	for _, p := range profiles.Builtin {
		for i := range p.Shapes {
			s := &p.Shapes[i]
			if onlyFromSignature && !s.FromSignature {
				continue
			}
			if matches(sig.Params(), s.Params) && matches(sig.Results(), s.Results) && !sig.Variadic() {
				return Shape{Profile: p, Shape: s}, true
			}
		}
	}
	return Shape{}, false
}

// profileShape returns the first shape of p whose signature sig has.
func profileShape(p *profiles.Profile, sig *types.Signature) (Shape, bool) {
	for i := range p.Shapes {
		s := &p.Shapes[i]
		if matches(sig.Params(), s.Params) && matches(sig.Results(), s.Results) && !sig.Variadic() {
			return Shape{Profile: p, Shape: s}, true
		}
	}
	return Shape{}, false
}

func matches(tuple *types.Tuple, refs []profiles.TypeRef) bool {
	if tuple.Len() != len(refs) {
		return false
	}
	for i, ref := range refs {
		if !ref.Match(tuple.At(i).Type()) {
			return false
		}
	}
	return true
}
