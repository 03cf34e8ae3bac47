// Package flow answers the two data-flow questions the passes ask of a
// function body, by walking its syntax backwards from a point: which
// assignments may give a local variable its value there, and what the
// enclosing conditions say of its nil-ness.
//
// It is deliberately syntactic and intraprocedural: no SSA, no facts, so
// that it costs nothing on packages without tool handlers and little on
// those with them.
package flow

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
)

// State is what is known of a variable's nil-ness at a point.
type State int

const (
	Unknown State = iota
	Nil
	NonNil
)

// Def is one assignment that may give a variable its value at a point.
type Def struct {
	// Value is the right-hand side; with a multi-value call, Index says
	// which of its results. Value is nil for a zero value or an unknown source.
	Value ast.Expr
	Index int
	// Zero: declared without a value, or a named result not yet assigned.
	Zero bool
	// Outer: a parameter or a variable of an enclosing function; its value
	// comes from outside the body.
	Outer bool
	// AddrOf: Value is a call handed the variable's address
	// (json.Unmarshal(data, &v), errors.As(err, &v)), which may or may not
	// store into it. Index is -1.
	AddrOf bool
	// At is the statement holding the assignment.
	At inspector.Cursor
}

// Reach is what is known of a variable at a point.
type Reach struct {
	Defs  []Def
	State State
	// Guards are the conditions of the if statements whose body holds
	// the point: they are true there.
	Guards []ast.Expr
}

// Reaching walks back from at to the assignments of v that may reach it.
// It stops at the nearest unconditional assignment; conditional ones met on
// the way are all kept.
func Reaching(info *types.Info, v *types.Var, at inspector.Cursor) Reach {
	var r Reach
	cur := at
	// crossed: the walk has left the closure holding at for the function
	// around it; conditions there held when the closure was made, not when
	// it runs, so they say nothing of v.
	crossed := false
	for {
		switch n := cur.Node().(type) {
		case *ast.FuncLit:
			if n.Pos() <= v.Pos() && v.Pos() < n.End() {
				r.Defs = append(r.Defs, entryDef(info, n.Type, v, cur))
				return r
			}
			crossed = true // a captured variable: follow it outside
		case *ast.FuncDecl:
			r.Defs = append(r.Defs, entryDef(info, n.Type, v, cur))
			return r
		}
		parent := cur.Parent()
		if parent.Node() == nil {
			r.Defs = append(r.Defs, Def{Outer: true})
			return r
		}
		switch cur.ParentEdgeKind() {
		case edge.BlockStmt_List, edge.CaseClause_Body, edge.CommClause_Body:
			for sib, ok := cur.PrevSibling(); ok; sib, ok = sib.PrevSibling() {
				if d, ok := directDef(info, sib, v); ok {
					r.Defs = append(r.Defs, d)
					return r
				}
				if r.State == Unknown && len(r.Defs) == 0 && !crossed {
					r.State = stateAfter(info, sib.Node(), v)
				}
				r.Defs = append(r.Defs, nestedDefs(info, sib, v)...)
				r.Defs = append(r.Defs, addressDefs(info, sib, v)...)
				r.Defs = append(r.Defs, calledDefs(info, sib, v)...)
			}
		case edge.IfStmt_Body, edge.IfStmt_Else:
			ifs := parent.Node().(*ast.IfStmt)
			holds := cur.ParentEdgeKind() == edge.IfStmt_Body
			if holds && !crossed {
				r.Guards = append(r.Guards, ifs.Cond)
			}
			if r.State == Unknown && len(r.Defs) == 0 && !crossed {
				r.State = condState(info, ifs.Cond, v, holds)
			}
			// The condition runs before either branch: if errors.As(err, &v).
			cond := parent.ChildAt(edge.IfStmt_Cond, -1)
			r.Defs = append(r.Defs, addressDefs(info, cond, v)...)
			r.Defs = append(r.Defs, calledDefs(info, cond, v)...)
			if ifs.Init != nil {
				init := parent.ChildAt(edge.IfStmt_Init, -1)
				if d, ok := directDef(info, init, v); ok {
					r.Defs = append(r.Defs, d)
					return r
				}
				r.Defs = append(r.Defs, addressDefs(info, init, v)...)
				r.Defs = append(r.Defs, calledDefs(info, init, v)...)
			}
		case edge.SwitchStmt_Body, edge.TypeSwitchStmt_Body, edge.ForStmt_Body:
			var init ast.Stmt
			var k edge.Kind
			switch s := parent.Node().(type) {
			case *ast.SwitchStmt:
				init, k = s.Init, edge.SwitchStmt_Init
			case *ast.TypeSwitchStmt:
				init, k = s.Init, edge.TypeSwitchStmt_Init
			case *ast.ForStmt:
				init, k = s.Init, edge.ForStmt_Init
			}
			if init != nil {
				if d, ok := directDef(info, parent.ChildAt(k, -1), v); ok {
					r.Defs = append(r.Defs, d)
					return r
				}
			}
		case edge.RangeStmt_Body:
			rs := parent.Node().(*ast.RangeStmt)
			if isVar(info, rs.Key, v) || isVar(info, rs.Value, v) {
				r.Defs = append(r.Defs, Def{At: parent})
				return r
			}
		}
		cur = parent
	}
}

// entryDef is what v holds on entry to the function whose signature is ft:
// the zero value for a named result, a value from outside for the rest.
func entryDef(info *types.Info, ft *ast.FuncType, v *types.Var, at inspector.Cursor) Def {
	if ft != nil && ft.Results != nil {
		for _, field := range ft.Results.List {
			for _, name := range field.Names {
				if info.Defs[name] == v {
					return Def{Zero: true, At: at}
				}
			}
		}
	}
	return Def{Outer: true, At: at}
}

// addressDefs lists the calls in the statement or expression at s, outside
// closures, that are handed the address of v: each may store into it.
func addressDefs(info *types.Info, s inspector.Cursor, v *types.Var) []Def {
	if s.Node() == nil {
		return nil
	}
	var defs []Def
	s.Inspect([]ast.Node{(*ast.FuncLit)(nil), (*ast.CallExpr)(nil)}, func(c inspector.Cursor) bool {
		call, ok := c.Node().(*ast.CallExpr)
		if !ok {
			return false // a closure's calls run when it does
		}
		for _, arg := range call.Args {
			if u, ok := ast.Unparen(arg).(*ast.UnaryExpr); ok && u.Op == token.AND && isVar(info, u.X, v) {
				defs = append(defs, Def{Value: call, Index: -1, AddrOf: true, At: s})
				break
			}
		}
		return true
	})
	return defs
}

// calledDefs lists the assignments of v inside the closures that a call in
// the statement or expression at s is handed, or calls in place:
// client.Run(ctx, func(ctx context.Context) error { res = …; return nil }).
// The callee may run them before it returns, and whether it does is its
// contract, which a walk of the caller's syntax cannot see: each may or may
// not reach the point. A closure that a go or defer statement runs is not
// run by then.
func calledDefs(info *types.Info, s inspector.Cursor, v *types.Var) []Def {
	if s.Node() == nil {
		return nil
	}
	var defs []Def
	s.Inspect([]ast.Node{(*ast.GoStmt)(nil), (*ast.DeferStmt)(nil), (*ast.CallExpr)(nil)}, func(c inspector.Cursor) bool {
		call, ok := c.Node().(*ast.CallExpr)
		if !ok {
			return false
		}
		for i, arg := range call.Args {
			if _, ok := ast.Unparen(arg).(*ast.FuncLit); ok {
				defs = append(defs, closureDefs(info, c.ChildAt(edge.CallExpr_Args, i), v)...)
			}
		}
		if _, ok := ast.Unparen(call.Fun).(*ast.FuncLit); ok {
			defs = append(defs, closureDefs(info, c.ChildAt(edge.CallExpr_Fun, -1), v)...)
		}
		return true
	})
	return defs
}

// closureDefs lists the assignments of v in the body of the closure at
// lit, outside the closures nested in it, which calledDefs finds where a
// call runs them.
func closureDefs(info *types.Info, lit inspector.Cursor, v *types.Var) []Def {
	var defs []Def
	entered := false
	lit.Inspect([]ast.Node{(*ast.FuncLit)(nil), (*ast.AssignStmt)(nil)}, func(c inspector.Cursor) bool {
		if _, ok := c.Node().(*ast.FuncLit); ok {
			first := !entered
			entered = true
			return first
		}
		if d, ok := directDef(info, c, v); ok {
			defs = append(defs, d)
		}
		return true
	})
	return defs
}

// AddressTaker returns, for a def made by handing v's address to a call,
// the call and the index of the argument holding the address.
func AddressTaker(info *types.Info, d Def, v *types.Var) (*ast.CallExpr, int, bool) {
	call, ok := d.Value.(*ast.CallExpr)
	if !d.AddrOf || !ok {
		return nil, 0, false
	}
	for i, arg := range call.Args {
		if u, ok := ast.Unparen(arg).(*ast.UnaryExpr); ok && u.Op == token.AND && isVar(info, u.X, v) {
			return call, i, true
		}
	}
	return nil, 0, false
}

// directDef reports the assignment of v made by the statement at s itself.
func directDef(info *types.Info, s inspector.Cursor, v *types.Var) (Def, bool) {
	switch n := s.Node().(type) {
	case *ast.LabeledStmt:
		return directDef(info, s.ChildAt(edge.LabeledStmt_Stmt, -1), v)
	case *ast.AssignStmt:
		for i, lhs := range n.Lhs {
			if !isVar(info, lhs, v) {
				continue
			}
			if n.Tok != token.ASSIGN && n.Tok != token.DEFINE {
				return Def{At: s}, true // x op= y: some value we do not follow
			}
			if len(n.Rhs) == len(n.Lhs) {
				return Def{Value: n.Rhs[i], At: s}, true
			}
			return Def{Value: n.Rhs[0], Index: i, At: s}, true
		}
	case *ast.DeclStmt:
		gen, ok := n.Decl.(*ast.GenDecl)
		if !ok || gen.Tok != token.VAR {
			return Def{}, false
		}
		for _, spec := range gen.Specs {
			vs := spec.(*ast.ValueSpec)
			for i, name := range vs.Names {
				if info.Defs[name] != v {
					continue
				}
				switch {
				case len(vs.Values) == 0:
					return Def{Zero: true, At: s}, true
				case len(vs.Values) == len(vs.Names):
					return Def{Value: vs.Values[i], At: s}, true
				default:
					return Def{Value: vs.Values[0], Index: i, At: s}, true
				}
			}
		}
	}
	return Def{}, false
}

// nestedDefs lists the assignments of v inside a compound statement, any of
// which may or may not run.
func nestedDefs(info *types.Info, s inspector.Cursor, v *types.Var) []Def {
	switch s.Node().(type) {
	case *ast.AssignStmt, *ast.DeclStmt, *ast.ExprStmt, *ast.ReturnStmt, *ast.IncDecStmt, *ast.SendStmt:
		return nil
	}
	var defs []Def
	s.Inspect([]ast.Node{(*ast.FuncLit)(nil), (*ast.BlockStmt)(nil), (*ast.CaseClause)(nil), (*ast.AssignStmt)(nil), (*ast.DeclStmt)(nil), (*ast.RangeStmt)(nil)}, func(c inspector.Cursor) bool {
		switch n := c.Node().(type) {
		case *ast.FuncLit:
			return false
		case *ast.BlockStmt:
			// An assignment in a branch that returns cannot reach a point
			// after the statement: if err != nil { x = …; return }.
			return !Exits(info, n.List)
		case *ast.CaseClause:
			return !Exits(info, n.Body)
		case *ast.RangeStmt:
			if isVar(info, n.Key, v) || isVar(info, n.Value, v) {
				defs = append(defs, Def{At: c})
			}
		default:
			if d, ok := directDef(info, c, v); ok {
				defs = append(defs, d)
			}
		}
		return true
	})
	return defs
}

// stateAfter tells what a guard statement such as
//
//	if err != nil { return … }
//
// leaves known of v after it.
func stateAfter(info *types.Info, s ast.Node, v *types.Var) State {
	ifs, ok := s.(*ast.IfStmt)
	if !ok || ifs.Else != nil || !Terminates(info, ifs.Body) {
		return Unknown
	}
	// Control gets past the statement only where its condition is false.
	return condState(info, ifs.Cond, v, false)
}

// condState tells what cond being holds (or not) says of v.
func condState(info *types.Info, cond ast.Expr, v *types.Var, holds bool) State {
	switch e := ast.Unparen(cond).(type) {
	case *ast.BinaryExpr:
		switch e.Op {
		case token.LAND:
			if holds {
				if s := condState(info, e.X, v, true); s != Unknown {
					return s
				}
				return condState(info, e.Y, v, true)
			}
		case token.LOR:
			if !holds {
				if s := condState(info, e.X, v, false); s != Unknown {
					return s
				}
				return condState(info, e.Y, v, false)
			}
		case token.EQL, token.NEQ:
			var other ast.Expr
			switch {
			case isVar(info, e.X, v):
				other = e.Y
			case isVar(info, e.Y, v):
				other = e.X
			default:
				return Unknown
			}
			if !IsNil(info, other) {
				return Unknown
			}
			if (e.Op == token.NEQ) == holds {
				return NonNil
			}
			return Nil
		}
	}
	return Unknown
}

// Nilable reports whether a value of type t may be nil.
func Nilable(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Interface, *types.Map, *types.Slice, *types.Signature, *types.Chan:
		return true
	}
	return false
}

// IsNil reports whether e is the predeclared nil.
func IsNil(info *types.Info, e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	_, isNil := info.Uses[id].(*types.Nil)
	return isNil
}

func isVar(info *types.Info, e ast.Expr, v *types.Var) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok || e == nil {
		return false
	}
	obj := info.Defs[id]
	if obj == nil {
		obj = info.Uses[id]
	}
	return obj == v
}
