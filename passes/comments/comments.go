// Package comments parses the //toolerr: directives of a package and its
// //nolint comments, and hands them to the rules.
//
// It reports nothing: the directives rule validates what is parsed here.
package comments

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"strings"
	"sync"
	"unicode"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/passes/syntax"
)

// Analyzer parses the directives of one package.
var Analyzer = &analysis.Analyzer{
	Name:             "toolerrdirectives",
	Doc:              "parse //toolerr: directives and //nolint comments",
	Requires:         []*analysis.Analyzer{syntax.Analyzer},
	Run:              run,
	RunDespiteErrors: true,
	ResultType:       reflect.TypeFor[*Result](),
}

// Prefix starts every directive.
const Prefix = "//toolerr:"

// Directive is one //toolerr: comment.
type Directive struct {
	Comment *ast.Comment
	Name    string // "handler", "infra", "ignore", …
	Args    string // the rest of the line, trimmed
	// Object is the declaration the directive governs, when it sits in a
	// declaration's doc comment or at its end of line; nil otherwise.
	Object types.Object
	// Clause: the directive sits in the doc comment of the package clause,
	// and governs the whole package.
	Clause bool
}

// Result is what a package declares with directives.
type Result struct {
	Directives []*Directive
	// Spaced are comments written like directives but with a space after
	// the slashes ("// toolerr:codes"). Go does not treat them as
	// directives and neither do the rules; the directives rule reports them.
	Spaced []*ast.Comment

	suppressions suppressions
	// nolint holds, by file name, the lines //nolint comments silence
	// this linter on.
	nolint map[string][]lineRange

	mu           sync.Mutex
	silenced     []suppressed
	matched      map[*Directive]bool
	matchedRules map[ignoreMatch]bool
}

// Any reports whether the package carries any //toolerr: directive.
func (r *Result) Any() bool { return len(r.Directives) > 0 }

func run(pass *analysis.Pass) (any, error) {
	res := &Result{
		suppressions: make(suppressions),
		nolint:       make(map[string][]lineRange),
		matched:      make(map[*Directive]bool),
		matchedRules: make(map[ignoreMatch]bool),
	}
	// The files the package's analysis answers for: a test variant whose
	// other files are its package's may own only its test files.
	for _, file := range pass.ResultOf[syntax.Analyzer].(*syntax.Result).Owned() {
		if !mentions(file) {
			continue
		}
		for _, r := range nolintRanges(pass.Fset, file) {
			res.nolint[r.file] = append(res.nolint[r.file], r)
		}
		governed := governedComments(pass.Fset, pass.TypesInfo, file)
		clause := clauseComments(file)
		for _, group := range file.Comments {
			for _, c := range group.List {
				if spaced(c.Text) {
					res.Spaced = append(res.Spaced, c)
					continue
				}
				if !strings.HasPrefix(c.Text, Prefix) {
					continue
				}
				d := parse(c)
				d.Object = governed[c]
				d.Clause = clause[c]
				res.Directives = append(res.Directives, d)
				if d.Name == "ignore" {
					res.suppressions.addIgnore(pass.Fset, d)
				}
			}
		}
	}
	return res, nil
}

// parse splits a directive into its name and the rest of the line; any
// white space, a tab included, ends the name.
func parse(c *ast.Comment) *Directive {
	body := strings.TrimPrefix(c.Text, Prefix)
	name, args := body, ""
	if i := strings.IndexFunc(body, unicode.IsSpace); i >= 0 {
		name, args = body[:i], body[i:]
	}
	return &Directive{Comment: c, Name: name, Args: strings.TrimSpace(args)}
}

// spaced reports whether text is a directive written with white space after
// the slashes, "// toolerr:codes": an ordinary comment to Go. A name must
// follow the colon, so that prose such as "// toolerr: see below" is left
// alone.
func spaced(text string) bool {
	rest, ok := strings.CutPrefix(text, "//")
	if !ok || rest == "" || (rest[0] != ' ' && rest[0] != '\t') {
		return false
	}
	rest = strings.TrimLeft(rest, " \t")
	name, ok := strings.CutPrefix(rest, Prefix[len("//"):])
	return ok && name != "" && !unicode.IsSpace(rune(name[0]))
}

// mentions is a cheap pre-check so that files without any directive or
// //nolint comment cost one scan of their comments and nothing more.
func mentions(file *ast.File) bool {
	for _, group := range file.Comments {
		for _, c := range group.List {
			if strings.HasPrefix(c.Text, Prefix) || strings.HasPrefix(strings.TrimLeft(c.Text, "/ "), "nolint") || spaced(c.Text) {
				return true
			}
		}
	}
	return false
}

// governedComments maps each comment in a declaration's doc comment or at
// the end of its first line to the object the declaration declares.
func governedComments(fset *token.FileSet, info *types.Info, file *ast.File) map[*ast.Comment]types.Object {
	m := make(map[*ast.Comment]types.Object)
	add := func(group *ast.CommentGroup, obj types.Object) {
		if group == nil || obj == nil {
			return
		}
		for _, c := range group.List {
			m[c] = obj
		}
	}
	for _, decl := range file.Decls {
		switch decl := decl.(type) {
		case *ast.FuncDecl:
			obj := info.Defs[decl.Name]
			add(decl.Doc, obj)
			add(lineComment(fset, file, decl.Pos()), obj)
		case *ast.GenDecl:
			for _, spec := range decl.Specs {
				var obj types.Object
				var doc, comment *ast.CommentGroup
				switch spec := spec.(type) {
				case *ast.TypeSpec:
					obj, doc, comment = info.Defs[spec.Name], spec.Doc, spec.Comment
				case *ast.ValueSpec:
					if len(spec.Names) == 1 {
						obj, doc, comment = info.Defs[spec.Names[0]], spec.Doc, spec.Comment
					}
				}
				if len(decl.Specs) == 1 && !decl.Lparen.IsValid() {
					add(decl.Doc, obj)
				}
				add(doc, obj)
				add(comment, obj)
			}
		}
	}
	return m
}

// clauseComments are the comments of the package clause's doc comment.
func clauseComments(file *ast.File) map[*ast.Comment]bool {
	m := make(map[*ast.Comment]bool)
	if file.Doc != nil {
		for _, c := range file.Doc.List {
			m[c] = true
		}
	}
	return m
}

// lineComment finds the comment group that ends the line pos starts on, for
// directives written at the end of a function's signature line.
func lineComment(fset *token.FileSet, file *ast.File, pos token.Pos) *ast.CommentGroup {
	line := fset.Position(pos).Line
	for _, group := range file.Comments {
		if group.Pos() <= pos {
			continue
		}
		if l := fset.Position(group.Pos()).Line; l == line {
			return group
		} else if l > line {
			return nil
		}
	}
	return nil
}
