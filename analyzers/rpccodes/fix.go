package rpccodes

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/toolerrlint/toolerrlint/passes/handlers"
)

// The constants that spell the code a withdrawn one gives way to, by the
// package of the framework that declares them.
var spellings = []struct {
	path, name string
}{
	{"github.com/modelcontextprotocol/go-sdk/jsonrpc", "CodeInvalidParams"},
	{"github.com/mark3labs/mcp-go/mcp", "INVALID_PARAMS"},
}

// replacement is the fix of a withdrawn code: the code that replaces it,
// spelt as a framework constant the file can name (mcp-go's
// RESOURCE_NOT_FOUND becomes INVALID_PARAMS of the same package), or as
// a number.
func replacement(pass *analysis.Pass, e ast.Expr, w *Withdrawn) []analysis.SuggestedFix {
	text := strconv.FormatInt(w.Use, 10)
	if w.Use == -32602 {
		if name, ok := spelling(pass, e); ok {
			text = name
		}
	}
	return []analysis.SuggestedFix{{
		Message:   "use " + text,
		TextEdits: []analysis.TextEdit{{Pos: e.Pos(), End: e.End(), NewText: []byte(text)}},
	}}
}

// returnedByTool reports whether the protocol error built at c is
// returned, as it is built, by a tool handler: protocolerr reports that
// return, and its fix makes the error an isError result. A new code
// would leave a protocol error that protocolerr still reports, and the
// two fixes would edit the same return: the rule leaves it to
// protocolerr's.
func returnedByTool(hs *handlers.Result, c inspector.Cursor) bool {
	if _, ok := c.Node().(*ast.CompositeLit); !ok {
		return false
	}
	parent := c.Parent()
	if u, ok := parent.Node().(*ast.UnaryExpr); ok && u.Op == token.AND {
		parent = parent.Parent()
	}
	if _, ok := parent.Node().(*ast.ReturnStmt); !ok {
		return false
	}
	for f := range parent.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		return hs.Of(f.Node()) != nil
	}
	return false
}

// spelling returns the name of invalid params as the file holding e can
// write it: through the package e itself names, or one the file imports.
func spelling(pass *analysis.Pass, e ast.Expr) (string, bool) {
	if sel, ok := ast.Unparen(e).(*ast.SelectorExpr); ok {
		if id, ok := sel.X.(*ast.Ident); ok {
			if pn, ok := pass.TypesInfo.Uses[id].(*types.PkgName); ok {
				for _, s := range spellings {
					if pn.Imported().Path() == s.path {
						return id.Name + "." + s.name, true
					}
				}
			}
		}
	}
	var file *ast.File
	for _, f := range pass.Files {
		if f.FileStart <= e.Pos() && e.Pos() < f.FileEnd {
			file = f
			break
		}
	}
	if file == nil {
		return "", false
	}
	for _, s := range spellings {
		for _, imp := range file.Imports {
			path, err := strconv.Unquote(imp.Path.Value)
			if err != nil || path != s.path {
				continue
			}
			name := path[lastSlash(path)+1:]
			if imp.Name != nil {
				name = imp.Name.Name
			}
			if name == "_" || name == "." {
				continue
			}
			return name + "." + s.name, true
		}
	}
	return "", false
}

func lastSlash(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '/' {
			return i
		}
	}
	return -1
}
