package declarations

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolerrlint/toolerrlint/internal/flow"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// maxDepth bounds how far a value is followed back through variables.
const maxDepth = 6

// probe says what a traced value is looked for: a code or a stamp.
type probe struct {
	// value: the expression itself is one (a value of a code type).
	value func(e ast.Expr) bool
	// call: a call of fn makes the value one (a coded constructor, a stamp).
	call func(fn *types.Func) bool
	// flagged: this call of fn makes the value one by an argument
	// (NewCallToolResult(content, true)); nil when no call does.
	flagged func(fn *types.Func, call *ast.CallExpr) bool
	// marks: a call of fn marks the variable passed to it, as argument or
	// receiver (Stamp(ctx, res), res.SetError(err)); nil when no call does.
	marks func(fn *types.Func) bool
	// literal: a composite literal is one (an envelope with its code set).
	literal func(lit *ast.CompositeLit) bool
	// field: setting the field name of a variable to value makes it one
	// (res.IsError = true); nil when only the value set counts.
	field func(name string, value ast.Expr) bool
	// nilOr: the results of a function that are one wherever they are not
	// nil, by index; nil when none are looked at.
	nilOr func(f *NilOr) []int
	// none: a value of the type cannot be one, nor be built from one
	// (a string, a number); nil when any may.
	none func(t types.Type) bool
}

// probes are the pass's probes, made once: the inference and the rules
// trace thousands of values in a large package, each with one of them.
type probes struct {
	code, errorResult, envelope, stamp probe
	// envelopeOrCode finds what envelope or code finds: a rule that asks
	// both of a value traces it once with this one, and asks the exact
	// question only of the few values it finds something in.
	envelopeOrCode probe
}

func (r *Result) makeProbes() *probes {
	code := r.codeProbe()
	return &probes{
		code:           code,
		errorResult:    r.errorResultProbe(),
		envelope:       r.envelopeProbe(),
		stamp:          r.stampProbe(),
		envelopeOrCode: r.envelopeOrCodeProbe(code),
	}
}

// envelopeOrCodeProbe looks for what the envelope probe or the code probe
// looks for. The envelope probe looks at values only, and neither marks,
// flags, sets fields or rules types out, so a trace with this probe
// finds something exactly where one with either of them does.
func (r *Result) envelopeOrCodeProbe(code probe) probe {
	info := r.pass.TypesInfo
	return probe{
		// The value of either probe: the type looked up once.
		value: func(e ast.Expr) bool {
			t := info.TypeOf(e)
			if t == nil {
				return false
			}
			if _, envelope := r.EnvelopeOf(t); !envelope && !r.IsCodeType(t) {
				return false
			}
			return !flow.IsNil(info, e)
		},
		call:    code.call,
		nilOr:   code.nilOr,
		literal: code.literal,
	}
}

func (r *Result) codeProbe() probe {
	info := r.pass.TypesInfo
	return probe{
		value: func(e ast.Expr) bool {
			t := info.TypeOf(e)
			return t != nil && r.IsCodeType(t) && !flow.IsNil(info, e)
		},
		call:  r.IsCoded,
		nilOr: func(f *NilOr) []int { return f.Coded },
		literal: func(lit *ast.CompositeLit) bool {
			field, ok := r.EnvelopeOf(info.TypeOf(lit))
			if !ok || field == "" {
				return false
			}
			for _, elt := range lit.Elts {
				if kv, ok := elt.(*ast.KeyValueExpr); ok {
					if id, ok := kv.Key.(*ast.Ident); ok && id.Name == field {
						return true
					}
				}
			}
			return false
		},
	}
}

// errorResultProbe looks for an isError tool result: one built by a
// profile's error constructor or by a function that always returns one,
// a literal with isError set, or a result marked by SetError or an
// IsError assignment.
func (r *Result) errorResultProbe() probe {
	info := r.pass.TypesInfo
	return probe{
		value: func(ast.Expr) bool { return false },
		call: func(fn *types.Func) bool {
			for _, p := range profiles.Builtin {
				for _, ref := range p.ErrorResults {
					if ref.Match(fn) {
						return true
					}
				}
			}
			return r.pass.ImportObjectFact(fn.Origin(), new(ErrorConstructor))
		},
		flagged: func(fn *types.Func, call *ast.CallExpr) bool {
			for _, p := range profiles.Builtin {
				for _, fr := range p.FlaggedResults {
					if fr.Func.Match(fn) && fr.Flag < len(call.Args) {
						// Only a flag known to be false makes a success.
						isError, known := flow.BoolValue(info, call.Args[fr.Flag])
						return isError || !known
					}
				}
			}
			return false
		},
		nilOr: func(f *NilOr) []int { return f.Error },
		// A tool result is a struct, behind a pointer or an interface: a
		// string or a number handed to a call (NewToolResultText(rec)) is
		// not one, and tracing where it came from finds none.
		none: func(t types.Type) bool {
			_, basic := t.Underlying().(*types.Basic)
			return basic
		},
		marks: func(fn *types.Func) bool {
			for _, p := range profiles.Builtin {
				for _, ref := range p.ErrorSetters {
					if ref.Match(fn) {
						return true
					}
				}
			}
			return false
		},
		literal: func(lit *ast.CompositeLit) bool {
			for _, p := range profiles.Builtin {
				if !p.Result.Match(info.TypeOf(lit)) {
					continue
				}
				for _, elt := range lit.Elts {
					kv, ok := elt.(*ast.KeyValueExpr)
					if !ok {
						continue
					}
					if id, ok := kv.Key.(*ast.Ident); ok && id.Name == p.IsErrorField {
						set, known := flow.BoolValue(info, kv.Value)
						return !known || set
					}
				}
			}
			return false
		},
		field: func(name string, value ast.Expr) bool {
			for _, p := range profiles.Builtin {
				if name == p.IsErrorField {
					set, known := flow.BoolValue(info, value)
					return !known || set
				}
			}
			return false
		},
	}
}

// envelopeProbe looks for a declared error envelope, with or without its
// code.
func (r *Result) envelopeProbe() probe {
	info := r.pass.TypesInfo
	return probe{
		value: func(e ast.Expr) bool {
			_, ok := r.EnvelopeOf(info.TypeOf(e))
			return ok && !flow.IsNil(info, e)
		},
		call:    func(*types.Func) bool { return false },
		literal: func(*ast.CompositeLit) bool { return false },
	}
}

// IsErrorResult reports whether the value of e, at the point at, is an
// isError tool result.
func (r *Result) IsErrorResult(at inspector.Cursor, e ast.Expr) bool {
	return r.carries(at, e, &r.probes.errorResult, 0)
}

// CarriesEnvelope reports whether the value of e, at the point at, holds a
// declared error envelope.
func (r *Result) CarriesEnvelope(at inspector.Cursor, e ast.Expr) bool {
	return r.carries(at, e, &r.probes.envelope, 0)
}

// CarriesEnvelopeOrCode reports whether CarriesEnvelope or CarriesCode
// would, exactly, with one trace of e instead of two: a value it holds of
// that does not carry an envelope carries a code.
func (r *Result) CarriesEnvelopeOrCode(at inspector.Cursor, e ast.Expr) bool {
	return r.carries(at, e, &r.probes.envelopeOrCode, 0)
}

func (r *Result) stampProbe() probe {
	return probe{
		value:   func(ast.Expr) bool { return false },
		call:    r.IsStamp,
		marks:   r.IsStamp,
		nilOr:   func(f *NilOr) []int { return f.Stamped },
		literal: func(*ast.CompositeLit) bool { return false },
	}
}

// CarriesCode reports whether the value of e, at the point at, carries an
// error code: a value of a code type, a coded constructor's result, an
// envelope with its code set, or something built from one of those.
func (r *Result) CarriesCode(at inspector.Cursor, e ast.Expr) bool {
	return r.carries(at, e, &r.probes.code, 0)
}

// Stamped reports whether the value of e, at the point at, passed through
// a provenance stamp: a stamp's result, something built from a stamped
// value, or a variable handed to a stamp.
func (r *Result) Stamped(at inspector.Cursor, e ast.Expr) bool {
	return r.carries(at, e, &r.probes.stamp, 0)
}

func (r *Result) carries(at inspector.Cursor, e ast.Expr, p *probe, depth int) bool {
	if e == nil || depth > maxDepth {
		return false
	}
	info := r.pass.TypesInfo
	e = ast.Unparen(e)
	if p.none != nil {
		if t := info.TypeOf(e); t != nil && p.none(t) {
			return false
		}
	}
	if p.value(e) {
		return true
	}
	switch e := e.(type) {
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, e).(*types.Func)
		if fn != nil && (p.call(fn) || p.flagged != nil && p.flagged(fn, e)) {
			return true
		}
		if r.funcNilOr(fn, 0, p) {
			return true
		}
		for _, arg := range e.Args {
			if r.carries(at, arg, p, depth+1) {
				return true
			}
		}
		if sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok {
			return r.carries(at, sel.X, p, depth+1) // a method of a stamped or coded value
		}
	case *ast.CompositeLit:
		if p.literal(e) {
			return true
		}
		for _, elt := range e.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				elt = kv.Value
			}
			if r.carries(at, elt, p, depth+1) {
				return true
			}
		}
	case *ast.UnaryExpr:
		return r.carries(at, e.X, p, depth+1)
	case *ast.StarExpr:
		return r.carries(at, e.X, p, depth+1)
	case *ast.BinaryExpr:
		return r.carries(at, e.X, p, depth+1) || r.carries(at, e.Y, p, depth+1)
	case *ast.Ident:
		v, ok := info.Uses[e].(*types.Var)
		if !ok || v.IsField() || v.Parent() == nil || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() {
			return false
		}
		for _, d := range r.reachingDefs(v, at) {
			if d.Value == nil {
				continue
			}
			if call, ok := ast.Unparen(d.Value).(*ast.CallExpr); ok && d.Index >= 0 && p.nilOr != nil {
				if fn, _ := typeutil.Callee(info, call).(*types.Func); r.funcNilOr(fn, d.Index, p) {
					return true
				}
			}
			if r.carries(d.At, d.Value, p, depth+1) {
				return true
			}
		}
		return r.updated(at, v, p, depth)
	}
	return false
}

// updated reports whether the function holding at, before at, makes v
// carry what p looks for after its assignment: passes it to a call that
// marks it (Stamp(ctx, res), res.SetError(err)), hands it, as receiver of
// a method, a value that carries it (res.SetError(codedErr)), or sets one
// of its fields (res.StructuredContent = env, res.IsError = true).
func (r *Result) updated(at inspector.Cursor, v *types.Var, p *probe, depth int) bool {
	found := false
	r.updates(at, v, func(u update) {
		switch {
		case found:
		case u.Field == "" && u.Value == nil && (u.Callee == nil || p.marks == nil):
			// A call handed v that no probe's mark applies to: nothing
			// to find, wherever it runs.
		case !mayReach(r.pass.TypesInfo, u.At, at):
		case u.Field != "":
			found = p.field != nil && p.field(u.Field, u.Value) || r.carries(u.At, u.Value, p, depth+1)
		case u.Value != nil:
			found = r.carries(u.At, u.Value, p, depth+1)
		default:
			found = u.Callee != nil && p.marks != nil && p.marks(u.Callee)
		}
	})
	return found
}

// An update is what a statement before a point may do to a variable after
// its assignment: hand it to a call (Value nil), hand a value to a method
// of it (Value the argument), or set one of its fields (Field and Value).
type update struct {
	Var    *types.Var
	At     inspector.Cursor
	pos    token.Pos // of the statement at At
	Callee *types.Func
	Field  string
	Value  ast.Expr
}

// updates calls visit with each update of v in the function holding at,
// before at.
func (r *Result) updates(at inspector.Cursor, v *types.Var, visit func(update)) {
	fn, ok := flow.EnclosingFunc(at)
	if !ok {
		return
	}
	before := at.Node().Pos()
	for _, u := range r.updatesIn(fn) {
		if u.Var == v && u.pos < before {
			visit(u)
		}
	}
}
