package declarations

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/inspector"
)

// A funcDecl is a function the package declares with a body.
type funcDecl struct {
	fn *types.Func
	c  inspector.Cursor
}

// funcDeclsWithBodies lists the package's functions with bodies, in the
// order of its files.
func (r *Result) funcDeclsWithBodies() []funcDecl {
	var out []funcDecl
	for c := range r.Inspector().Root().Preorder((*ast.FuncDecl)(nil)) {
		fd := c.Node().(*ast.FuncDecl)
		if fn, ok := r.pass.TypesInfo.Defs[fd.Name].(*types.Func); ok && fd.Body != nil {
			out = append(out, funcDecl{fn, c})
		}
	}
	return out
}

// fixpoint runs step on each of fns, in order, round after round, until
// a round changes nothing or rounds have run: step reports whether it
// changed what the other functions may read of its function. A step reads
// what the others computed only through the functions its body names, so
// once it has run, it runs again only when one of those changed after it
// last started: it would otherwise do what it did then.
func (r *Result) fixpoint(fns []funcDecl, rounds int, step func(funcDecl) bool) {
	changes := 0
	changedAt := make(map[*types.Func]int) // the value of changes after fn's last change
	startedAt := make(map[*types.Func]int) // the value of changes when fn's step last started
	names := make(map[*types.Func][]*types.Func)
	for range rounds {
		changed := false
		for _, d := range fns {
			if last, ran := startedAt[d.fn]; ran {
				if _, ok := names[d.fn]; !ok {
					names[d.fn] = r.localFuncsNamed(d.c)
				}
				if !slices.ContainsFunc(names[d.fn], func(f *types.Func) bool { return changedAt[f] > last }) {
					continue
				}
			}
			startedAt[d.fn] = changes
			if step(d) {
				changes++
				changedAt[d.fn] = changes
				changed = true
			}
		}
		if !changed {
			return
		}
	}
}

// localFuncsNamed lists the functions of the package that the syntax at c
// names, each with its origin when it is an instance.
func (r *Result) localFuncsNamed(c inspector.Cursor) []*types.Func {
	var out []*types.Func
	for id := range c.Preorder((*ast.Ident)(nil)) {
		if fn, ok := r.pass.TypesInfo.Uses[id.Node().(*ast.Ident)].(*types.Func); ok && fn.Pkg() == r.pass.Pkg {
			out = append(out, fn, fn.Origin())
		}
	}
	return out
}
