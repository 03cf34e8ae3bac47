// Package catalog gathers, for one package, what the error catalog lists:
// the error codes the package declares, with what they require and whether
// they are worth retrying, and the tools it serves, with the codes each
// may return, the codes it declares, how many of its returns can still let
// a protocol error out and the JSON-RPC codes its protocol errors can
// carry, and whether its error results are stamped; and the resources,
// resource templates and prompts it registers, with the JSON-RPC codes
// their handlers' errors are sent with.
//
// A tool is listed by the package that judges its handler (passes/wire):
// there is what lies between the handler and the client known. The
// handler's own package computes what the tool returns, and hands it, as a
// fact, to the package that judges it. A handler that no analyzed package
// judges is listed in Deferred, judged by its own framework; the driver
// lists it where nothing else does.
//
// It reports nothing; the catalog command reads its result.
package catalog

import (
	"reflect"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/passes/comments"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
	"github.com/toolerrlint/toolerrlint/passes/rpcerrors"
	"github.com/toolerrlint/toolerrlint/passes/wire"
)

// Analyzer gathers the catalog entries of one package.
var Analyzer = &analysis.Analyzer{
	Name:       "toolerrcatalog",
	Doc:        "gather the error catalog: the declared codes, and the codes each tool may return",
	Run:        run,
	Requires:   []*analysis.Analyzer{declarations.Analyzer, comments.Analyzer, handlers.Analyzer, outcomes.Analyzer, wire.Analyzer, rpcerrors.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(Entries), new(ServedCodes)},
}

// Result is the package's part of the catalog.
type Result struct {
	// Codes are the codes the package declares.
	Codes []Code
	// Tools are the tools whose handlers the package judges.
	Tools []Tool
	// Deferred are the tools of the package's handlers that other packages
	// judge, as their own framework would judge them.
	Deferred []Tool
	// Served are the resources, resource templates and prompts the
	// package registers.
	Served []Served
}

// Code is one declared error code.
type Code struct {
	// Type is the code type, as "path.Name".
	Type      string   `json:"type"`
	Name      string   `json:"name"`
	Value     string   `json:"value"`
	Doc       string   `json:"doc"`
	Requires  []string `json:"requires"`
	Retryable bool     `json:"retryable"`
}

// Tool is one tool: a handler, under one of the names it is registered
// with ("" where none is known).
type Tool struct {
	Name string `json:"name"`
	// Handler is the handler's function, as "path.Func", "path.Type.Method"
	// or, for a closure, "path.Func.funcN".
	Handler string `json:"handler"`
	// File is the handler's file, absolute; the driver shows it relative.
	File      string `json:"file"`
	Line      int    `json:"line"`
	Framework string `json:"framework"`
	// Codes are the codes its returns may carry, as the rules compute them.
	Codes []string `json:"codes"`
	// Declared are the codes its //toolerr:returns declares.
	Declared []string `json:"declared"`
	// ProtocolErrors counts the returns that can still let a protocol
	// error out: an error the framework turns into one, and no middleware
	// converts, or a nil result with a nil error.
	ProtocolErrors int `json:"protocol_errors"`
	// ProtocolCodes are the JSON-RPC error codes its protocol errors can
	// carry, where known: the framework's for a returned error, the
	// value's for a protocol error value (go-sdk's *jsonrpc.Error), through
	// helpers that take the code; infrastructure failures included, which
	// are protocol errors by right. Sorted by value.
	ProtocolCodes []string `json:"protocol_codes"`
	// Stamped: the program declares a stamp, and each error result of the
	// tool passes through it.
	Stamped bool `json:"stamped"`
	// ID is the handler's, for the driver to tell a tool listed twice.
	ID string `json:"-"`
}

func run(pass *analysis.Pass) (any, error) {
	decls := pass.ResultOf[declarations.Analyzer].(*declarations.Result)
	res := &Result{Codes: declaredCodes(pass, decls)}
	tools(pass, res)
	res.Served = served(pass, decls, pass.ResultOf[handlers.Analyzer].(*handlers.Result), pass.ResultOf[rpcerrors.Analyzer].(*rpcerrors.Result))
	return res, nil
}
