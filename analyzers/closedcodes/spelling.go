package closedcodes

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/errresult"
	"github.com/toolerrlint/toolerrlint/internal/spelling"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
)

// respell is the fix of the forged value v at cur: the declared constant
// it misspells, where exactly one is meant (see meant), named as the
// file names it. No fix where the constant is a case of the same switch,
// or a key of the same map literal, already: the fixed code would not
// compile.
func respell(pass *analysis.Pass, decls *declarations.Result, cur inspector.Cursor, t types.Type, v constant.Value) (analysis.SuggestedFix, bool) {
	c, ok := meant(decls, t, v)
	if !ok || beside(pass.TypesInfo, cur, c.Val()) {
		return analysis.SuggestedFix{}, false
	}
	n := cur.Node()
	file := edit.FileOf(pass, n)
	if file == nil {
		return analysis.SuggestedFix{}, false
	}
	name, ok := errresult.NameAt(pass, file, n.Pos(), c)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message:   fmt.Sprintf("use %s, the declared code %s", name, c.Val().ExactString()),
		TextEdits: []analysis.TextEdit{{Pos: n.Pos(), End: n.End(), NewText: []byte(name)}},
	}, true
}

// beside reports whether the expression at cur is a case of a switch, or
// a key of a composite literal, of which another case or key is the
// constant value v: a duplicate case or key does not compile.
func beside(info *types.Info, cur inspector.Cursor, v constant.Value) bool {
	var siblings []ast.Expr
	switch parent := cur.Parent().Node().(type) {
	case *ast.CaseClause:
		body, ok := cur.Parent().Parent().Node().(*ast.BlockStmt)
		if !ok {
			return false
		}
		for _, stmt := range body.List {
			if cc, ok := stmt.(*ast.CaseClause); ok {
				siblings = append(siblings, cc.List...)
			}
		}
	case *ast.KeyValueExpr:
		lit, ok := cur.Parent().Parent().Node().(*ast.CompositeLit)
		if !ok || parent.Key != cur.Node() {
			return false
		}
		for _, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				siblings = append(siblings, kv.Key)
			}
		}
	}
	for _, e := range siblings {
		if other := info.Types[e].Value; other != nil && constant.Compare(other, token.EQL, v) {
			return true
		}
	}
	return false
}

// meant returns the declared constant of the code type t that the forged
// value v misspells, where exactly one constant's spelling it can be:
//
//   - v is the constant's value or name written another way: in another
//     case, with other separators or none ("NOT_FOUND", "not-found",
//     "NotFound" for NotFound = "not_found");
//   - v is one edit from the constant's value (a letter added, left out,
//     changed, or two neighbours swapped: "not_fuond", "conflicts"),
//     where that value is longer than three characters: one edit from a
//     short code is as likely another word as a slip.
//
// A code that is not a string has no spelling. A constant with required
// fields (//toolerr:requires) is never the one meant: the code the
// fix writes would ask for fields the call was not written to set, and
// trade this finding for repairfields'.
func meant(decls *declarations.Result, t types.Type, v constant.Value) (*types.Const, bool) {
	if v.Kind() != constant.String {
		return nil, false
	}
	s := constant.StringVal(v)
	var found *types.Const
	for _, c := range decls.CodeConstants(t) {
		if c.Val().Kind() != constant.String || !spells(s, c) {
			continue
		}
		if found != nil {
			return nil, false
		}
		found = c
	}
	if found == nil || len(decls.Required(found)) > 0 {
		return nil, false
	}
	return found, true
}

// spells reports whether s is a spelling of the code constant c, as meant
// describes.
func spells(s string, c *types.Const) bool {
	value := constant.StringVal(c.Val())
	folded := fold(s)
	if folded != "" && (folded == fold(value) || folded == fold(c.Name())) {
		return true
	}
	return len([]rune(value)) > 3 && spelling.Distance(s, value) == 1
}

// fold is s in lower case without the separators a code's words may be
// joined by: "Not_Found", "not-found" and "NotFound" fold alike.
func fold(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '_' || r == '-' || r == '.' || unicode.IsSpace(r) {
			return -1
		}
		return unicode.ToLower(r)
	}, s)
}
