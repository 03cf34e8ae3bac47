package declarations

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
)

// A funcDecl is a function the package declares with a body.
type funcDecl struct {
	fn *types.Func
	c  inspector.Cursor
	// called: some call may name the function, and so read the facts and
	// summaries inferred of it (Stamp, Coded, ErrorConstructor, NilOr,
	// CodesOf, FieldsSet), which only a call reads: it is exported, a
	// method, or called in the package's walked files.
	called bool
}

// funcDeclsWithBodies lists the package's functions with bodies, in the
// order of its files, in one walk that also finds the functions its calls
// name.
func (r *Result) funcDeclsWithBodies() []funcDecl {
	var out []funcDecl
	called := make(map[*types.Func]bool)
	info := r.pass.TypesInfo
	for c := range r.Syntax.Preorder((*ast.FuncDecl)(nil), (*ast.CallExpr)(nil)) {
		switch n := c.Node().(type) {
		case *ast.FuncDecl:
			if fn, ok := info.Defs[n.Name].(*types.Func); ok && n.Body != nil {
				out = append(out, funcDecl{fn: fn, c: c, called: fn.Exported() || n.Recv != nil})
			}
		case *ast.CallExpr:
			// Only calls of unexported functions are looked for, and
			// the package names those by an identifier, instantiated
			// or not (f(x), f[T](x)): a selector names a method or
			// another package's function, which need not be resolved.
			if id, ok := calledIdent(n.Fun); ok {
				if fn, ok := info.Uses[id].(*types.Func); ok && fn.Pkg() == r.pass.Pkg {
					called[fn.Origin()] = true
				}
			}
		}
	}
	// An unexported function that no call names is handed around as a
	// value at most (a handler given to AddTool): no other package can
	// call it, and a call through a variable names no function, so what
	// only a call of it would read is never read. Methods are left out of
	// the question: other packages call them, and option sets read them
	// whole.
	for i := range out {
		out[i].called = out[i].called || called[out[i].fn]
	}
	return out
}

// calledIdent returns the identifier a call's function expression is,
// once unparenthesized and stripped of its type arguments.
func calledIdent(fun ast.Expr) (*ast.Ident, bool) {
	fun = ast.Unparen(fun)
	switch ix := fun.(type) {
	case *ast.IndexExpr:
		fun = ast.Unparen(ix.X)
	case *ast.IndexListExpr:
		fun = ast.Unparen(ix.X)
	}
	id, ok := fun.(*ast.Ident)
	return id, ok
}

// fixpoint runs step on each of fns, in order, round after round, until
// a round changes nothing or rounds have run: step reports whether it
// changed what the others may read of its function (its facts, its
// summaries). A step's outcome is a function of the syntax and of what it
// read of the package's own functions, so once it has run, it runs again
// only when a function it read changed after it last started: it would
// otherwise do what it did then.
//
// What a step reads is recorded as it reads it: every fact it imports
// through the pass, and every summary it looks up.
func (r *Result) fixpoint(fns []funcDecl, rounds int, step func(funcDecl) bool) {
	changes := 0
	changedAt := make(map[*types.Func]int) // the value of changes after fn's last change
	startedAt := make(map[*types.Func]int) // the value of changes when fn's step last started
	reads := make(map[*types.Func][]*types.Func)
	var read []*types.Func
	readAll := false
	seen := make(map[*types.Func]bool)
	r.read = func(fn *types.Func) {
		for _, f := range [...]*types.Func{fn, fn.Origin()} {
			if f.Pkg() == r.pass.Pkg && !seen[f] {
				seen[f] = true
				read = append(read, f)
			}
		}
	}
	importFact, allFacts := r.pass.ImportObjectFact, r.pass.AllObjectFacts
	r.pass.ImportObjectFact = func(obj types.Object, fact analysis.Fact) bool {
		if fn, ok := obj.(*types.Func); ok {
			r.read(fn)
		}
		return importFact(obj, fact)
	}
	r.pass.AllObjectFacts = func() []analysis.ObjectFact {
		readAll = true
		return allFacts()
	}
	defer func() {
		r.pass.ImportObjectFact, r.pass.AllObjectFacts = importFact, allFacts
		r.read = nil
	}()
	const everything = -1 // a step that read every fact
	for range rounds {
		changed := false
		for _, d := range fns {
			if last, ran := startedAt[d.fn]; ran && last != everything {
				if !slices.ContainsFunc(reads[d.fn], func(f *types.Func) bool { return changedAt[f] > last }) {
					continue
				}
			}
			startedAt[d.fn] = changes
			read, readAll = read[:0], false
			clear(seen)
			if step(d) {
				changes++
				changedAt[d.fn] = changes
				changed = true
			}
			reads[d.fn] = slices.Clone(read)
			if readAll {
				startedAt[d.fn] = everything
			}
		}
		if !changed {
			return
		}
	}
}
