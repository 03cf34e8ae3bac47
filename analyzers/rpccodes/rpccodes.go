package rpccodes

import (
	"flag"
	"fmt"
	"go/ast"
	"go/types"
	"strconv"
	"sync/atomic"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/toolerrlint/toolerrlint/internal/rule"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/passes/rpcerrors"
)

// FlagLegacy is the rule's flag that also reports codes of the legacy
// range -32000 to -32019: -rpccodes.legacy on the command line and under
// go vet.
const FlagLegacy = "legacy"

// legacyFlag holds -rpccodes.legacy; a run reads it once, when it begins.
var legacyFlag atomicBool

// Analyzer reports the JSON-RPC error codes a server sends that the MCP
// specification does not allow.
var Analyzer = rule.New(rule.Rule{
	Name:     "rpccodes",
	Requires: []*analysis.Analyzer{rpcerrors.Analyzer},
	Package:  check,
	Flags: func(fs *flag.FlagSet) {
		fs.Var(&legacyFlag, FlagLegacy, "also report codes of the legacy range -32000 to -32019, which new code should not use")
	},
})

func check(c *rule.Context) error {
	legacyToo := legacyFlag.v.Load()
	res := c.Pass.ResultOf[rpcerrors.Analyzer].(*rpcerrors.Result)
	for _, code := range res.Codes {
		v, w := judge(code.Value)
		var category, why, instead string
		other := fmt.Sprintf("use a standard code, one the specification defines, or an application code outside %d to %d", jsonrpcLow, jsonrpcHigh)
		switch v {
		case allowed:
			continue
		case legacy:
			if !legacyToo {
				continue
			}
			category = "legacy-code"
			why = fmt.Sprintf("it lies in the legacy range %d to %d, which new code should not use", legacyHigh, legacyLow)
			instead = other
		case withdrawnCode:
			category = "withdrawn-code"
			why = fmt.Sprintf("%s, which the MCP revision of %s withdrew", w.Name, w.Revision)
			instead = fmt.Sprintf("use %d (%s)", w.Use, definedName(w.Use))
		case undefined:
			category = "undefined-code"
			why = fmt.Sprintf("the MCP specification reserves %d to %d and defines no such code", reservedHigh, reservedLow)
			instead = other
		case jsonrpcRange:
			category = "jsonrpc-reserved"
			why = fmt.Sprintf("JSON-RPC reserves %d to %d, and it is none of the standard codes", jsonrpcLow, jsonrpcHigh)
			instead = other
		}
		msg := "JSON-RPC error code " + strconv.FormatInt(code.Value, 10)
		switch {
		case code.From != nil && code.Via != nil:
			msg += " (from " + calleeName(c.Pass.Pkg, code.From) + ", through " + calleeName(c.Pass.Pkg, code.Via) + ")"
		case code.From != nil:
			msg += " (from " + calleeName(c.Pass.Pkg, code.From) + ")"
		case code.Via != nil:
			msg += " (through " + calleeName(c.Pass.Pkg, code.Via) + ")"
		}
		if subject := subjectOf(c.Pass, c.Hs, code.At); subject != "" {
			msg = subject + " sends " + msg
		}
		msg += ": " + why + "; " + instead
		d := analysis.Diagnostic{Pos: code.Expr.Pos(), End: code.Expr.End(), Category: category, Message: msg}
		if w != nil && code.From == nil && !returnedByTool(c.Hs, code.At) {
			// A function that picks the code may pick others: the
			// constant is its to change, not the call's.
			d.SuggestedFixes = replacement(c.Pass, code.Expr, w)
		}
		c.Report(d)
	}
	return nil
}

// definedName names a defined code.
func definedName(code int64) string {
	for _, d := range defined {
		if d.Code == code {
			return d.Name
		}
	}
	return "a defined code"
}

// subjectOf names what builds the protocol error at c: the tool handler
// (by its tool where known), or else the function declaration holding it
// (a resource handler, a middleware, a helper); "" for a package-level
// variable.
func subjectOf(pass *analysis.Pass, hs *handlers.Result, c inspector.Cursor) string {
	var decl *ast.FuncDecl
	for f := range c.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		if h := hs.Of(f.Node()); h != nil {
			return h.Subject()
		}
		if fd, ok := f.Node().(*ast.FuncDecl); ok {
			decl = fd
		}
	}
	if decl == nil {
		return ""
	}
	if fn, ok := pass.TypesInfo.Defs[decl.Name].(*types.Func); ok {
		return calleeName(pass.Pkg, fn)
	}
	return ""
}

// calleeName names a helper in messages: "rpcErr" in its own package,
// "pkg.RPCErr" elsewhere, "Type.Method" for methods.
func calleeName(pkg *types.Package, fn *types.Func) string {
	if recv := fn.Signature().Recv(); recv != nil {
		t := types.Unalias(recv.Type())
		if p, ok := t.(*types.Pointer); ok {
			t = types.Unalias(p.Elem())
		}
		if named, ok := t.(*types.Named); ok {
			return named.Obj().Name() + "." + fn.Name()
		}
		return fn.Name()
	}
	if fn.Pkg() == nil || fn.Pkg() == pkg {
		return fn.Name()
	}
	return fn.Pkg().Name() + "." + fn.Name()
}

// atomicBool is a boolean flag that a run may read while a driver sets it.
type atomicBool struct{ v atomic.Bool }

func (b *atomicBool) String() string {
	if b == nil {
		return "false"
	}
	return strconv.FormatBool(b.v.Load())
}

func (b *atomicBool) Set(s string) error {
	v, err := strconv.ParseBool(s)
	if err != nil {
		return err
	}
	b.v.Store(v)
	return nil
}

// IsBoolFlag lets -rpccodes.legacy stand alone, as -rpccodes.legacy=true.
func (*atomicBool) IsBoolFlag() bool { return true }
