package catalog

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/passes/declarations"
)

// declaredCodes lists the codes of the code types the package declares,
// sorted by name, with the text of their doc comments.
func declaredCodes(pass *analysis.Pass, decls *declarations.Result) []Code {
	var out []Code
	for _, f := range decls.Syntax.Walked() {
		for _, d := range f.Decls {
			gen, ok := d.(*ast.GenDecl)
			if !ok || gen.Tok != token.CONST {
				continue
			}
			for _, spec := range gen.Specs {
				vs := spec.(*ast.ValueSpec)
				for _, name := range vs.Names {
					k, ok := pass.TypesInfo.Defs[name].(*types.Const)
					if !ok || !decls.IsCodeType(k.Type()) || !ownConstant(decls, k) {
						continue
					}
					doc := vs.Doc
					if doc == nil && len(gen.Specs) == 1 {
						doc = gen.Doc
					}
					out = append(out, Code{
						Type:      typeName(k.Type()),
						Name:      k.Name(),
						Value:     declarations.CodeString(k.Val()),
						Doc:       docText(doc, vs.Comment),
						Requires:  nonNil(decls.Required(k)),
						Retryable: decls.IsRetryable(k),
					})
				}
			}
		}
	}
	slices.SortFunc(out, func(a, b Code) int {
		return strings.Compare(a.Name+" "+a.Type, b.Name+" "+b.Type)
	})
	return out
}

// ownConstant reports whether k is one of the closed set of its type: a
// constant declared in the type's own package.
func ownConstant(decls *declarations.Result, k *types.Const) bool {
	return slices.Contains(decls.CodeConstants(k.Type()), k)
}

// docText is the text of a constant's doc comment, or of its line comment
// when it has none, on one line; go/ast leaves directives out.
func docText(groups ...*ast.CommentGroup) string {
	for _, g := range groups {
		if text := strings.Join(strings.Fields(g.Text()), " "); text != "" {
			return text
		}
	}
	return ""
}

// typeName is "path.Name" of a named type.
func typeName(t types.Type) string {
	if n, ok := types.Unalias(t).(*types.Named); ok && n.Obj().Pkg() != nil {
		return n.Obj().Pkg().Path() + "." + n.Obj().Name()
	}
	return t.String()
}

// nonNil makes an empty list [] rather than null in JSON.
func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
