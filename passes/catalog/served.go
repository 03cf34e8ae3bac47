package catalog

import (
	"go/ast"
	"go/types"
	"slices"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/passes/rpcerrors"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// Served is a resource, a resource template or a prompt the package
// registers, with the JSON-RPC codes of the protocol errors its handler
// can send. Such a handler has no error result to answer a failure with:
// every error it returns reaches the client as a protocol error.
type Served struct {
	// Kind is "resource", "resource template" or "prompt".
	Kind string `json:"kind"`
	// Name is a resource's URI, a template's URI template or a prompt's
	// name; "" where it is not known statically.
	Name string `json:"name"`
	// Handler is the handler's function, named as a tool's is; "" where
	// the registration's argument is no function the package declares.
	Handler string `json:"handler"`
	// File and Line are the handler's, or the registration's where the
	// handler is not the package's.
	File      string `json:"file"`
	Line      int    `json:"line"`
	Framework string `json:"framework"`
	// ProtocolCodes are the codes its returned errors are sent with, where
	// known: a protocol error value's own, the framework's for any other
	// error. Sorted by value.
	ProtocolCodes []string `json:"protocol_codes"`
}

// ServedCodes marks a function of the package with the signature of a
// resource or prompt handler, for the package that registers it: the
// JSON-RPC codes its returns send, sorted. It is part of the go vet and
// golangci-lint fact caches: keep it gob-stable.
type ServedCodes struct {
	Codes []string
}

func (*ServedCodes) AFact()         {}
func (*ServedCodes) String() string { return "served codes" }

// served lists the resources, resource templates and prompts the package
// registers, and marks its functions that another package may register as
// one's handler.
func served(pass *analysis.Pass, decls *declarations.Result, hs *handlers.Result, rpc *rpcerrors.Result) []Served {
	if !servesAny(pass.Pkg) {
		return nil
	}
	info := pass.TypesInfo
	// One walk finds both the functions with a handler's signature and the
	// registrations; a registration may come before the function it names.
	declared := make(map[ast.Node][]string)
	var registrations []inspector.Cursor
	for c := range decls.Syntax.Preorder((*ast.FuncDecl)(nil), (*ast.CallExpr)(nil)) {
		switch n := c.Node().(type) {
		case *ast.FuncDecl:
			fn, ok := info.Defs[n.Name].(*types.Func)
			if !ok || n.Body == nil {
				continue
			}
			if p, ok := servedHandler(fn.Signature()); ok {
				codes := sortCodes(sentByServed(info, rpc, p, c))
				declared[n] = codes
				pass.ExportObjectFact(fn, &ServedCodes{Codes: nonNil(codes)})
			}
		case *ast.CallExpr:
			registrations = append(registrations, c)
		}
	}
	var out []Served
	for _, c := range registrations {
		call := c.Node().(*ast.CallExpr)
		p, reg, ok := servedRegistrar(typeutil.StaticCallee(info, call))
		if !ok {
			continue
		}
		s := Served{Kind: reg.Kind, Framework: p.Name, ProtocolCodes: []string{}}
		var fns []inspector.Cursor
		switch {
		case reg.Definition < len(call.Args) && reg.Handler < len(call.Args):
			s.Name = servedName(info, c, call.Args[reg.Definition], reg, 0)
			fns = handlerFuncs(info, hs, c, call.Args[reg.Handler])
		case len(call.Args) == 1:
			// s.AddResourceTemplate(issueResource(client)): a factory of
			// the package returns the definition and the handler.
			s.Name, fns = fromFactory(info, hs, call.Args[0], reg)
		}
		pos := pass.Fset.Position(call.Pos())
		for i, fn := range fns {
			if i == 0 {
				s.Handler = pass.Pkg.Path() + "." + funcNameAt(pass, fn)
				pos = pass.Fset.Position(fn.Node().Pos())
			}
			codes, ok := declared[fn.Node()]
			if !ok {
				codes = sentByServed(info, rpc, p, fn)
			}
			s.ProtocolCodes = append(s.ProtocolCodes, codes...)
		}
		if fn, codes, ok := importedHandler(pass, call.Args, reg); ok {
			// A function of another package, which marked it.
			s.Handler = fn.Pkg().Path() + "." + funcName(fn)
			pos = pass.Fset.Position(fn.Pos())
			s.ProtocolCodes = append(s.ProtocolCodes, codes...)
		}
		s.File, s.Line = pos.Filename, pos.Line
		s.ProtocolCodes = sortCodes(s.ProtocolCodes)
		out = append(out, s)
	}
	return out
}

// importedHandler returns the function of another package a
// registration's handler argument names, and the codes that package
// marked it with.
func importedHandler(pass *analysis.Pass, args []ast.Expr, reg profiles.ServedRegistrar) (*types.Func, []string, bool) {
	if reg.Handler >= len(args) {
		return nil, nil, false
	}
	fn, ok := flow.ObjectOf(pass.TypesInfo, args[reg.Handler]).(*types.Func)
	if !ok || fn.Pkg() == pass.Pkg {
		return nil, nil, false
	}
	var fact ServedCodes
	if !pass.ImportObjectFact(fn, &fact) {
		return nil, nil, false
	}
	return fn, fact.Codes, true
}

// servedHandler reports whether sig is the signature of a resource or
// prompt handler, and of which framework: a context and the request its
// registration's handler receives, and a result and an error.
func servedHandler(sig *types.Signature) (*profiles.Profile, bool) {
	params, results := sig.Params(), sig.Results()
	if params.Len() != 2 || results.Len() != 2 || !profiles.Context.Match(params.At(0).Type()) || !profiles.Error.Match(results.At(1).Type()) {
		return nil, false
	}
	for _, p := range profiles.Builtin {
		for _, reg := range p.Served {
			if reg.Request.Match(params.At(1).Type()) {
				return p, true
			}
		}
	}
	return nil, false
}

// servesAny reports whether pkg imports a framework package that
// registers resources or prompts, or declares their requests: no other
// package can register or declare a handler.
func servesAny(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		for _, p := range profiles.Builtin {
			if slices.ContainsFunc(p.Served, func(r profiles.ServedRegistrar) bool {
				return r.Func.Path == imp.Path() || r.Request.Path == imp.Path()
			}) {
				return true
			}
		}
	}
	return false
}

// servedRegistrar returns the registration fn is, if it registers a
// resource, a resource template or a prompt.
func servedRegistrar(fn *types.Func) (*profiles.Profile, profiles.ServedRegistrar, bool) {
	if fn == nil {
		return nil, profiles.ServedRegistrar{}, false
	}
	for _, p := range profiles.Builtin {
		for _, r := range p.Served {
			if r.Func.Match(fn) {
				return p, r, true
			}
		}
	}
	return nil, profiles.ServedRegistrar{}, false
}

// servedName evaluates the name a definition gives what it defines: a
// constructor's name argument, a literal's name field, or a local
// variable's single definition.
func servedName(info *types.Info, at inspector.Cursor, e ast.Expr, reg profiles.ServedRegistrar, depth int) string {
	if depth > 4 {
		return ""
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		return servedName(info, at, e.X, reg, depth+1)
	case *ast.CompositeLit:
		for _, elt := range e.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			if id, ok := kv.Key.(*ast.Ident); ok && reg.NameField != "" && id.Name == reg.NameField {
				return stringValue(info, kv.Value)
			}
		}
	case *ast.CallExpr:
		fn := typeutil.StaticCallee(info, e)
		for _, k := range reg.Constructors {
			if fn != nil && k.Func.Match(fn) && k.NameArg < len(e.Args) {
				return stringValue(info, e.Args[k.NameArg])
			}
		}
	case *ast.Ident:
		v, ok := info.Uses[e].(*types.Var)
		if !ok || v.Kind() != types.LocalVar {
			return ""
		}
		defs := flow.Reaching(info, v, at).Defs
		if len(defs) != 1 || defs[0].Value == nil || defs[0].Index != 0 {
			return ""
		}
		return servedName(info, defs[0].At, defs[0].Value, reg, depth+1)
	}
	return ""
}

// fromFactory evaluates a call of a factory of the package that returns
// both a definition and its handler: the name every return gives the
// definition, and the handlers of its returns.
func fromFactory(info *types.Info, hs *handlers.Result, e ast.Expr, reg profiles.ServedRegistrar) (string, []inspector.Cursor) {
	var name string
	var fns []inspector.Cursor
	for i, ret := range factoryReturns(info, hs, e) {
		results := ret.Node().(*ast.ReturnStmt).Results
		if reg.Definition >= len(results) || reg.Handler >= len(results) {
			return "", nil
		}
		n := servedName(info, ret, results[reg.Definition], reg, 0)
		if i == 0 {
			name = n
		} else if n != name {
			name = ""
		}
		fns = append(fns, handlerFuncs(info, hs, ret, results[reg.Handler])...)
	}
	return name, fns
}

// factoryReturns returns the return statements of the function of the
// package that the call e invokes; none where e is no such call.
func factoryReturns(info *types.Info, hs *handlers.Result, e ast.Expr) []inspector.Cursor {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return nil
	}
	fn := typeutil.StaticCallee(info, call)
	if fn == nil {
		return nil
	}
	decl, ok := hs.Decl(fn)
	if !ok {
		return nil
	}
	return flow.Returns(decl)
}

// handlerFuncs returns the functions a registration's handler argument
// may be, among the package's: a function literal, a function or method
// of the package, a local variable holding a literal, or the literals a
// factory of the package returns.
func handlerFuncs(info *types.Info, hs *handlers.Result, at inspector.Cursor, e ast.Expr) []inspector.Cursor {
	switch e := ast.Unparen(e).(type) {
	case *ast.FuncLit:
		if c, ok := at.FindNode(e); ok {
			return []inspector.Cursor{c}
		}
	case *ast.Ident, *ast.SelectorExpr:
		switch obj := flow.ObjectOf(info, e).(type) {
		case *types.Func:
			if c, ok := hs.Decl(obj); ok {
				return []inspector.Cursor{c}
			}
		case *types.Var:
			if c, ok := flow.Closure(info, obj, at); ok {
				return []inspector.Cursor{c}
			}
		}
	case *ast.CallExpr:
		var out []inspector.Cursor
		for _, ret := range factoryReturns(info, hs, e) {
			results := ret.Node().(*ast.ReturnStmt).Results
			if len(results) == 0 {
				continue
			}
			if lit, ok := ast.Unparen(results[0]).(*ast.FuncLit); ok {
				if c, ok := ret.FindNode(lit); ok {
					out = append(out, c)
				}
			}
		}
		return out
	}
	return nil
}

// sentByServed returns the JSON-RPC codes the returns of fn, a resource or
// prompt handler of framework p, send their errors with: a protocol error
// value's own code, where the package shows it, and the framework's code
// for any other error; nothing for a protocol error value whose code is
// not known statically.
func sentByServed(info *types.Info, rpc *rpcerrors.Result, p *profiles.Profile, fn inspector.Cursor) []string {
	var out []string
	for _, ret := range flow.Returns(fn) {
		results := ret.Node().(*ast.ReturnStmt).Results
		if len(results) < 2 {
			// A bare return of named results, or the return of a call with
			// the handler's results: the error may be any.
			out = append(out, p.ServedErrorCode)
			continue
		}
		e := results[len(results)-1]
		if flow.IsNil(info, e) {
			continue
		}
		if codes, ok := rpc.ErrorCodes(ret, e); ok {
			for _, c := range codes {
				out = append(out, strconv.FormatInt(c, 10))
			}
			continue
		}
		if protocolValue(p, info.TypeOf(e)) {
			continue
		}
		out = append(out, p.ServedErrorCode)
	}
	return out
}

// protocolValue reports whether t is one of p's protocol error types,
// whose value is sent with its own code.
func protocolValue(p *profiles.Profile, t types.Type) bool {
	return t != nil && slices.ContainsFunc(p.ProtocolErrorTypes, func(ref profiles.TypeRef) bool { return ref.MatchValueOrPointer(t) })
}

// stringValue is the value of a constant string expression, or "".
func stringValue(info *types.Info, e ast.Expr) string {
	v, _ := flow.StringValue(info, e)
	return v
}
