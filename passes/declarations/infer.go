package declarations

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
)

// infer marks the package's coded constructors and the functions that
// always stamp what they return, so that neither needs a directive. It
// repeats until nothing changes, since such functions call each other.
//
// A function's checks read the facts of the package's own functions only
// through the functions its body names: once they have run, they run
// again only when one of those has gained a fact since, as they would
// otherwise answer what they answered before.
func (r *Result) infer() {
	in := r.Inspector()
	decls := make(map[*ast.FuncDecl]inspector.Cursor)
	for c := range in.Root().Preorder((*ast.FuncDecl)(nil)) {
		if fd := c.Node().(*ast.FuncDecl); fd.Body != nil {
			decls[fd] = c
		}
	}
	inferred := 0                          // facts inferred so far
	gained := make(map[*types.Func]int)    // the value of inferred once fn gained its last fact
	checked := make(map[*ast.FuncDecl]int) // the value of inferred when fd's checks last started
	names := make(map[*ast.FuncDecl][]*types.Func)
	mark := func(fn *types.Func, fact analysis.Fact) {
		r.pass.ExportObjectFact(fn, fact)
		inferred++
		gained[fn] = inferred
	}
	for round := 0; round < 4; round++ {
		changed := false
		for _, fd := range r.funcDecls() {
			fn, ok := r.pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if !ok || fn.Signature().Results().Len() == 0 {
				continue
			}
			c := decls[fd]
			if last, ok := checked[fd]; ok {
				if _, ok := names[fd]; !ok {
					names[fd] = r.localFuncsNamed(c)
				}
				if !slices.ContainsFunc(names[fd], func(f *types.Func) bool { return gained[f] > last }) {
					continue
				}
			}
			checked[fd] = inferred
			if r.Program.Codes && !r.IsCoded(fn) && r.coded(fn, c) {
				mark(fn, new(Coded))
				changed = true
			}
			if !r.pass.ImportObjectFact(fn, new(ErrorConstructor)) && r.everyReturn(c, r.IsErrorResult) {
				mark(fn, new(ErrorConstructor))
				changed = true
			}
			if r.Program.Stamps && !r.IsStamp(fn) && r.alwaysStamps(c) {
				mark(fn, &Stamp{Inferred: true})
				changed = true
			}
		}
		if !changed {
			break
		}
	}
}

// localFuncsNamed lists the functions of the package that the syntax at c
// names, as declared (the origins of instances).
func (r *Result) localFuncsNamed(c inspector.Cursor) []*types.Func {
	var out []*types.Func
	for id := range c.Preorder((*ast.Ident)(nil)) {
		if fn, ok := r.pass.TypesInfo.Uses[id.Node().(*ast.Ident)].(*types.Func); ok && fn.Pkg() == r.pass.Pkg {
			out = append(out, fn, fn.Origin())
		}
	}
	return out
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

// everyReturn reports whether each return statement of the function at c
// has a non-nil operand satisfying ok.
func (r *Result) everyReturn(c inspector.Cursor, ok func(inspector.Cursor, ast.Expr) bool) bool {
	any := false
	all := true
	c.Inspect([]ast.Node{(*ast.FuncLit)(nil), (*ast.ReturnStmt)(nil)}, func(rc inspector.Cursor) bool {
		ret, isRet := rc.Node().(*ast.ReturnStmt)
		if !isRet {
			return false // closures' returns are their own
		}
		if !all {
			return false
		}
		found := false
		for _, e := range ret.Results {
			if ok(rc, e) {
				found = true
				break
			}
		}
		any = true
		all = all && found
		return true
	})
	return any && all
}
