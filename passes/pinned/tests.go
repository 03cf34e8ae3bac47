package pinned

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/passes/syntax"
)

// reader reads the test files of one package, typed by info: the
// package's own types, or those of its test variant.
type reader struct {
	pass  *analysis.Pass
	info  *types.Info
	decls *declarations.Result
	// byDecl holds the tests read, by the declarations they refer to.
	byDecl map[token.Pos][]*Test
	// testing holds the parameters of testing's types.
	testing map[*types.Var]bool
}

// region is what one test holds outside its subtests: the package's
// functions it refers to, its string literals, and whether it asserts a
// handler's error.
type region struct {
	refs     []token.Pos
	literals []string
	asserts  bool
	subtests []*ast.FuncLit
}

// function reads one function of the test files: the function itself,
// and each subtest within it, is a test. A subtest refers to what the
// functions around it refer to, and expects what they hold: a table-driven
// test declares its handler and its messages in the table, and asserts
// in the subtest.
func (rd *reader) function(fd *ast.FuncDecl) {
	errs := rd.handlerErrors(fd.Body)
	if len(errs) == 0 {
		return // it asserts no handler's error
	}
	flags := rd.unsetFlags(fd)
	rd.testingParams(fd)
	var readBody func(body *ast.BlockStmt, outer region)
	readBody = func(body *ast.BlockStmt, outer region) {
		own := rd.region(body, errs, flags)
		own.refs = append(own.refs, outer.refs...)
		own.literals = append(own.literals, outer.literals...)
		if own.asserts {
			t := &Test{Literals: own.literals}
			for _, pos := range own.refs {
				if tests := rd.byDecl[pos]; len(tests) == 0 || tests[len(tests)-1] != t {
					rd.byDecl[pos] = append(tests, t)
				}
			}
		}
		for _, sub := range own.subtests {
			readBody(sub.Body, own)
		}
	}
	readBody(fd.Body, region{})
}

// region reads body, but for the subtests within it.
func (rd *reader) region(body *ast.BlockStmt, errs, flags map[*types.Var]bool) region {
	var r region
	subtests := make(map[*ast.FuncLit]bool)
	a := &asserted{rd: rd, errs: errs, flags: flags}
	// The keys of map literals name arguments ("owner": "octo"): the texts
	// a test expects are values.
	keys := make(map[ast.Expr]bool)
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.KeyValueExpr:
			keys[n.Key] = true
		case *ast.FuncLit:
			if subtests[n] {
				r.subtests = append(r.subtests, n)
				return false
			}
		case *ast.CallExpr:
			if lit, ok := subtest(n); ok {
				subtests[lit] = true
			}
			r.asserts = r.asserts || a.call(n)
		case *ast.IfStmt:
			a.guard(n)
			r.asserts = r.asserts || a.failsIfNil(n)
		case *ast.Ident:
			if pos, ok := rd.declared(n); ok && !slices.Contains(r.refs, pos) {
				r.refs = append(r.refs, pos)
			}
		case *ast.BasicLit:
			if n.Kind == token.STRING && !keys[n] {
				if s, err := strconv.Unquote(n.Value); err == nil && s != "" {
					r.literals = append(r.literals, s)
				}
			}
		}
		return true
	})
	return r
}

// subtest returns the function a call of Run (t.Run, suite.Run, b.Run)
// runs as a subtest.
func subtest(call *ast.CallExpr) (*ast.FuncLit, bool) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Run" || len(call.Args) != 2 {
		return nil, false
	}
	lit, ok := ast.Unparen(call.Args[1]).(*ast.FuncLit)
	return lit, ok
}

// declared returns the position of the name of the function or method of
// the package that id refers to, declared outside the test files.
func (rd *reader) declared(id *ast.Ident) (token.Pos, bool) {
	fn, ok := rd.info.Uses[id].(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != rd.pass.Pkg.Path() {
		return token.NoPos, false
	}
	pos := fn.Origin().Pos()
	if !pos.IsValid() || syntax.InTestFile(rd.pass.Fset, pos) {
		return token.NoPos, false
	}
	return pos, true
}

// handlerErrors returns the variables that body assigns the error of a
// call of a handler to: `_, err := handler(ctx, req)`.
func (rd *reader) handlerErrors(body *ast.BlockStmt) map[*types.Var]bool {
	errs := make(map[*types.Var]bool)
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 || len(as.Lhs) < 2 {
			return true
		}
		call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		if !ok || !rd.handlerCall(call) {
			return true
		}
		if id, ok := as.Lhs[len(as.Lhs)-1].(*ast.Ident); ok {
			if v, ok := rd.info.ObjectOf(id).(*types.Var); ok {
				errs[v] = true
			}
		}
		return true
	})
	return errs
}

// handlerCall reports whether call calls a handler: a value of a
// handler type, or of a function type with a handler's signature, or a
// declared handler function or method.
func (rd *reader) handlerCall(call *ast.CallExpr) bool {
	t := rd.info.TypeOf(call.Fun)
	if t == nil {
		return false
	}
	if _, ok := handlers.NamedShape(rd.decls, rd.own(t)); ok {
		return true
	}
	sig, ok := t.Underlying().(*types.Signature)
	if !ok {
		return false
	}
	_, ok = handlers.SignatureShape(sig, false)
	return ok
}

// own returns the package's own type for t, a type the package declares
// as the test variant's copy of it has it: the declarations know the
// package's own objects. Any other type is returned as it is.
func (rd *reader) own(t types.Type) types.Type {
	named, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return t
	}
	obj := named.Obj()
	if obj.Pkg() == nil || obj.Pkg() == rd.pass.Pkg || obj.Pkg().Path() != rd.pass.Pkg.Path() || named.TypeArgs().Len() > 0 {
		return t
	}
	if o, ok := rd.pass.Pkg.Scope().Lookup(obj.Name()).(*types.TypeName); ok && o.Pos() == obj.Pos() {
		return o.Type()
	}
	return t
}

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

// asserted tells the assertions that one of errs, the errors of calls of
// handlers, is not nil. An error asserted where a condition says it is
// not nil, `if err != nil { assert.Contains(t, err.Error(), want) }`,
// may as well be nil: the test takes either outcome. One asserted under
// a flag of the test's table that no entry sets, `if tc.expectError`, is
// never asserted.
type asserted struct {
	rd      *reader
	errs    map[*types.Var]bool
	flags   map[*types.Var]bool
	guarded []guarded
}

// guarded is the extent of a block that runs only when v is not nil, or,
// v nil, never.
type guarded struct {
	pos, end token.Pos
	v        *types.Var
}

// guard notes the body of stmt if it runs only when an error is not nil,
// or never.
func (a *asserted) guard(stmt *ast.IfStmt) {
	if a.rd.unsetFlag(stmt.Cond, a.flags) {
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
	if !assertions[sel.Sel.Name] || a.rd.testingValue(sel.X) {
		return false
	}
	return slices.ContainsFunc(call.Args, a.unguarded)
}

// failsIfNil reports whether the if statement fails the test when an
// error is nil: `if err == nil { t.Fatal(…) }`.
func (a *asserted) failsIfNil(stmt *ast.IfStmt) bool {
	cond, ok := ast.Unparen(stmt.Cond).(*ast.BinaryExpr)
	if !ok || cond.Op != token.EQL {
		return false
	}
	if _, ok := a.compared(cond); !ok {
		return false
	}
	fails := false
	ast.Inspect(stmt.Body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
			fails = ok && failures[sel.Sel.Name] && a.rd.testingValue(sel.X)
		}
		return !fails
	})
	return fails
}

// compared returns the error cond compares with nil.
func (a *asserted) compared(cond *ast.BinaryExpr) (*types.Var, bool) {
	if v, ok := a.err(cond.X); ok && a.rd.isNil(cond.Y) {
		return v, true
	}
	if v, ok := a.err(cond.Y); ok && a.rd.isNil(cond.X) {
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
func (a *asserted) err(e ast.Expr) (*types.Var, bool) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil, false
	}
	v, ok := a.rd.info.Uses[id].(*types.Var)
	return v, ok && a.errs[v]
}

// failures are the methods of testing's T that fail the test.
var failures = map[string]bool{"Error": true, "Errorf": true, "Fatal": true, "Fatalf": true, "Fail": true, "FailNow": true}

// testingValue reports whether e is a parameter of type *testing.T, B or
// F, or testing.TB, as written: the assertions are told apart by their
// names and their receivers' declarations, not their types, which a
// package analyzed alone may not know (see testsOnDisk).
func (rd *reader) testingValue(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := rd.info.Uses[id].(*types.Var)
	return ok && rd.testing[v]
}

// testingParams notes the parameters of the functions in fd that are of
// testing's types.
func (rd *reader) testingParams(fd *ast.FuncDecl) {
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
				if v, ok := rd.info.Defs[name].(*types.Var); ok {
					rd.testing[v] = true
				}
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

func (rd *reader) isNil(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && rd.info.Uses[id] == types.Universe.Lookup("nil")
}
