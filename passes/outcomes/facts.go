package outcomes

import (
	"go/ast"
	"go/types"

	"github.com/toolerrlint/toolerrlint/passes/syntax"
)

// ErrorFact tells the importers of a package what the error a function of
// it returns can be, where that is more than "the callee's failure": never
// anything but nil (a helper that turns every failure into an isError
// result), or always an encoding failure, an argument-binding failure, a
// protocol error value, or a failure exempt from the rules. It is part of
// the go vet and golangci-lint fact caches: keep it gob-stable.
type ErrorFact struct {
	// Kind is the origin's category, as Category names it, or "nil",
	// "cancellation", "infra", "propagated" or "intended".
	Kind string
	// Name is the binder or encoder the error comes from.
	Name string
	// Code is the JSON-RPC code of a protocol error value, when constant.
	Code string
}

func (*ErrorFact) AFact() {}

func (f *ErrorFact) String() string { return "error(" + f.Kind + ")" }

// factKinds are the origins worth telling importers, by fact kind.
var factKinds = map[OriginKind]string{
	Nil:           "nil",
	Binding:       "argument-binding",
	Encoding:      "encoding",
	ProtocolValue: "jsonrpc-error",
	Cancellation:  "cancellation",
	Infra:         "infra",
	Propagated:    "propagated",
	Intended:      "intended",
}

// exportErrorFacts publishes what the exported functions of the package
// that return an error can return.
func (a *analyzer) exportErrorFacts() {
	for _, f := range a.decls.Syntax.Walked() {
		if syntax.InTestFile(a.pass.Fset, f.Pos()) {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || !fd.Name.IsExported() {
				continue
			}
			fn, ok := a.info.Defs[fd.Name].(*types.Func)
			if !ok || a.hs.Of(fd) != nil {
				continue // a handler's error is its framework's to answer
			}
			res := fn.Signature().Results()
			if res.Len() == 0 || !isErrorType(res.At(res.Len()-1).Type()) {
				continue
			}
			o := a.summary(fn, 0)
			if kind, ok := factKinds[o.Kind]; ok {
				a.pass.ExportObjectFact(fn, &ErrorFact{Kind: kind, Name: o.Name, Code: o.Code})
			}
		}
	}
}

// importedOrigin classifies the error of a function of another package by
// its fact.
func (a *analyzer) importedOrigin(fn *types.Func) (Origin, bool) {
	var f ErrorFact
	if !a.pass.ImportObjectFact(fn.Origin(), &f) {
		return Origin{}, false
	}
	for kind, name := range factKinds {
		if name == f.Kind {
			o := Origin{Kind: kind, Name: f.Name, Code: f.Code}
			if o.Name == "" && (kind == Encoding || kind == Binding) {
				o.Name = calleeName(a.pass.Pkg, fn)
			}
			return o, true
		}
	}
	return Origin{}, false
}
