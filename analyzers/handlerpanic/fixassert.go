package handlerpanic

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/internal/handlerfix"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// assertionFix rewrites the single-value assertion n, at c, into the
// two-value form and returns the handler's isError result where it
// fails, naming the argument and the type:
//
//	id := args["id"].(string)
//
// becomes
//
//	id, ok := args["id"].(string)
//	if !ok {
//		return mcp.NewToolResultError(`argument "id" must be a string`), nil
//	}
//
// An assertion inside an expression (strings.ToLower(args["q"].(string)))
// is hoisted into a statement of its own before the one holding it, into
// a variable named after the argument. Only where the return can be
// written (see returnsFor; not in a go statement), in a statement that
// evaluates the assertion whenever it runs, after nothing that may change
// what the assertion reads.
func (w *walker) assertionFix(c inspector.Cursor, n *ast.TypeAssertExpr, args outcomes.Arguments, decoded bool) (analysis.SuggestedFix, bool) {
	pass := w.c.Pass
	at, ok := w.checkPointFor(c, n, n.X, args)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	stmt, s, file, scope, indent := at.stmt, at.stmt.Node().(ast.Stmt), at.file, at.scope, at.indent
	msg := handlerfix.Literal(assertionMessage(pass, n, decoded))
	site := handlerfix.Site{Pass: pass, Decls: w.c.Decls, Handler: w.handler, File: file}
	failed := func(ok string, pos token.Pos) (string, []analysis.TextEdit, bool) {
		site.Pos = pos
		operands, imports, fine := site.Failure(msg)
		return "if !" + ok + " {\n" + indent + "\treturn " + operands + "\n" + indent + "}", imports, fine
	}
	okName := handlerfix.Fresh(scope, s.Pos(), "ok", laterOK(pass.TypesInfo, stmt))
	// x := E.(T) takes the ok beside x; var x = E.(T) becomes the same,
	// which lets the fixes of several assertions of a block share one ok.
	var rewrite []analysis.TextEdit
	lhs, ok := declared(s, n)
	if gen, name, isVar := varDeclared(s, n); isVar {
		lhs, ok = name, true
		rewrite = []analysis.TextEdit{
			{Pos: gen.Pos(), End: name.Pos()},
			{Pos: name.End(), End: n.Pos(), NewText: []byte(", " + okName + " := ")},
		}
	} else if ok {
		rewrite = []analysis.TextEdit{{Pos: lhs.End(), End: lhs.End(), NewText: []byte(", " + okName)}}
	}
	if ok {
		check, imports, ok := failed(okName, s.End())
		end, fits := edit.LineEnd(pass, s.End())
		if !ok || !fits {
			return analysis.SuggestedFix{}, false
		}
		return formatted(pass, analysis.SuggestedFix{
			Message: "check the assertion and return an isError result where it fails",
			TextEdits: append(append(imports, rewrite...),
				analysis.TextEdit{Pos: end, End: end, NewText: []byte("\n" + indent + check)},
			),
		})
	}
	assertion, ok := edit.Source(pass.Fset, n)
	if !ok || strings.Contains(assertion, "\n") {
		return analysis.SuggestedFix{}, false
	}
	name := handlerfix.Fresh(scope, s.Pos(), variableName(pass.TypesInfo, n.X), nil, okName)
	check, imports, ok := failed(okName, s.Pos())
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return formatted(pass, analysis.SuggestedFix{
		Message: "check the assertion in a statement before and return an isError result where it fails",
		TextEdits: append(imports,
			analysis.TextEdit{Pos: s.Pos(), End: s.Pos(), NewText: []byte(name + ", " + okName + " := " + assertion + "\n" + indent + check + "\n" + indent)},
			analysis.TextEdit{Pos: n.Pos(), End: n.End(), NewText: []byte(name)},
		),
	})
}

// checkPoint is where a fix writes a check before the statement stmt of
// a block: in file, in the block's scope, at indent.
type checkPoint struct {
	stmt   inspector.Cursor
	file   *ast.File
	scope  *types.Scope
	indent string
}

// checkPointFor returns where a fix evaluates the expression hoisted, at c,
// which reads x, before the statement holding it, and checks it there:
// only where a return written there answers the call (returnsFor), the
// statement evaluates hoisted whenever it runs (hoistPoint), and nothing
// it evaluates before may change what x reads (hoistable).
func (w *walker) checkPointFor(c inspector.Cursor, hoisted, x ast.Expr, args outcomes.Arguments) (checkPoint, bool) {
	pass := w.c.Pass
	if !w.returnsFor(c) {
		return checkPoint{}, false
	}
	stmt, ok := hoistPoint(c)
	if !ok || !w.hoistable(stmt, hoisted, x, args) {
		return checkPoint{}, false
	}
	file := edit.FileOf(pass, hoisted)
	scope := blockScope(pass.TypesInfo, stmt)
	indent, ok := edit.Indent(pass, stmt.Node().Pos())
	if file == nil || scope == nil || !ok {
		return checkPoint{}, false
	}
	return checkPoint{stmt: stmt, file: file, scope: scope, indent: indent}, true
}

// formatted returns fix, where it leaves its file as gofmt prints it.
func formatted(pass *analysis.Pass, fix analysis.SuggestedFix) (analysis.SuggestedFix, bool) {
	return fix, edit.Formatted(pass, fix.TextEdits[len(fix.TextEdits)-1].Pos, fix.TextEdits)
}

// returnsFor reports whether a return written at c, in the function that
// holds it, answers the handler's call: the function is the handler, or a
// same-package helper with the handler's results that the handler
// returns unchanged (vault-mcp-server's createPkiRoleHandler), as the
// outcomes pass found. A closure inside either returns to its caller.
func (w *walker) returnsFor(c inspector.Cursor) bool {
	fn, ok := flow.EnclosingFunc(c)
	if !ok {
		return false
	}
	if fn == w.handler.Func {
		return true
	}
	decl, ok := fn.Node().(*ast.FuncDecl)
	if !ok {
		return false
	}
	obj, ok := w.c.Pass.TypesInfo.Defs[decl.Name].(*types.Func)
	if !ok || !types.Identical(obj.Signature().Results(), w.handler.Sig.Results()) {
		return false
	}
	for _, r := range w.res.Returns {
		if r.Handler == w.handler && r.InHelper {
			if f, ok := flow.EnclosingFunc(r.Cursor); ok && f == fn {
				return true
			}
		}
	}
	return false
}

// hoistPoint returns the statement of a block that holds the expression
// at c and evaluates it whenever it runs, once: false where the
// expression is evaluated only on some condition (the right operand of
// && or ||, an else-if's condition, a case expression), again on each
// iteration (a for loop's condition or post statement), or elsewhere (a
// function literal, a go statement), or where the statement is labelled,
// which a jump may re-enter.
func hoistPoint(c inspector.Cursor) (inspector.Cursor, bool) {
	for cur := c; cur.Node() != nil; cur = cur.Parent() {
		kind, _ := cur.ParentEdge()
		switch kind {
		case edge.BinaryExpr_Y:
			if op := cur.Parent().Node().(*ast.BinaryExpr).Op; op == token.LAND || op == token.LOR {
				return inspector.Cursor{}, false
			}
		case edge.IfStmt_Else, edge.ForStmt_Cond, edge.ForStmt_Post, edge.CaseClause_List,
			edge.CommClause_Comm, edge.FuncLit_Body, edge.GoStmt_Call, edge.LabeledStmt_Stmt:
			return inspector.Cursor{}, false
		case edge.BlockStmt_List, edge.CaseClause_Body, edge.CommClause_Body:
			if _, labelled := cur.Node().(*ast.LabeledStmt); labelled {
				return inspector.Cursor{}, false
			}
			return cur, true
		}
	}
	return inspector.Cursor{}, false
}

// hoistable reports whether the expression hoisted, which reads x (the
// operand of an assertion, a list to index), can be evaluated before the
// statement at stmt: x reads only variables declared before the
// statement, through nothing but the request's argument accessors and
// functions that change nothing, and nothing the statement evaluates
// before it can have changed them.
func (w *walker) hoistable(stmt inspector.Cursor, hoisted, x ast.Expr, args outcomes.Arguments) bool {
	info := w.c.Pass.TypesInfo
	s := stmt.Node()
	var init ast.Stmt
	switch s := s.(type) {
	case *ast.IfStmt:
		init = s.Init
	case *ast.SwitchStmt:
		init = s.Init
	case *ast.TypeSwitchStmt:
		init = s.Init
	case *ast.ForStmt:
		init = s.Init
	}
	if init != nil && (hoisted.Pos() < init.Pos() || hoisted.End() > init.End()) {
		return false // the init statement runs first, and may change it
	}
	pure := true
	stmt.Inspect(nil, func(c inspector.Cursor) bool {
		node := c.Node()
		if !pure || node.Pos() >= hoisted.End() {
			return false
		}
		inside := x.Pos() <= node.Pos() && node.End() <= x.End()
		before := node.End() <= hoisted.Pos()
		switch e := node.(type) {
		case *ast.Ident:
			if inside {
				if obj := info.Uses[e]; obj != nil && s.Pos() <= obj.Pos() && obj.Pos() < s.End() {
					pure = false // declared by the statement itself
				}
			}
		case *ast.CallExpr:
			if (inside || before) && !w.readsOnly(c, e, args) {
				pure = false
			}
		case *ast.UnaryExpr:
			if (inside || before) && e.Op == token.ARROW {
				pure = false
			}
		case *ast.TypeAssertExpr:
			if inside {
				pure = false // a nested assertion has its own fix
			}
		}
		return pure
	})
	return pure
}

// readsOnly reports whether the call at c changes nothing: a conversion,
// len or cap, a function of package strings (strings.Split), a call that
// hands over the call's arguments (request.GetArguments()), or one that
// reads one of them by name (request.GetStringSlice("ids", nil)).
func (w *walker) readsOnly(c inspector.Cursor, call *ast.CallExpr, args outcomes.Arguments) bool {
	info := w.c.Pass.TypesInfo
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
		return true
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if b, ok := info.Uses[id].(*types.Builtin); ok {
			return b.Name() == "len" || b.Name() == "cap"
		}
	}
	if fn, ok := typeutil.Callee(info, call).(*types.Func); ok && fn.Pkg() != nil && fn.Pkg().Path() == "strings" && fn.Signature().Recv() == nil {
		return true
	}
	return len(call.Args) == 0 && w.res.ArgumentValue(args, c, call) || w.requestRead(args, c, call)
}

// blockScope returns the scope of the block whose statement is at stmt:
// a function body shares its function's scope.
func blockScope(info *types.Info, stmt inspector.Cursor) *types.Scope {
	block := stmt.Parent()
	if scope := info.Scopes[block.Node()]; scope != nil {
		return scope
	}
	switch fn := block.Parent().Node().(type) {
	case *ast.FuncDecl:
		return info.Scopes[fn.Type]
	case *ast.FuncLit:
		return info.Scopes[fn.Type]
	}
	return nil
}

// declared returns the name that `x := E.(T)`, the statement s,
// declares with the assertion n as its one value.
func declared(s ast.Stmt, n *ast.TypeAssertExpr) (*ast.Ident, bool) {
	as, ok := s.(*ast.AssignStmt)
	if !ok || as.Tok != token.DEFINE || len(as.Lhs) != 1 || len(as.Rhs) != 1 || as.Rhs[0] != ast.Expr(n) {
		return nil, false
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	return id, ok
}

// varDeclared returns the name that `var x = E.(T)`, the statement s,
// declares with the assertion n as its one value, and the end of the
// keyword var.
func varDeclared(s ast.Stmt, n *ast.TypeAssertExpr) (*ast.GenDecl, *ast.Ident, bool) {
	ds, ok := s.(*ast.DeclStmt)
	if !ok {
		return nil, nil, false
	}
	gen, ok := ds.Decl.(*ast.GenDecl)
	if !ok || gen.Tok != token.VAR || gen.Lparen.IsValid() || len(gen.Specs) != 1 {
		return nil, nil, false
	}
	spec := gen.Specs[0].(*ast.ValueSpec)
	if spec.Type != nil || len(spec.Names) != 1 || len(spec.Values) != 1 || spec.Values[0] != ast.Expr(n) {
		return nil, nil, false
	}
	return gen, spec.Names[0], true
}

// laterOK says whether a bool declared later in the block of stmt may
// share the name of the ok a fix declares there: it is declared by a :=
// that declares another variable beside it (text, ok := …), which then
// assigns the fix's ok instead, as it would assign an ok of its own.
func laterOK(info *types.Info, stmt inspector.Cursor) func(types.Object) bool {
	block := stmt.Parent()
	return func(obj types.Object) bool {
		if !types.Identical(obj.Type(), types.Typ[types.Bool]) {
			return false
		}
		for c := range block.Children() {
			as, ok := c.Node().(*ast.AssignStmt)
			if !ok || as.Tok != token.DEFINE || as.Pos() > obj.Pos() || obj.Pos() >= as.End() {
				continue
			}
			for _, lhs := range as.Lhs {
				if id, ok := lhs.(*ast.Ident); ok && id.Pos() != obj.Pos() && info.Defs[id] != nil {
					return true
				}
			}
		}
		return false
	}
}

// variableName names the variable a hoisted assertion goes into: after
// the argument, in Go's spelling (max_results gives maxResults), or v.
func variableName(info *types.Info, x ast.Expr) string {
	key, ok := argumentKey(info, x)
	if !ok {
		return "v"
	}
	return goName(key)
}

// goName spells the argument name key as a Go variable: max_results
// gives maxResults.
func goName(key string) string {
	var b strings.Builder
	upper := false
	for _, r := range key {
		switch {
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
			upper = b.Len() > 0
		case upper:
			b.WriteRune(unicode.ToUpper(r))
			upper = false
		case b.Len() == 0:
			b.WriteRune(unicode.ToLower(r))
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// argumentKey returns the constant key x indexes a map with: "id" in
// args["id"].
func argumentKey(info *types.Info, x ast.Expr) (string, bool) {
	index, ok := ast.Unparen(x).(*ast.IndexExpr)
	if !ok {
		return "", false
	}
	return flow.StringValue(info, index.Index)
}

// assertionMessage is the text of the isError result a fix returns where
// the assertion n fails: what the model sent wrong, or, for data decoded
// from a downstream response, what the response held.
func assertionMessage(pass *analysis.Pass, n *ast.TypeAssertExpr, decoded bool) string {
	kind := jsonKind(pass, pass.TypesInfo.TypeOf(n.Type))
	key, named := argumentKey(pass.TypesInfo, n.X)
	switch {
	case decoded && named:
		return `unexpected response: "` + key + `" is not ` + kind
	case decoded:
		return "unexpected response: a value is not " + kind
	case named:
		return `argument "` + key + `" must be ` + kind
	}
	return "an argument value must be " + kind
}

// jsonKind says what value of JSON decodes into t, as a model reads it:
// "a string", "a number", "an object".
func jsonKind(pass *analysis.Pass, t types.Type) string {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsString != 0:
			return "a string"
		case u.Info()&types.IsBoolean != 0:
			return "a boolean"
		case u.Info()&types.IsNumeric != 0:
			return "a number"
		}
	case *types.Slice:
		return "an array"
	case *types.Map:
		return "an object"
	}
	return "of type " + types.TypeString(t, types.RelativeTo(pass.Pkg))
}
