package declarations

import (
	"go/types"
	"slices"
	"strings"
)

// Builders are the functions the program has that build, or mark, an
// error result: what a suggested fix writes to fail in the project's own
// contract.
type Builders struct {
	// Coded are the coded constructors that take a code: functions,
	// declared or inferred, with a parameter of a code type.
	Coded []*types.Func
	// Stamps are the functions and methods declared stamps, by directive
	// or flag: the stamps inferred from them are the project's helpers,
	// not its contract.
	Stamps []*types.Func
	// Enveloping are the error constructors, declared or inferred, that
	// take an envelope: a function of the project's that makes an error
	// result of the envelope a failure carries.
	Enveloping []*types.Func
}

// Builders returns the coded constructors, stamps and functions of an
// envelope the package sees, in it or in its dependencies, in a stable
// order.
//
// They are gathered once, from every fact the package sees: the value is
// shared, and callers must not change it.
func (r *Result) Builders() *Builders {
	r.buildersOnce.Do(func() { r.builders = r.gatherBuilders() })
	return &r.builders
}

func (r *Result) gatherBuilders() Builders {
	var b Builders
	if !r.Program.Codes && !r.Program.Stamps {
		return b
	}
	for _, f := range r.pass.AllObjectFacts() {
		fn, ok := f.Object.(*types.Func)
		if !ok {
			continue
		}
		switch fact := f.Fact.(type) {
		case *Coded:
			if r.CodeParam(fn) >= 0 {
				b.Coded = append(b.Coded, fn)
			}
		case *Stamp:
			if !fact.Inferred {
				b.Stamps = append(b.Stamps, fn)
			}
		case *ErrorConstructor:
			if r.takesEnvelope(fn) {
				b.Enveloping = append(b.Enveloping, fn)
			}
		}
	}
	byName := func(a, b *types.Func) int { return strings.Compare(a.FullName(), b.FullName()) }
	slices.SortFunc(b.Coded, byName)
	slices.SortFunc(b.Stamps, byName)
	slices.SortFunc(b.Enveloping, byName)
	return b
}

// takesEnvelope reports whether one of fn's parameters is a declared
// envelope, or a pointer to one.
func (r *Result) takesEnvelope(fn *types.Func) bool {
	params := fn.Signature().Params()
	for i := range params.Len() {
		if _, ok := r.EnvelopeOf(params.At(i).Type()); ok {
			return true
		}
	}
	return false
}
