package outcomes

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
)

// CodedReturn is a return statement of a handler's own body, with the
// declared codes its operands may carry.
type CodedReturn struct {
	Stmt  *ast.ReturnStmt
	Codes []string
}

// CodedReturns lists the returns of h's own body that may carry a code.
// A helper's returns are not listed apart: the code its caller passes it,
// or the codes it gives of its own accord, are those of the handler's
// return that calls it, where a helper shared by tools is judged per tool.
func (r *Result) CodedReturns(h *handlers.Handler) []CodedReturn {
	decls := r.a.decls
	if !decls.Program.Codes {
		return nil
	}
	// A protocol error an SDK makes of the error carries no code to the
	// model, whatever the error holds: it is protocolerr's finding. An
	// in-house framework may well answer with the error's code.
	protocol := make(map[*ast.ReturnStmt]bool)
	for _, ret := range r.Returns {
		if ret.Handler == h && ret.ProtocolError && h.Shape.IsSDK() {
			protocol[ret.Stmt] = true
		}
	}
	var out []CodedReturn
	for _, rc := range flow.Returns(h.Func) {
		if r.a.deadBranch(rc) {
			continue
		}
		ret := rc.Node().(*ast.ReturnStmt)
		if protocol[ret] {
			continue
		}
		if n := len(ret.Results); n >= 2 && flow.IsNil(r.a.info, ret.Results[n-1]) &&
			!decls.IsErrorResult(rc, ret.Results[0]) && !decls.CarriesEnvelope(rc, ret.Results[0]) {
			continue // a success, whatever text it holds
		}
		var codes []string
		for _, e := range ret.Results {
			codes = append(codes, decls.Codes(rc, e)...)
		}
		if len(codes) == 0 {
			continue
		}
		slices.Sort(codes)
		out = append(out, CodedReturn{Stmt: ret, Codes: slices.Compact(codes)})
	}
	return out
}

// HandlerCodes returns, sorted, every code h may return.
func (r *Result) HandlerCodes(h *handlers.Handler) []string {
	var codes []string
	for _, cr := range r.CodedReturns(h) {
		codes = append(codes, cr.Codes...)
	}
	slices.Sort(codes)
	return slices.Compact(codes)
}

// Declared returns the codes h declares with //toolerr:returns, on itself
// or on the function that returns it (a factory), and whether it declares
// any.
func (r *Result) Declared(h *handlers.Handler) ([]string, bool) {
	decls := r.a.decls
	if !decls.Program.Returns {
		return nil, false // no handler of the program declares any
	}
	if codes, ok := decls.DeclaredReturns(h.Obj); ok {
		return codes, true
	}
	for c := range h.Func.Enclosing((*ast.FuncDecl)(nil)) {
		fd := c.Node().(*ast.FuncDecl)
		if fn, ok := r.a.info.Defs[fd.Name].(*types.Func); ok {
			if codes, ok := decls.DeclaredReturns(fn); ok {
				return codes, true
			}
		}
	}
	return nil, false
}
