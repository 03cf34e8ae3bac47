package declarations

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/toolerrlint/toolerrlint/passes/comments"
)

// The error contract: what a code asks of the results built with it
// (//toolerr:requires, //toolerr:retryable) and which codes a tool may
// return (//toolerr:returns).

// Requires marks a code constant whose error results must set the named
// envelope fields.
type Requires struct {
	Fields []string
}

// Retryable marks a code constant whose failures are worth retrying as
// they are.
type Retryable struct{}

// Returns marks a handler, or a factory of handlers, with the codes its
// tools may return, by value.
type Returns struct {
	Codes []string
}

func (*Requires) AFact()  {}
func (*Retryable) AFact() {}
func (*Returns) AFact()   {}

func (f *Requires) String() string { return "requires(" + strings.Join(f.Fields, ",") + ")" }
func (*Retryable) String() string  { return "retryable" }
func (f *Returns) String() string  { return "returns(" + strings.Join(f.Codes, ",") + ")" }

// declareContract exports the fact of a contract directive.
func (r *Result) declareContract(d *comments.Directive) {
	switch d.Name {
	case "requires":
		r.pass.ExportObjectFact(d.Object, &Requires{Fields: d.List()})
		r.declared.Requires = true
	case "retryable":
		r.pass.ExportObjectFact(d.Object, new(Retryable))
	case "returns":
		r.pass.ExportObjectFact(d.Object, &Returns{Codes: d.List()})
		r.declared.Returns = true
	}
}

// declareContractIfFlagged exports the facts of the contract directives'
// flag twins that name obj.
func (r *Result) declareContractIfFlagged(obj types.Object) {
	c := r.Config
	if _, ok := obj.(*types.Const); ok {
		if fields, ok := c.Requires.of(obj); ok {
			r.pass.ExportObjectFact(obj, &Requires{Fields: fields})
			r.declared.Requires = true
		}
		if c.Retryable.has(obj) {
			r.pass.ExportObjectFact(obj, new(Retryable))
		}
	}
	if _, ok := obj.(*types.Func); ok {
		if codes, ok := c.Returns.of(obj); ok {
			r.pass.ExportObjectFact(obj, &Returns{Codes: codes})
			r.declared.Returns = true
		}
	}
}

// Required returns the envelope fields that error results built with the
// code constant c must set.
func (r *Result) Required(c *types.Const) []string {
	var f Requires
	if c == nil || !r.pass.ImportObjectFact(c, &f) {
		return nil
	}
	return f.Fields
}

// IsRetryable reports whether the code constant c is declared retryable.
func (r *Result) IsRetryable(c *types.Const) bool {
	return c != nil && r.pass.ImportObjectFact(c, new(Retryable))
}

// DeclaredReturns returns the codes fn, a handler or a factory of
// handlers, declares its tools may return, and whether it declares any.
func (r *Result) DeclaredReturns(fn *types.Func) ([]string, bool) {
	var f Returns
	if fn == nil || !r.pass.ImportObjectFact(fn.Origin(), &f) {
		return nil, false
	}
	// A code named by its constant is a mistake the closedcodes rule
	// reports at the directive; the tool is held to the code meant.
	values, byName := r.DeclaredCodes()
	codes := make([]string, len(f.Codes))
	for i, c := range f.Codes {
		codes[i] = c
		if v, ok := byName[c]; ok && !slices.Contains(values, c) {
			codes[i] = v
		}
	}
	return codes, true
}

// CodeConstant returns the declared constant of the code type t whose value
// is v, nil when none is.
func (r *Result) CodeConstant(t types.Type, v constant.Value) *types.Const {
	for _, c := range r.CodeConstants(t) {
		if constant.Compare(c.Val(), token.EQL, v) {
			return c
		}
	}
	return nil
}

// CodeString is how codes are named in directives, messages and the
// catalog: by value, a string code unquoted.
func CodeString(v constant.Value) string {
	if v.Kind() == constant.String {
		return constant.StringVal(v)
	}
	return v.ExactString()
}

// sortedSet returns the members of set, sorted.
func sortedSet(set map[string]bool) []string {
	out := make([]string, 0, len(set))
	for s := range set {
		out = append(out, s)
	}
	slices.Sort(out)
	return out
}

// EnvelopeFields returns, sorted, the names of the fields of every
// envelope the package sees declared, in it or in its dependencies, with
// those promoted from the structs it embeds.
//
// They are gathered once, from every fact the package sees: the slice is
// shared, and callers must not change it.
func (r *Result) EnvelopeFields() []string {
	r.envelopeFieldsOnce.Do(func() { r.envelopeFields = r.gatherEnvelopeFields() })
	return r.envelopeFields
}

func (r *Result) gatherEnvelopeFields() []string {
	set := make(map[string]bool)
	for _, f := range r.pass.AllObjectFacts() {
		if _, ok := f.Fact.(*Envelope); !ok {
			continue
		}
		for _, name := range structFields(f.Object.Type(), 0) {
			set[name] = true
		}
	}
	return sortedSet(set)
}

// DeclaredCodes returns, sorted, the values of the codes of every code set
// the package sees declared, and the constants that spell them by name.
func (r *Result) DeclaredCodes() (values []string, byName map[string]string) {
	set := make(map[string]bool)
	byName = make(map[string]string)
	for _, f := range r.pass.AllObjectFacts() {
		if _, ok := f.Fact.(*CodeType); !ok {
			continue
		}
		for _, c := range r.CodeConstants(f.Object.Type()) {
			v := CodeString(c.Val())
			set[v] = true
			byName[c.Name()] = v
		}
	}
	return sortedSet(set), byName
}
