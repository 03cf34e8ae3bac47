package pinned

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

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

// function reads one function of the test files: the function itself,
// and each subtest within it, is a test (walk).
func (rd *reader) function(fd *ast.FuncDecl) {
	errs := rd.handlerErrors(fd.Body)
	if len(errs) == 0 {
		return // it asserts no handler's error
	}
	flags := rd.unsetFlags(fd)
	rd.testingParams(fd)
	newAsserted := func() *asserted { return &asserted{names: typedNames{rd, flags}, errs: errs} }
	refers := func(n ast.Node, r *region) {
		if id, ok := n.(*ast.Ident); ok {
			if pos, ok := rd.declared(id); ok && !slices.Contains(r.refs, pos) {
				r.refs = append(r.refs, pos)
			}
		}
	}
	walk(fd.Body, newAsserted, refers, func(r region) {
		t := &Test{Literals: r.literals}
		for _, pos := range r.refs {
			if tests := rd.byDecl[pos]; len(tests) == 0 || tests[len(tests)-1] != t {
				rd.byDecl[pos] = append(tests, t)
			}
		}
	})
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
func (rd *reader) handlerErrors(body *ast.BlockStmt) map[any]bool {
	errs := make(map[any]bool)
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
	testingParams(fd, func(name *ast.Ident) {
		if v, ok := rd.info.Defs[name].(*types.Var); ok {
			rd.testing[v] = true
		}
	})
}

func (rd *reader) isNil(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && rd.info.Uses[id] == types.Universe.Lookup("nil")
}
