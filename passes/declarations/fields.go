package declarations

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/flow"
)

// Which envelope fields a literal or an assignment sets. A field promoted
// from a struct the envelope embeds (type Fault struct{ Repair; … }, where
// Repair holds RetryAfter) is a field of the envelope, as Go spells it:
// set by the keys of the embedded struct's literal, or by an assignment
// through it. A field of a nested struct that is not embedded is set with
// its struct.

// LiteralFields returns the fields an envelope literal sets: its keys, or
// every field for a literal without keys, and the promoted fields its
// embedded structs set; nil for other literals.
func (r *Result) LiteralFields(lit *ast.CompositeLit) []string {
	if _, ok := r.EnvelopeOf(r.pass.TypesInfo.TypeOf(lit)); !ok {
		return nil
	}
	return r.structLiteralFields(lit, 0)
}

func (r *Result) structLiteralFields(lit *ast.CompositeLit, depth int) []string {
	st, ok := StructOf(r.pass.TypesInfo.TypeOf(lit))
	if !ok || depth > maxDepth {
		return nil
	}
	var out []string
	for i, elt := range lit.Elts {
		field, value := flow.StructElement(st, i, elt)
		if field == nil {
			continue
		}
		out = append(out, field.Name())
		if field.Embedded() {
			out = append(out, r.embeddedFields(value, field.Type(), depth+1)...)
		}
	}
	return out
}

// embeddedFields returns the promoted fields that value, given to an
// embedded field of type t, sets: the keys of its literal, or every field
// of t for a value built elsewhere, which the rules cannot see into.
func (r *Result) embeddedFields(value ast.Expr, t types.Type, depth int) []string {
	info := r.pass.TypesInfo
	if flow.IsNil(info, value) {
		return nil
	}
	v := ast.Unparen(value)
	if u, ok := v.(*ast.UnaryExpr); ok && u.Op == token.AND {
		v = ast.Unparen(u.X)
	}
	if lit, ok := v.(*ast.CompositeLit); ok {
		return r.structLiteralFields(lit, depth)
	}
	return structFields(t, depth)
}

// structFields returns the names of the fields of the struct type t, or of
// the struct t points to, with those promoted from the structs it embeds.
func structFields(t types.Type, depth int) []string {
	st, ok := StructOf(t)
	if !ok || depth > maxDepth {
		return nil
	}
	var out []string
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		out = append(out, f.Name())
		if f.Embedded() {
			out = append(out, structFields(f.Type(), depth+1)...)
		}
	}
	return out
}

// StructOf returns the struct type t is, or points to: a literal of an
// element type written without its &T (map[string]*T{"k": {…}}) has the
// pointer type.
func StructOf(t types.Type) (*types.Struct, bool) {
	if t == nil {
		return nil, false
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	return st, ok
}

// AssignedFields returns the expression the assignment of rhs to lhs sets
// fields of, and those fields: x.F = v sets F; x.E.F = v, with E embedded,
// sets E and the promoted F; x.E = v sets E and the promoted fields v sets;
// x.N.F = v, with N a nested struct, sets N. It returns nil when lhs is not
// a field; rhs is nil where the assignment's values are one call's results.
func (r *Result) AssignedFields(lhs, rhs ast.Expr) (root ast.Expr, fields []string) {
	info := r.pass.TypesInfo
	var chain []*types.Var // outermost first
	e := ast.Unparen(lhs)
	for {
		sel, ok := e.(*ast.SelectorExpr)
		if !ok {
			break
		}
		selection, ok := info.Selections[sel]
		if !ok || selection.Kind() != types.FieldVal {
			break
		}
		chain = append([]*types.Var{selection.Obj().(*types.Var)}, chain...)
		e = ast.Unparen(sel.X)
	}
	if len(chain) == 0 {
		return nil, nil
	}
	fields = []string{chain[0].Name()}
	k := 0
	for ; k+1 < len(chain) && chain[k].Embedded(); k++ {
		fields = append(fields, chain[k+1].Name())
	}
	if last := chain[k]; k == len(chain)-1 && last.Embedded() && rhs != nil {
		fields = append(fields, r.embeddedFields(rhs, last.Type(), 0)...)
	}
	return e, fields
}

// RHSAt returns the value an assignment gives its i-th operand, nil where
// its values are one call's results.
func RHSAt(as *ast.AssignStmt, i int) ast.Expr {
	if len(as.Lhs) != len(as.Rhs) {
		return nil
	}
	return as.Rhs[i]
}
