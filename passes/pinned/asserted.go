package pinned

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
)

// assertions are the names of the assertions that an error is not nil:
// testify's assert and require functions, and the methods of its suites
// and Assertions, with their f forms.
var assertions = map[string]bool{
	"Error": true, "Errorf": true,
	"ErrorContains": true, "ErrorContainsf": true,
	"EqualError": true, "EqualErrorf": true,
	"ErrorIs": true, "ErrorIsf": true,
	"ErrorAs": true, "ErrorAsf": true,
	"NotNil": true, "NotNilf": true,
}

// failures are the methods of testing's T that fail the test.
var failures = map[string]bool{"Error": true, "Errorf": true, "Fatal": true, "Fatalf": true, "Fail": true, "FailNow": true}

// names resolves the identifiers of the tests read: by the types of the
// package's tests where they are typed as the package's (reader), by the
// parser's scopes where they are read alone, untyped (endToEnd).
type names interface {
	// variable returns the variable id refers to, nil for none.
	variable(id *ast.Ident) any
	// isNil reports whether e is the predeclared nil.
	isNil(e ast.Expr) bool
	// testingValue reports whether e is a parameter of testing's types.
	testingValue(e ast.Expr) bool
	// unsetFlag reports whether cond is a flag of the test's table that
	// no entry sets: `if tc.expectError`.
	unsetFlag(cond ast.Expr) bool
}

// asserted tells the assertions that one of errs, the errors of calls of
// handlers, is not nil. An error asserted where a condition says it is
// not nil, `if err != nil { assert.Contains(t, err.Error(), want) }`,
// may as well be nil: the test takes either outcome. One asserted under
// a flag of the test's table that no entry sets, `if tc.expectError`, is
// never asserted.
type asserted struct {
	names   names
	errs    map[any]bool
	guarded []guarded
}

// guarded is the extent of a block that runs only when v is not nil, or,
// v nil, never.
type guarded struct {
	pos, end token.Pos
	v        any
}

// guard notes the body of stmt if it runs only when an error is not nil,
// or never.
func (a *asserted) guard(stmt *ast.IfStmt) {
	if a.names.unsetFlag(stmt.Cond) {
		a.guarded = append(a.guarded, guarded{stmt.Body.Pos(), stmt.Body.End(), nil})
		return
	}
	cond, ok := ast.Unparen(stmt.Cond).(*ast.BinaryExpr)
	if !ok || cond.Op != token.NEQ {
		return
	}
	if v, ok := a.compared(cond); ok {
		a.guarded = append(a.guarded, guarded{stmt.Body.Pos(), stmt.Body.End(), v})
	}
}

// call reports whether call asserts that an error is not nil: an
// assertion that takes it (require.Error(t, err), s.ErrorContains(err,
// "…")), but for testing's own Error, which logs it; or its Error method,
// which would panic on nil.
func (a *asserted) call(call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	if sel.Sel.Name == "Error" && len(call.Args) == 0 && a.unguarded(sel.X) {
		return true
	}
	if a.names.testingValue(sel.X) {
		return false
	}
	switch {
	case assertions[sel.Sel.Name]:
		return slices.ContainsFunc(call.Args, a.unguarded)
	case sel.Sel.Name == "True" || sel.Sel.Name == "Truef":
		// require.True(t, err != nil)
		return slices.ContainsFunc(call.Args, func(e ast.Expr) bool {
			_, ok := a.notNil(e)
			return ok
		})
	case sel.Sel.Name == "Equal" || sel.Sel.Name == "Equalf":
		// assert.Equal(t, tt.wantErr, err != nil)
		for i, e := range call.Args {
			if _, ok := a.notNil(e); ok {
				return slices.ContainsFunc(call.Args, func(other ast.Expr) bool {
					return other != call.Args[i] && a.flag(other)
				})
			}
		}
	}
	return false
}

// notNil returns the error e compares with nil, `err != nil`.
func (a *asserted) notNil(e ast.Expr) (any, bool) {
	cond, ok := ast.Unparen(e).(*ast.BinaryExpr)
	if !ok || cond.Op != token.NEQ {
		return nil, false
	}
	v, ok := a.compared(cond)
	if !ok {
		return nil, false
	}
	errSide := cond.X
	if a.names.isNil(cond.X) {
		errSide = cond.Y
	}
	return v, a.unguarded(errSide)
}

// flag reports whether e is a test's expectation of an error that some
// entry may set: a field or variable, not a constant, nor a flag of the
// table no entry sets, nor the test's *testing.T.
func (a *asserted) flag(e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		return !a.names.unsetFlag(e)
	case *ast.Ident:
		return a.names.variable(e) != nil && !a.names.testingValue(e)
	}
	return false
}

// failsIfNil reports whether the if statement fails the test when an
// error is nil: `if err == nil { t.Fatal(…) }`, or, gotests' form, when
// whether it is nil differs from what a flag of the test's table says:
// `if (err != nil) != tt.wantErr { t.Errorf(…) }`.
func (a *asserted) failsIfNil(stmt *ast.IfStmt) bool {
	cond, ok := ast.Unparen(stmt.Cond).(*ast.BinaryExpr)
	if !ok || !a.nilTest(cond) {
		return false
	}
	fails := false
	ast.Inspect(stmt.Body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
			fails = ok && failures[sel.Sel.Name] && a.names.testingValue(sel.X)
		}
		return !fails
	})
	return fails
}

// nilTest reports whether cond fails when an error is nil: `err ==
// nil`, or `(err != nil) != tt.wantErr` either way round.
func (a *asserted) nilTest(cond *ast.BinaryExpr) bool {
	if cond.Op == token.EQL {
		_, ok := a.compared(cond)
		return ok
	}
	if cond.Op != token.NEQ {
		return false
	}
	if _, ok := a.notNil(cond.X); ok {
		return a.flag(cond.Y)
	}
	if _, ok := a.notNil(cond.Y); ok {
		return a.flag(cond.X)
	}
	return false
}

// compared returns the error cond compares with nil.
func (a *asserted) compared(cond *ast.BinaryExpr) (any, bool) {
	if v, ok := a.err(cond.X); ok && a.names.isNil(cond.Y) {
		return v, true
	}
	if v, ok := a.err(cond.Y); ok && a.names.isNil(cond.X) {
		return v, true
	}
	return nil, false
}

// unguarded reports whether e is one of the errors, where no condition
// says it is not nil.
func (a *asserted) unguarded(e ast.Expr) bool {
	v, ok := a.err(e)
	return ok && !slices.ContainsFunc(a.guarded, func(g guarded) bool {
		return (g.v == nil || g.v == v) && g.pos <= e.Pos() && e.End() <= g.end
	})
}

// err returns the error e names, if one of the errors.
func (a *asserted) err(e ast.Expr) (any, bool) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil, false
	}
	v := a.names.variable(id)
	return v, v != nil && a.errs[v]
}

// testingParams calls note with the name of each parameter of the
// functions in fd that is of testing's types.
func testingParams(fd ast.Node, note func(name *ast.Ident)) {
	ast.Inspect(fd, func(n ast.Node) bool {
		ft, ok := n.(*ast.FuncType)
		if !ok || ft.Params == nil {
			return true
		}
		for _, field := range ft.Params.List {
			if !testingType(field.Type) {
				continue
			}
			for _, name := range field.Names {
				note(name)
			}
		}
		return true
	})
}

// testingType reports whether e spells *testing.T, *testing.B,
// *testing.F or testing.TB.
func testingType(e ast.Expr) bool {
	if star, ok := e.(*ast.StarExpr); ok {
		e = star.X
	}
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return ok && pkg.Name == "testing" && (sel.Sel.Name == "T" || sel.Sel.Name == "B" || sel.Sel.Name == "F" || sel.Sel.Name == "TB")
}

// typedNames resolves identifiers by the types of the package's tests.
type typedNames struct {
	rd    *reader
	flags map[*types.Var]bool
}

func (n typedNames) variable(id *ast.Ident) any {
	if v, ok := n.rd.info.Uses[id].(*types.Var); ok {
		return v
	}
	return nil
}

func (n typedNames) isNil(e ast.Expr) bool        { return n.rd.isNil(e) }
func (n typedNames) testingValue(e ast.Expr) bool { return n.rd.testingValue(e) }
func (n typedNames) unsetFlag(cond ast.Expr) bool { return n.rd.unsetFlag(cond, n.flags) }
