package declarations

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/inspector"
)

// infer marks the package's coded constructors, its error constructors,
// the functions that always stamp what they return, and what the results
// of its functions are where they are not nil, so that none needs a
// directive. It repeats until nothing changes, since such functions call
// each other.
func (r *Result) infer(decls []funcDecl) {
	// Every fact inferred here is read of a call's callee only: a
	// function no call can name is not asked. A middleware handed to a
	// server as a value is read for its stamp too, but it returns
	// closures, never stamped results: only a directive declares it.
	var fns []funcDecl
	for _, d := range decls {
		if d.called && d.fn.Signature().Results().Len() > 0 {
			fns = append(fns, d)
		}
	}
	r.fixpoint(fns, 4, func(d funcDecl) bool {
		fn, c := d.fn, d.c
		changed := false
		if r.Program.Stamps && !r.IsStamp(fn) && r.alwaysStamps(c) {
			r.pass.ExportObjectFact(fn, &Stamp{Inferred: true})
			changed = true
		}
		if r.Program.Codes && !r.IsCoded(fn) && r.coded(fn, c) {
			r.pass.ExportObjectFact(fn, new(Coded))
			changed = true
		}
		if !r.pass.ImportObjectFact(fn, new(ErrorConstructor)) && r.everyReturn(c, r.IsErrorResult) {
			r.pass.ExportObjectFact(fn, new(ErrorConstructor))
			changed = true
		}
		if r.inferNilOr(fn, c) {
			changed = true
		}
		return changed
	})
}

// coded reports whether fn is a coded constructor: it takes a code, or
// every value it returns carries one.
func (r *Result) coded(fn *types.Func, c inspector.Cursor) bool {
	params := fn.Signature().Params()
	for i := 0; i < params.Len(); i++ {
		if r.IsCodeType(params.At(i).Type()) {
			return true
		}
	}
	return r.everyReturn(c, r.CarriesCode)
}

// alwaysStamps reports whether every value the function returns passed
// through a stamp.
func (r *Result) alwaysStamps(c inspector.Cursor) bool {
	return r.everyReturn(c, r.Stamped)
}

// everyReturn reports whether the function at c returns, and each of its
// return statements has a non-nil operand satisfying ok.
func (r *Result) everyReturn(c inspector.Cursor, ok func(inspector.Cursor, ast.Expr) bool) bool {
	rets := r.returns(c)
	for _, rc := range rets {
		if !slices.ContainsFunc(rc.Node().(*ast.ReturnStmt).Results, func(e ast.Expr) bool { return ok(rc, e) }) {
			return false
		}
	}
	return len(rets) > 0
}
