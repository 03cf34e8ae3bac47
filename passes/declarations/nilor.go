package declarations

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// nilOr returns what each result of the function fn, declared at c, is
// wherever it is not nil. A function with a return the operands of which
// cannot be told apart (a bare return, a call's whole tuple) says nothing.
func (r *Result) nilOr(fn *types.Func, c inspector.Cursor) NilOr {
	var out NilOr
	results := fn.Signature().Results()
	rets := r.returns(c)
	if len(rets) == 0 {
		return out
	}
	for _, rc := range rets {
		if len(rc.Node().(*ast.ReturnStmt).Results) != results.Len() {
			return out
		}
	}
	info := r.pass.TypesInfo
	for i := 0; i < results.Len(); i++ {
		t := results.At(i).Type()
		if !flow.Nilable(t) {
			continue
		}
		// Only what an error result is built from is looked at: a tool
		// result, an envelope, an error.
		isResult := profiles.IsResult(t)
		_, isEnvelope := r.EnvelopeOf(t)
		isErr := isResult
		coded := r.Program.Codes && (isResult || isEnvelope || types.Identical(t, errorType))
		stamped := r.Program.Stamps && (isResult || isEnvelope)
		if !isErr && !coded && !stamped {
			continue
		}
		some, none := false, false
		for _, rc := range rets {
			if flow.IsNil(info, rc.Node().(*ast.ReturnStmt).Results[i]) {
				none = true
			} else {
				some = true
			}
		}
		if !some || !none {
			continue // never set, or never nil: the facts of the whole function say it
		}
		for _, rc := range rets {
			e := rc.Node().(*ast.ReturnStmt).Results[i]
			if flow.IsNil(info, e) {
				continue
			}
			isErr = isErr && r.IsErrorResult(rc, e)
			coded = coded && r.CarriesCode(rc, e)
			stamped = stamped && r.Stamped(rc, e)
		}
		if isErr {
			out.Error = append(out.Error, i)
		}
		if coded {
			out.Coded = append(out.Coded, i)
		}
		if stamped {
			out.Stamped = append(out.Stamped, i)
		}
	}
	return out
}

// inferNilOr exports the NilOr of fn, declared at c, and reports whether
// it changed.
func (r *Result) inferNilOr(fn *types.Func, c inspector.Cursor) bool {
	f := r.nilOr(fn, c)
	var old NilOr
	r.pass.ImportObjectFact(fn, &old)
	if slices.Equal(f.Error, old.Error) && slices.Equal(f.Coded, old.Coded) && slices.Equal(f.Stamped, old.Stamped) {
		return false
	}
	r.pass.ExportObjectFact(fn, &f)
	return true
}

// funcNilOr reports whether result i of a call of fn (nil when the call
// names no function) is, where it is not nil, what p looks for, by the
// NilOr of fn.
func (r *Result) funcNilOr(fn *types.Func, i int, p *probe) bool {
	if p.nilOr == nil || fn == nil {
		return false
	}
	f := r.nilOrOf(fn.Origin())
	return f != nil && slices.Contains(p.nilOr(f), i)
}

// nilOrOf returns the NilOr of fn, nil when it has none. Every probe asks
// it of every call it traces: those of other packages, which are final,
// are looked up once, and so are the package's own once the pass has
// inferred them.
func (r *Result) nilOrOf(fn *types.Func) *NilOr {
	if fn.Pkg() == r.pass.Pkg && !r.inferred {
		f := new(NilOr)
		if r.pass.ImportObjectFact(fn, f) {
			return f
		}
		return nil
	}
	m := &r.memo
	if f, ok := lookup(&m.mu, &m.nilOr, fn); ok {
		return f
	}
	f := new(NilOr)
	if !r.pass.ImportObjectFact(fn, f) {
		f = nil
	}
	store(&m.mu, &m.nilOr, fn, f)
	return f
}

var errorType = types.Universe.Lookup("error").Type()
