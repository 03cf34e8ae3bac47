// Package declarations gathers what a program declares with //toolerr:
// directives and their flag twins: its closed code set, error envelope,
// provenance stamp, in-house handler types and infrastructure errors. A
// declaration travels, as an analysis fact, from its package to every
// package that imports it, directly or not.
//
// It also infers what needs no directive: a coded constructor (a function
// that takes a code, or builds an envelope with its code set) and a
// function that always stamps what it returns.
//
// It reports nothing; the rules read its result.
package declarations

import (
	"go/types"
	"reflect"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/passes/comments"
	"github.com/toolerrlint/toolerrlint/passes/syntax"
)

// Analyzer gathers the declarations visible to one package. Its flags are
// the directives' twins, for code that cannot be annotated.
var Analyzer = &analysis.Analyzer{
	Name:       "toolerrdecls",
	Doc:        "gather //toolerr: declarations and their flag twins",
	Run:        run,
	Requires:   []*analysis.Analyzer{comments.Analyzer, syntax.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes: []analysis.Fact{
		new(CodeType), new(Envelope), new(Stamp), new(InHouseHandler), new(Infra), new(Sensitive), new(RPCError), new(Coded), new(ErrorConstructor), new(NilOr), new(Program),
		new(Requires), new(Retryable), new(Returns), new(CodesOf), new(FieldsSet),
	},
	Flags: flags(),
}

// Result answers, for one package, what the program declares.
type Result struct {
	pass *analysis.Pass
	// Syntax is the package's inspector, which the passes and rules that
	// walk the package share, and the files they walk: not the test files
	// unless test handlers are reported.
	Syntax *syntax.Result
	// Program is what this package and everything it imports declare,
	// flags included.
	Program Program
	// Config is the pass's flags, as they stood when the run began.
	Config *Config

	sums   *summaries // where the program declares codes
	memo   traceMemo
	probes *probes
	// inferred: the pass has run, and the facts it infers of the
	// package's functions are final.
	inferred bool
	// read, set while a step of fixpoint runs, records the package's
	// functions whose summaries the step looks up.
	read func(*types.Func)
	// declared is what the package's own directives and flags declare.
	declared Program

	envelopeFieldsOnce sync.Once
	envelopeFields     []string

	buildersOnce sync.Once
	builders     Builders
}

func run(pass *analysis.Pass) (any, error) {
	dirs := pass.ResultOf[comments.Analyzer].(*comments.Result)
	res := &Result{
		pass:   pass,
		Syntax: pass.ResultOf[syntax.Analyzer].(*syntax.Result),
		Config: snapshot(),
	}
	res.probes = res.makeProbes()
	if !res.Config.TestHandlers {
		// Test files are read for their directives' validity only: what
		// they register, install or declare is the tests' own.
		res.Syntax = res.Syntax.WithoutTestFiles(pass.Fset)
	}
	clause := false
	for _, d := range dirs.Directives {
		if !res.Syntax.Walks(d.Comment.Pos()) {
			continue
		}
		if d.Clause && d.Name == "sensitive" && dirs.Valid(d) {
			clause = true
		}
		if d.Object == nil || !dirs.Valid(d) {
			continue
		}
		res.declare(d.Name, d.Object)
		res.declareContract(d)
	}
	res.declareFlagged()
	res.Program = res.program()
	res.Program.SensitivePackage = clause || res.Config.Sensitive.hasPackage(pass.Pkg)
	res.Program.Sensitive = res.Program.Sensitive || res.Program.SensitivePackage
	if res.Program.Codes || res.Program.Stamps {
		decls := res.funcDeclsWithBodies()
		res.infer(decls)
		if res.Program.Codes {
			res.summarize(decls)
		}
	}
	// The fact is a copy: it lives as long as some importer may read it,
	// and a pointer into the result would keep the result, the pass and
	// the package's syntax alive with it.
	program := res.Program
	pass.ExportPackageFact(&program)
	res.inferred = true
	return res, nil
}

// declare exports the fact of one directive on obj.
func (r *Result) declare(directive string, obj types.Object) {
	switch directive {
	case "codes":
		r.pass.ExportObjectFact(obj, new(CodeType))
		r.declared.Codes = true
	case "envelope":
		r.pass.ExportObjectFact(obj, &Envelope{CodeField: r.codeField(obj)})
		r.declared.Envelopes = true
	case "provenance":
		r.pass.ExportObjectFact(obj, new(Stamp))
		r.declared.Stamps = true
	case "handler":
		r.pass.ExportObjectFact(obj, new(InHouseHandler))
		r.declared.Handlers = true
	case "infra":
		r.pass.ExportObjectFact(obj, new(Infra))
	case "sensitive":
		r.pass.ExportObjectFact(obj, new(Sensitive))
		r.declared.Sensitive = true
	case "rpcerror":
		if tn, ok := obj.(*types.TypeName); ok {
			if field := comments.RPCCodeField(tn); field != "" {
				r.pass.ExportObjectFact(obj, &RPCError{CodeField: field})
			}
		}
	}
}

// declareFlagged exports facts for this package's objects named by flags,
// so that importers see them as they see directives.
func (r *Result) declareFlagged() {
	if !r.Config.namesIn(r.pass.Pkg) {
		return // most packages: no flag names any of their objects
	}
	scope := r.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		obj := scope.Lookup(name)
		r.declareIfFlagged(obj)
		if tn, ok := obj.(*types.TypeName); ok {
			if named, ok := types.Unalias(tn.Type()).(*types.Named); ok {
				for i := 0; i < named.NumMethods(); i++ {
					r.declareIfFlagged(named.Method(i))
				}
			}
		}
	}
}

func (r *Result) declareIfFlagged(obj types.Object) {
	c := r.Config
	for _, f := range [...]struct {
		directive string
		list      *nameList
	}{
		{"codes", &c.Codes}, {"envelope", &c.Envelope}, {"provenance", &c.Provenance},
		{"handler", &c.Handlers}, {"infra", &c.Infra}, {"sensitive", &c.Sensitive.nameList},
		{"rpcerror", &c.RPCErrors},
	} {
		if f.list.has(obj) {
			r.declare(f.directive, obj)
		}
	}
	r.declareContractIfFlagged(obj)
}

// program combines this package's declarations with those of its imports.
// What the package declares itself is what declare exported: reading it
// back from the facts the pass sees would cost every package as much as
// everything beneath it declares.
func (r *Result) program() Program {
	p := r.declared
	for _, imp := range r.pass.Pkg.Imports() {
		var dep Program
		if r.pass.ImportPackageFact(imp, &dep) {
			p.Codes = p.Codes || dep.Codes
			p.Stamps = p.Stamps || dep.Stamps
			p.Handlers = p.Handlers || dep.Handlers
			p.Envelopes = p.Envelopes || dep.Envelopes
			p.Sensitive = p.Sensitive || dep.Sensitive
			p.Requires = p.Requires || dep.Requires
			p.Returns = p.Returns || dep.Returns
		}
	}
	p.Codes = p.Codes || len(r.Config.Codes.names) > 0
	p.Stamps = p.Stamps || len(r.Config.Provenance.names) > 0
	p.Handlers = p.Handlers || len(r.Config.Handlers.names) > 0
	p.Envelopes = p.Envelopes || len(r.Config.Envelope.names) > 0
	p.Sensitive = p.Sensitive || len(r.Config.Sensitive.names) > 0
	return p
}

// codeField names the field of a code type in an envelope struct.
func (r *Result) codeField(obj types.Object) string {
	st, ok := obj.Type().Underlying().(*types.Struct)
	if !ok {
		return ""
	}
	for i := 0; i < st.NumFields(); i++ {
		if r.IsCodeType(st.Field(i).Type()) {
			return st.Field(i).Name()
		}
	}
	return ""
}

// origin returns the declaring object of a named type, nil for others.
func typeName(t types.Type) *types.TypeName {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	if named, ok := t.(*types.Named); ok {
		return named.Origin().Obj()
	}
	return nil
}

// IsCodeType reports whether t is a declared code type.
func (r *Result) IsCodeType(t types.Type) bool {
	tn := typeName(t)
	return tn != nil && (r.pass.ImportObjectFact(tn, new(CodeType)) || r.Config.Codes.has(tn))
}

// CodeConstants returns the closed set of a code type: its constants
// declared in its own package.
//
// The slice is shared: callers must not change it.
func (r *Result) CodeConstants(t types.Type) []*types.Const {
	tn := typeName(t)
	if tn == nil || tn.Pkg() == nil {
		return nil
	}
	// Every code constant a trace meets asks for the set: the scope's
	// sorted names are listed once per type.
	m := &r.memo
	if consts, ok := lookup(&m.mu, &m.constants, tn); ok {
		return consts
	}
	consts := codeConstants(tn)
	store(&m.mu, &m.constants, tn, consts)
	return consts
}

func codeConstants(tn *types.TypeName) []*types.Const {
	var out []*types.Const
	scope := tn.Pkg().Scope()
	for _, name := range scope.Names() {
		if c, ok := scope.Lookup(name).(*types.Const); ok && typeName(c.Type()) == tn {
			out = append(out, c)
		}
	}
	return out
}

// EnvelopeOf reports whether t (or what it points to) is a declared
// envelope, and names its code field.
func (r *Result) EnvelopeOf(t types.Type) (codeField string, ok bool) {
	tn := typeName(t)
	if tn == nil {
		return "", false
	}
	var e Envelope
	if r.pass.ImportObjectFact(tn, &e) {
		return e.CodeField, true
	}
	if r.Config.Envelope.has(tn) {
		return r.codeField(tn), true
	}
	return "", false
}

// RPCErrorOf reports whether t (or what it points to) is the declared
// protocol error type of an in-house framework, and names the field that
// holds its JSON-RPC code.
func (r *Result) RPCErrorOf(t types.Type) (codeField string, ok bool) {
	tn := typeName(t)
	if tn == nil {
		return "", false
	}
	var e RPCError
	if r.pass.ImportObjectFact(tn, &e) {
		return e.CodeField, true
	}
	if r.Config.RPCErrors.has(tn) {
		if field := comments.RPCCodeField(tn); field != "" {
			return field, true
		}
	}
	return "", false
}

// IsStamp reports whether fn stamps provenance, declared or inferred.
func (r *Result) IsStamp(fn *types.Func) bool {
	if fn == nil {
		return false
	}
	fn = fn.Origin()
	return r.pass.ImportObjectFact(fn, new(Stamp)) || r.Config.Provenance.has(fn)
}

// IsHandler reports whether obj, a function, method or named func type,
// is declared an in-house tool handler.
func (r *Result) IsHandler(obj types.Object) bool {
	if obj == nil {
		return false
	}
	if fn, ok := obj.(*types.Func); ok {
		obj = fn.Origin()
	}
	return r.pass.ImportObjectFact(obj, new(InHouseHandler)) || r.Config.Handlers.has(obj)
}

// IsInfra reports whether obj, a function, method or type, is declared
// infrastructure.
func (r *Result) IsInfra(obj types.Object) bool {
	if obj == nil {
		return false
	}
	if fn, ok := obj.(*types.Func); ok {
		obj = fn.Origin()
	}
	return r.pass.ImportObjectFact(obj, new(Infra)) || r.Config.Infra.has(obj)
}

// IsInfraType reports whether t, or what it points to, is a declared
// infrastructure error type.
func (r *Result) IsInfraType(t types.Type) bool {
	tn := typeName(t)
	return tn != nil && r.IsInfra(tn)
}

// IsSensitive reports whether obj, a function, method, type or variable,
// is a source of sensitive error text: declared so itself, or declared in
// a package declared sensitive as a whole.
func (r *Result) IsSensitive(obj types.Object) bool {
	if obj == nil || obj.Pkg() == nil {
		return false
	}
	if fn, ok := obj.(*types.Func); ok {
		obj = fn.Origin()
	}
	if r.pass.ImportObjectFact(obj, new(Sensitive)) || r.Config.Sensitive.has(obj) || r.Config.Sensitive.hasPackage(obj.Pkg()) {
		return true
	}
	if obj.Pkg() == r.pass.Pkg {
		return r.Program.SensitivePackage
	}
	var p Program
	return r.pass.ImportPackageFact(obj.Pkg(), &p) && p.SensitivePackage
}

// IsSensitiveType reports whether t, or what it points to, is a sensitive
// error type.
func (r *Result) IsSensitiveType(t types.Type) bool {
	tn := typeName(t)
	return tn != nil && r.IsSensitive(tn)
}

// IsCoded reports whether fn is a coded constructor.
func (r *Result) IsCoded(fn *types.Func) bool {
	return fn != nil && r.pass.ImportObjectFact(fn.Origin(), new(Coded))
}
