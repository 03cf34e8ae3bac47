package closedcodes

import (
	"fmt"
	"go/ast"
	"go/token"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/rule"
	"github.com/toolerrlint/toolerrlint/passes/comments"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/passes/outcomes"
)

// undeclared collects the returns of a handler that declares its codes
// with //toolerr:returns and may return one outside them, but for those
// reported already, which get one finding.
func undeclared(c *rule.Context, res *outcomes.Result, h *handlers.Handler, reported map[*ast.ReturnStmt]bool) {
	declared, ok := res.Declared(h)
	if !ok {
		return
	}
	for _, cr := range res.CodedReturns(h) {
		if reported[cr.Stmt] {
			continue
		}
		var outside []string
		for _, code := range cr.Codes {
			if !slices.Contains(declared, code) {
				outside = append(outside, strconv.Quote(code))
			}
		}
		if len(outside) == 0 {
			continue
		}
		what := "code " + outside[0] + ", which is"
		if len(outside) > 1 {
			what = "codes " + strings.Join(outside, ", ") + ", which are"
		}
		text := fmt.Sprintf("returns %s not among the codes it declares (%s); return one of those, or add it to its //toolerr:returns",
			what, strings.Join(declared, ", "))
		c.Candidate(h, c.NewCandidate(cr.Stmt, "undeclared-code", rule.Always, text))
	}
}

// unknownReturns reports the codes a //toolerr:returns of the package
// names that no code set it sees declares.
func unknownReturns(c *rule.Context) {
	var values []string
	var byName map[string]string
	for _, d := range c.Dirs.Directives {
		if d.Name != "returns" || d.Object == nil || !c.Dirs.Valid(d) {
			continue
		}
		if values == nil {
			values, byName = c.Decls.DeclaredCodes()
		}
		for _, code := range d.List() {
			if slices.Contains(values, code) {
				continue
			}
			diag := analysis.Diagnostic{Pos: d.Comment.Slash, End: d.Comment.End(), Category: "unknown-code"}
			diag.Message = fmt.Sprintf("%sreturns names %s, which is not a declared code", comments.Prefix, code)
			if v, ok := byName[code]; ok {
				diag.Message += fmt.Sprintf("; codes are named by value: %s", v)
				if fix, ok := nameByValue(d, code, v); ok {
					diag.SuggestedFixes = []analysis.SuggestedFix{fix}
				}
			} else {
				diag.Message += fmt.Sprintf(" (codes: %s)", strings.Join(values, ", "))
			}
			c.Report(diag)
		}
	}
}

// nameByValue is the fix of a //toolerr:returns that names a code by its
// constant, name: the constant's value in its place, the code the tool is
// held to already.
func nameByValue(d *comments.Directive, name, value string) (analysis.SuggestedFix, bool) {
	text := d.Comment.Text
	for i := len(comments.Prefix + d.Name); i+len(name) <= len(text); i++ {
		if text[i:i+len(name)] != name || !separated(text, i-1) || !separated(text, i+len(name)) {
			continue
		}
		pos := d.Comment.Slash + token.Pos(i)
		return analysis.SuggestedFix{
			Message:   fmt.Sprintf("name the code %s by its value, %s", name, value),
			TextEdits: []analysis.TextEdit{{Pos: pos, End: pos + token.Pos(len(name)), NewText: []byte(value)}},
		}, true
	}
	return analysis.SuggestedFix{}, false
}

// separated reports whether the byte of text at i ends a code of a
// directive's list: a comma, white space, or either end of the text.
func separated(text string, i int) bool {
	return i < 0 || i >= len(text) || text[i] == ',' || unicode.IsSpace(rune(text[i]))
}
