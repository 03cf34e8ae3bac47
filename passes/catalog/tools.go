package catalog

import (
	"cmp"
	"go/ast"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/toolerrlint/toolerrlint/internal/factmap"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
	"github.com/toolerrlint/toolerrlint/passes/rpcerrors"
	"github.com/toolerrlint/toolerrlint/passes/syntax"
	"github.com/toolerrlint/toolerrlint/passes/wire"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// Entries is the package fact that carries what the package's handlers
// return to the packages that judge them, by handler ID. It is part of the
// go vet and golangci-lint fact caches: keep it gob-stable.
type Entries struct {
	ByID factmap.Map[Entry]
}

// Entry is what a handler returns, before its wire is known.
type Entry struct {
	Handler, File string
	Line          int
	Framework     string
	Codes         []string
	Declared      []string
	// Leaks holds, for each return that lets an error out as a protocol
	// error unless a middleware converts it, the function type it came
	// through, if any (see wire.Result.NilOnly).
	Leaks []string
	// Sends lists the returns that let a protocol error out, domain
	// failure or not, unless a middleware converts it, with its codes.
	Sends []Send
	// NilResults counts the returns of a nil result with a nil error that
	// the framework answers with a protocol error; not those it answers
	// with a null result or a crash, which are nilresult's, not protocol
	// errors.
	NilResults int
	// Stamps: the program declares a stamp; Unstamped counts the error
	// returns that pass through none.
	Stamps    bool
	Unstamped int
	// Wrapper: the handler calls the handler it wraps, and no registration
	// of its package names it: a middleware's or an adapter's, which is no
	// tool unless a registration elsewhere names it.
	Wrapper bool
}

// Send is one return that lets a protocol error out: the function type it
// came through, if any (see wire.Result.NilOnly), and the JSON-RPC codes
// it can carry, where known.
type Send struct {
	Via   string
	Codes []string
}

func (*Entries) AFact()         {}
func (*Entries) String() string { return "catalog entries" }

// tools lists the tools the package judges and those it defers, and
// exports the entries of the deferred ones.
func tools(pass *analysis.Pass, res *Result) {
	decls := pass.ResultOf[declarations.Analyzer].(*declarations.Result)
	hs := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
	out := pass.ResultOf[outcomes.Analyzer].(*outcomes.Result)
	rpc := pass.ResultOf[rpcerrors.Analyzer].(*rpcerrors.Result)
	w := pass.ResultOf[wire.Analyzer].(*wire.Result)
	fact := &Entries{ByID: make(factmap.Map[Entry])}
	for _, h := range hs.Handlers {
		if syntax.InTestFile(pass.Fset, h.Func.Node().Pos()) && !decls.Config.TestHandlers {
			continue // mocks and fixtures
		}
		e := entry(pass, decls, out, rpc, h)
		e.Wrapper = wrapper(pass, hs, h)
		if j, ok := w.Judged(h.ID); ok {
			res.Tools = append(res.Tools, e.tools(h.ID, j, w)...)
		} else if j, ok := w.Deferred(h.ID); ok {
			res.Deferred = append(res.Deferred, e.tools(h.ID, j, w)...)
			fact.ByID[h.ID] = e
		}
	}
	if len(fact.ByID) > 0 {
		pass.ExportPackageFact(fact)
	}
	for _, home := range w.Homes {
		var imported Entries
		if !pass.ImportPackageFact(home.Pkg, &imported) {
			continue
		}
		for _, id := range home.IDs {
			e, ok := imported.ByID[id]
			j, judged := w.Judged(id)
			if ok && judged {
				res.Tools = append(res.Tools, e.tools(id, j, w)...)
			}
		}
	}
}

// wrapper reports whether h may be a middleware's or an adapter's handler
// rather than a tool's: registered under no name of its own, it calls the
// handler it wraps.
func wrapper(pass *analysis.Pass, hs *handlers.Result, h *handlers.Handler) bool {
	if h.ToolName != "" || slices.ContainsFunc(h.Registrations, func(r handlers.Registration) bool { return r.Tool != "" }) {
		return false
	}
	found := false
	ast.Inspect(h.Body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && !found {
			_, _, found = hs.Callee(pass.TypesInfo, call)
		}
		return !found
	})
	return found
}

// entry computes what handler h returns.
func entry(pass *analysis.Pass, decls *declarations.Result, out *outcomes.Result, rpc *rpcerrors.Result, h *handlers.Handler) Entry {
	pos := pass.Fset.Position(h.Func.Node().Pos())
	e := Entry{
		Handler:   pass.Pkg.Path() + "." + handlerName(pass, h),
		File:      pos.Filename,
		Line:      pos.Line,
		Framework: "in-house",
		Codes:     nonNil(out.HandlerCodes(h)),
		Stamps:    decls.Program.Stamps,
	}
	if h.Shape.IsSDK() {
		e.Framework = h.Shape.Profile.Name
	}
	declared, _ := out.Declared(h)
	e.Declared = nonNil(slices.Sorted(slices.Values(declared)))
	for _, r := range out.Returns {
		if r.Handler != h {
			continue
		}
		if r.ProtocolError {
			e.Leaks = append(e.Leaks, r.Err.FuncValueType())
		}
		if codes, ok := sentCodes(r, rpc); ok {
			e.Sends = append(e.Sends, Send{Via: r.Err.FuncValueType(), Codes: codes})
		}
		if r.NilNil && h.Shape.NilResultBecomes == "" {
			e.NilResults++
		}
		if r.Result == outcomes.ErrorResult && !decls.Stamped(r.Cursor, r.ResultExpr) || r.FrameworkError {
			e.Unstamped++
		}
	}
	return e
}

// tools lists the tools of the entry's handler on the wire j: one per name
// it is registered with, or one without a name.
func (e Entry) tools(id string, j *wire.Judgement, w *wire.Result) []Tool {
	t := Tool{
		Handler: e.Handler, File: e.File, Line: e.Line, Framework: e.Framework,
		Codes: e.Codes, Declared: e.Declared, ID: id,
		ProtocolErrors: e.NilResults,
		Stamped:        e.Stamps && (j.Stamped || e.Unstamped == 0),
	}
	for _, via := range e.Leaks {
		if !j.Converted && !w.NilOnly(via) {
			t.ProtocolErrors++
		}
	}
	t.ProtocolCodes = []string{}
	for _, s := range e.Sends {
		if !j.Converted && !w.NilOnly(s.Via) {
			t.ProtocolCodes = append(t.ProtocolCodes, s.Codes...)
		}
	}
	t.ProtocolCodes = sortCodes(t.ProtocolCodes)
	if len(j.Tools) == 0 {
		if e.Wrapper {
			return nil
		}
		return []Tool{t}
	}
	var out []Tool
	for _, name := range j.Tools {
		t.Name = name
		out = append(out, t)
	}
	return out
}

// handlerName names a handler within its package: "getIssue",
// "Handlers.GetIssue", or "makeHandler.func1" for the first closure of
// makeHandler, as the runtime names it.
func handlerName(pass *analysis.Pass, h *handlers.Handler) string {
	if h.Obj != nil {
		return funcName(h.Obj)
	}
	return cmp.Or(funcNameAt(pass, h.Func), h.Name)
}

// funcNameAt names the function declared or written at fn within its
// package, as the runtime does: "getIssue", "Handlers.GetIssue", or
// "makeHandler.func1" for the first closure of makeHandler; "" for a
// closure outside any function.
func funcNameAt(pass *analysis.Pass, fn inspector.Cursor) string {
	if d, ok := fn.Node().(*ast.FuncDecl); ok {
		if obj, ok := pass.TypesInfo.Defs[d.Name].(*types.Func); ok {
			return funcName(obj)
		}
		return d.Name.Name
	}
	var decl inspector.Cursor
	for c := range fn.Enclosing((*ast.FuncDecl)(nil)) {
		decl = c
		break
	}
	if decl.Node() == nil {
		return ""
	}
	outer, ok := pass.TypesInfo.Defs[decl.Node().(*ast.FuncDecl).Name].(*types.Func)
	if !ok {
		return ""
	}
	n := 0
	for c := range decl.Preorder((*ast.FuncLit)(nil)) {
		n++
		if c.Node() == fn.Node() {
			break
		}
	}
	return funcName(outer) + ".func" + strconv.Itoa(n)
}

// funcName is "F" for a function and "T.M" for a method.
func funcName(fn *types.Func) string {
	if recv := fn.Signature().Recv(); recv != nil {
		t := recv.Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			return n.Obj().Name() + "." + fn.Name()
		}
	}
	return fn.Name()
}

// sentCodes reports whether the return r lets a protocol error out, a
// domain failure or an infrastructure one, and the JSON-RPC codes it can
// carry where they are known: the code of a protocol error value, built
// in place or by a helper given a constant, or the framework's code for a
// returned error.
func sentCodes(r *outcomes.Return, rpc *rpcerrors.Result) ([]string, bool) {
	shape := r.Handler.Shape
	var value *outcomes.Origin
	for o := &r.Err; o != nil; o = o.Inner {
		if o.Kind == outcomes.ProtocolValue {
			value = o
			break
		}
		if o.Kind != outcomes.Wrapped {
			break
		}
	}
	switch {
	case r.ProtocolError:
	case shape.ErrorBecomes != profiles.ProtocolError:
		return nil, false
	case r.Err.Kind == outcomes.Infra, r.Err.Kind == outcomes.Cancellation,
		r.Err.Kind == outcomes.Misconfigured, r.Err.Kind == outcomes.Encoding:
	default:
		return nil, false // nil, propagated from another handler, or meant as is
	}
	if r.ErrExpr != nil && (value == nil || value.Code == "") {
		// A protocol error value the outcomes do not see as one: built by
		// a local closure that takes the code.
		if codes, ok := rpc.ErrorCodes(r.Cursor, r.ErrExpr); ok {
			var out []string
			for _, c := range codes {
				out = append(out, strconv.FormatInt(c, 10))
			}
			return out, true
		}
	}
	if value != nil {
		if value.Code != "" {
			return []string{value.Code}, true
		}
		return nil, true // a code not known statically
	}
	code := strings.TrimPrefix(shape.ProtocolCode, "code ")
	if _, err := strconv.ParseInt(code, 10, 64); err != nil {
		return nil, true
	}
	return []string{code}, true
}

// sortCodes sorts JSON-RPC codes by value, each once.
func sortCodes(codes []string) []string {
	slices.SortFunc(codes, func(a, b string) int {
		x, _ := strconv.ParseInt(a, 10, 64)
		y, _ := strconv.ParseInt(b, 10, 64)
		return cmp.Compare(x, y)
	})
	return slices.Compact(codes)
}
