package errresult

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
)

// The project's contract, as a fix honours it. Where the program declares
// a code set, every error result must carry a code (closedcodes): the fix
// calls a coded constructor, and only with a code the declarations make
// certain; where it declares a stamp, every error result must be stamped
// (provenance): the fix calls a constructor that stamps, or wraps the
// result in the one stamp that takes and returns it. Where either is not
// certain, there is no fix: a guessed code is worse than a finding.

// coded returns the call of the project's coded constructor that builds
// the error result r asks for, and whether the constructor stamps what
// it returns.
func coded(r Request) (call string, stamps, ok bool) {
	decls, h := r.Decls, r.Handler
	result := resultType(h)
	if result == nil {
		return "", false, false
	}
	fn, ok := theOne(r, decls.Builders().Coded, func(fn *types.Func) bool { return constructs(decls, fn, result) })
	if !ok {
		return "", false, false
	}
	code, ok := certainCode(r, fn.Signature().Params().At(decls.CodeParam(fn)).Type())
	if !ok {
		return "", false, false
	}
	name, ok := qualified(r, fn)
	if !ok {
		return "", false, false
	}
	codeName, ok := qualified(r, code)
	if !ok {
		return "", false, false
	}
	params := fn.Signature().Params()
	args := make([]string, params.Len())
	for i := range params.Len() {
		switch t := params.At(i).Type(); {
		case i == decls.CodeParam(fn):
			args[i] = codeName
		case isContext(t):
			ctx, ok := contextParam(r)
			if !ok {
				return "", false, false
			}
			args[i] = ctx
		default:
			args[i] = r.Message
		}
	}
	return name + "(" + strings.Join(args, ", ") + ")", decls.IsStamp(fn), true
}

// theOne returns the one of fns that fits: of several, the one that also
// stamps, where the program asks for stamps. False where none fits, or
// several do and that does not tell them apart.
func theOne(r Request, fns []*types.Func, fits func(*types.Func) bool) (*types.Func, bool) {
	var usable, stamping []*types.Func
	for _, fn := range fns {
		if fits(fn) {
			usable = append(usable, fn)
			if r.Decls.IsStamp(fn) {
				stamping = append(stamping, fn)
			}
		}
	}
	if len(usable) > 1 && stampsNeeded(r) && len(stamping) == 1 {
		usable = stamping
	}
	if len(usable) != 1 {
		return nil, false
	}
	return usable[0], true
}

// constructs reports whether fn, a coded constructor, builds an error
// result of the type result from a context, its code and one message, and
// nothing else: a call the fix can write without inventing an argument.
func constructs(decls *declarations.Result, fn *types.Func, result types.Type) bool {
	sig := fn.Signature()
	if sig.Recv() != nil || sig.Variadic() || sig.TypeParams() != nil || sig.Results().Len() != 1 || !types.Identical(sig.Results().At(0).Type(), result) {
		return false
	}
	code, messages := decls.CodeParam(fn), 0
	for i := range sig.Params().Len() {
		switch t := sig.Params().At(i).Type(); {
		case i == code, isContext(t):
		case types.Identical(t, types.Typ[types.String]):
			messages++
		default:
			return false
		}
	}
	return messages == 1
}

// certainCode returns the constant of the code type t that the failure
// must carry: the one code the handler declares it returns
// (//toolerr:returns), or the one constant of a set that has one. No
// declaration says which code an argument failure carries, nor any other
// kind: the fix does not guess from names.
func certainCode(r Request, t types.Type) (*types.Const, bool) {
	decls := r.Decls
	consts := decls.CodeConstants(t)
	if codes, ok := decls.DeclaredReturns(r.Handler.Obj); ok && len(codes) == 1 {
		for _, c := range consts {
			if declarations.CodeString(c.Val()) == codes[0] {
				return c, true
			}
		}
		return nil, false
	}
	if len(consts) == 1 {
		return consts[0], true
	}
	return nil, false
}

// stampsNeeded reports whether the result r asks for must be stamped:
// the program declares a stamp, and no middleware stamps the handler's
// results on their way out.
func stampsNeeded(r Request) bool {
	return r.Decls != nil && r.Decls.Program.Stamps && !r.Handler.Stamped
}

// stamp returns expr wrapped in the project's stamp: the one declared
// function that takes the handler's result, with at most a context beside
// it, and returns it. False where there is none, or several.
func stamp(r Request, expr string) (string, bool) {
	result := resultType(r.Handler)
	if result == nil {
		return "", false
	}
	var found *types.Func
	for _, fn := range r.Decls.Builders().Stamps {
		if !takesOne(fn, result, result) {
			continue
		}
		if found != nil {
			return "", false
		}
		found = fn
	}
	if found == nil {
		return "", false
	}
	return callOf(r, found, expr)
}

// enveloped returns the call of the project's function that makes the
// handler's error result of env, an envelope the handler fails with:
// failure(ctx, &errs.ToolError{Code: errs.NotFound, …}). It is the one
// error constructor (declared or inferred) that takes env's type, with
// at most a context beside it, and returns the handler's result; of
// several, the one that stamps, where the program asks for stamps, and
// the result is passed through the stamp where that one does not. The
// code is env's own: where the program declares codes, env must carry
// one, for the result to.
func enveloped(r Request, at inspector.Cursor, env ast.Expr) (string, bool) {
	decls := r.Decls
	result, t := resultType(r.Handler), r.Pass.TypesInfo.TypeOf(env)
	if result == nil || t == nil {
		return "", false
	}
	if _, ok := decls.EnvelopeOf(t); !ok || decls.Program.Codes && !decls.CarriesCode(at, env) {
		return "", false
	}
	fn, ok := theOne(r, decls.Builders().Enveloping, func(fn *types.Func) bool { return takesOne(fn, t, result) })
	if !ok {
		return "", false
	}
	src, ok := edit.Source(r.Pass.Fset, env)
	if !ok {
		return "", false
	}
	call, ok := callOf(r, fn, src)
	if !ok || decls.IsStamp(fn) || !stampsNeeded(r) {
		return call, ok
	}
	return stamp(r, call)
}

// callOf is the call of fn that hands it expr, and the handler's context
// where fn takes a context: false where fn cannot be named at r.Pos, or
// the handler's context cannot.
func callOf(r Request, fn *types.Func, expr string) (string, bool) {
	name, ok := qualified(r, fn)
	if !ok {
		return "", false
	}
	params := fn.Signature().Params()
	args := make([]string, params.Len())
	for i := range params.Len() {
		if isContext(params.At(i).Type()) {
			ctx, ok := contextParam(r)
			if !ok {
				return "", false
			}
			args[i] = ctx
		} else {
			args[i] = expr
		}
	}
	return name + "(" + strings.Join(args, ", ") + ")", true
}

// takesOne reports whether fn takes one value of type param, with at
// most a context beside it, and returns one value of type result.
func takesOne(fn *types.Func, param, result types.Type) bool {
	sig := fn.Signature()
	if sig.Recv() != nil || sig.Variadic() || sig.TypeParams() != nil || sig.Results().Len() != 1 || !types.Identical(sig.Results().At(0).Type(), result) {
		return false
	}
	values := 0
	for i := range sig.Params().Len() {
		switch t := sig.Params().At(i).Type(); {
		case isContext(t):
		case types.Identical(t, param):
			values++
		default:
			return false
		}
	}
	return values == 1
}

// resultType is the type of the handler's result, nil where it has none.
func resultType(h *handlers.Handler) types.Type {
	if h.Sig == nil || !h.Shape.HasResult() || h.Sig.Results().Len() == 0 {
		return nil
	}
	return h.Sig.Results().At(0).Type()
}

func isContext(t types.Type) bool {
	named, ok := types.Unalias(t).(*types.Named)
	return ok && named.Obj().Pkg() != nil && named.Obj().Pkg().Path() == "context" && named.Obj().Name() == "Context"
}

// contextParam names the handler's context parameter, as it reads at the
// fix's position: false where it has none, it is unnamed, or a local
// declaration hides it.
func contextParam(r Request) (string, bool) {
	sig := r.Handler.Sig
	if sig == nil {
		return "", false
	}
	for i := range sig.Params().Len() {
		v := sig.Params().At(i)
		if !isContext(v.Type()) {
			continue
		}
		if v.Name() == "" || v.Name() == "_" {
			return "", false
		}
		return v.Name(), resolves(r, v.Name(), v)
	}
	return "", false
}

// NameAt is how file names obj at pos, as qualified says: the name a fix
// writes for a declared constant or constructor.
func NameAt(pass *analysis.Pass, file *ast.File, pos token.Pos, obj types.Object) (string, bool) {
	return qualified(Request{Pass: pass, File: file, Pos: pos}, obj)
}

// qualified is how the file of r names obj at r.Pos: bare in obj's own
// package, else through the file's import of obj's package. False where
// obj is another package's and unexported, the file does not import its
// package, or a local declaration hides the name.
func qualified(r Request, obj types.Object) (string, bool) {
	if obj.Pkg() == r.Pass.Pkg {
		return obj.Name(), resolves(r, obj.Name(), obj)
	}
	if !obj.Exported() {
		return "", false // another package's unexported name: no file outside it can write it
	}
	pkg := obj.Pkg()
	name, ok := importName(r, pkg.Path())
	if !ok {
		return "", false
	}
	return name + "." + obj.Name(), true
}

// importName is the name under which the file of r imports path, as it
// reads at r.Pos: the package's own name unless the import renames it
// (trpc-mcp-go's is mcp). False where the file does not import it, imports
// it as _ or ., or a local declaration hides the name.
func importName(r Request, path string) (string, bool) {
	info := r.Pass.TypesInfo
	for _, imp := range r.File.Imports {
		pn, ok := info.Implicits[imp].(*types.PkgName)
		if !ok && imp.Name != nil {
			pn, ok = info.Defs[imp.Name].(*types.PkgName)
		}
		if ok && pn.Imported().Path() == path && resolves(r, pn.Name(), pn) {
			return pn.Name(), true
		}
	}
	return "", false
}

// resolves reports whether name, at r.Pos, denotes obj.
func resolves(r Request, name string, obj types.Object) bool {
	scope := r.Pass.Pkg.Scope().Innermost(r.Pos)
	if scope == nil {
		return false
	}
	_, found := scope.LookupParent(name, r.Pos)
	return found == obj
}
