package declarations

import (
	"go/ast"
	"go/types"
	"sync"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/flow"
)

// traceMemo keeps the answers to the syntactic questions that tracing a
// value asks again and again: which assignments reach a variable at a
// point, and what the statements of a function do to a variable. Every
// probe (code, stamp, error result, envelope), every round of the
// inference and every rule asks them anew of the same returns; the
// answers depend on the package's syntax and types only, never on facts,
// so they hold for the whole pass.
//
// The rules read the result concurrently, hence the lock.
type traceMemo struct {
	mu      sync.Mutex
	reach   map[reachKey][]flow.Def
	updates map[int32][]update     // by function: its cursor's index in the package's one inspector
	nilOr   map[*types.Func]*NilOr // of other packages' functions
	returns map[inspector.Cursor][]inspector.Cursor
	// constants are the code constants of each code type.
	constants map[*types.TypeName][]*types.Const
}

// lookup returns (*table)[k], read under mu: the table itself too, which
// store makes on first use while other rules may be reading.
func lookup[K comparable, V any](mu *sync.Mutex, table *map[K]V, k K) (V, bool) {
	mu.Lock()
	defer mu.Unlock()
	v, ok := (*table)[k]
	return v, ok
}

// store sets (*table)[k] to v under mu, making the table on first use.
func store[K comparable, V any](mu *sync.Mutex, table *map[K]V, k K, v V) {
	mu.Lock()
	defer mu.Unlock()
	if *table == nil {
		*table = make(map[K]V)
	}
	(*table)[k] = v
}

// reachKey is a variable at a point, the point by its cursor's index in
// the package's one inspector.
type reachKey struct {
	v  *types.Var
	at int32
}

// reachingDefs is flow.Reaching(info, v, at).Defs, computed once. Only
// the assignments are kept: the traces read nothing else of the answer,
// and the table's entries are half the size without the rest.
func (r *Result) reachingDefs(v *types.Var, at inspector.Cursor) []flow.Def {
	m := &r.memo
	k := reachKey{v, at.Index()}
	if defs, ok := lookup(&m.mu, &m.reach, k); ok {
		return defs
	}
	defs := flow.Reaching(r.pass.TypesInfo, v, at).Defs
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.reach == nil {
		// A package's traces ask of a few dozen variables and points:
		// made to hold them, the table is not grown and rehashed
		// entry by entry, which cost more than the answers it keeps.
		m.reach = make(map[reachKey][]flow.Def, reachHint)
	}
	m.reach[k] = defs
	return defs
}

// reachHint is the size the table of reaching assignments is made for.
const reachHint = 32

// returns is flow.Returns(fn), computed once: every probe of the
// inference, in every round, asks for the returns of each function.
func (r *Result) returns(fn inspector.Cursor) []inspector.Cursor {
	m := &r.memo
	if rets, ok := lookup(&m.mu, &m.returns, fn); ok {
		return rets
	}
	rets := flow.Returns(fn)
	store(&m.mu, &m.returns, fn, rets)
	return rets
}

// updatesIn returns every update the function or closure at fn makes to
// a variable, in the order of the syntax: calls of a method of the
// variable, calls handed the variable (or its address), and assignments
// of one of its fields. It walks the function once, however many
// variables are asked about; the list is one slice, not a table by
// variable: a function makes a few dozen updates at most, and filling a
// table cost more than scanning the list for each variable asked about.
func (r *Result) updatesIn(fn inspector.Cursor) []update {
	m := &r.memo
	if list, ok := lookup(&m.mu, &m.updates, fn.Index()); ok {
		return list
	}
	info := r.pass.TypesInfo
	varOf := func(e ast.Expr) *types.Var {
		e = ast.Unparen(e)
		if u, ok := e.(*ast.UnaryExpr); ok {
			e = ast.Unparen(u.X)
		}
		if id, ok := e.(*ast.Ident); ok {
			v, _ := info.Uses[id].(*types.Var)
			return v
		}
		return nil
	}
	var list []update
	fn.Inspect([]ast.Node{(*ast.CallExpr)(nil), (*ast.AssignStmt)(nil)}, func(c inspector.Cursor) bool {
		switch n := c.Node().(type) {
		case *ast.CallExpr:
			var callee *types.Func
			resolved := false
			calleeOf := func() *types.Func {
				if !resolved {
					callee, _ = typeutil.Callee(info, n).(*types.Func)
					resolved = true
				}
				return callee
			}
			// A variable handed to a call that names no function
			// (a builtin, a conversion, a function value) is marked
			// by no probe: only what a method of it is handed counts.
			pos := n.Pos()
			if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok {
				if v := varOf(sel.X); v != nil {
					if calleeOf() != nil {
						list = append(list, update{Var: v, At: c, pos: pos, Callee: calleeOf()})
					}
					for _, arg := range n.Args {
						list = append(list, update{Var: v, At: c, pos: pos, Callee: calleeOf(), Value: arg})
					}
				}
			}
			for _, arg := range n.Args {
				if v := varOf(arg); v != nil && calleeOf() != nil {
					list = append(list, update{Var: v, At: c, pos: pos, Callee: calleeOf()})
				}
			}
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
				if !ok || i >= len(n.Rhs) {
					continue
				}
				if v := varOf(sel.X); v != nil {
					list = append(list, update{Var: v, At: c, pos: n.Pos(), Field: sel.Sel.Name, Value: n.Rhs[i]})
				}
			}
		}
		return true
	})
	store(&m.mu, &m.updates, fn.Index(), list)
	return list
}
