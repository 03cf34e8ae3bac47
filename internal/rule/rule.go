// Package rule is the one way a toolerrlint rule is declared. A rule says
// what it looks for; the package makes the analyzer: its name, URL and
// documentation (drawn from the rule's page, docs/rules/NAME.md), the passes every rule requires, and a report that
// honours the suppression directives by construction.
//
// A rule's findings about a handler are collected as candidates in the
// handler's package and judged where what lies between the handler and
// the client is known (passes/wire): there, or in the package that serves
// the handler, to which the candidates travel as the rule's facts.
package rule

import (
	"flag"
	"go/ast"
	"go/token"
	"reflect"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/docs"
	"github.com/toolerrlint/toolerrlint/internal/factmap"
	"github.com/toolerrlint/toolerrlint/passes/comments"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/passes/syntax"
	"github.com/toolerrlint/toolerrlint/passes/wire"
)

// Rule declares one rule.
type Rule struct {
	// Name is the rule's name; its documentation is the page
	// docs/rules/NAME.md, which the analyzer's Doc is drawn from.
	Name string
	// Requires lists the passes the rule reads beyond those every rule
	// gets (declarations, comments, handlers, wire).
	Requires []*analysis.Analyzer
	// Handlers collects the candidates of the package's handlers, with
	// Context.Candidate.
	Handlers func(c *Context) error
	// Package reports the findings not tied to a handler's wire, with
	// Context.Report.
	Package func(c *Context) error
	// Fact returns a new value of the rule's own fact type, which carries
	// its candidates to the package that judges them. Required with
	// Handlers: go/analysis lets no two analyzers share a fact type.
	Fact func() Fact
	// Flags declares the rule's own flags, which the drivers expose as
	// -NAME.flag, and the golangci-lint settings as NAME: {flag: value}.
	// A rule reads a flag's value once, when its run begins: a driver may
	// be setting it while another run goes on.
	Flags func(fs *flag.FlagSet)
}

// Fact is a rule's fact: the candidates of the handlers of a package that
// other packages judge.
type Fact interface {
	analysis.Fact
	Set() *Candidates
}

// Candidates are the candidates of a package's handlers, by handler ID,
// with the line tables of the files they lie in, for drivers that have not
// parsed those files.
type Candidates struct {
	ByHandler factmap.Map[[]Candidate]
	Files     factmap.Map[File]
}

// File is the size and line table of a file, as token.File keeps them.
type File struct {
	Size  int
	Lines []int
}

// URLBase is where the rules' documentation lives.
const URLBase = "https://github.com/toolerrlint/toolerrlint/blob/main/docs/rules/"

// New makes the analyzer of r.
func New(r Rule) *analysis.Analyzer {
	a := &analysis.Analyzer{
		Name:       r.Name,
		Doc:        docs.MustAnalyzerDoc(r.Name),
		URL:        URLBase + r.Name + ".md",
		Requires:   append([]*analysis.Analyzer{declarations.Analyzer, comments.Analyzer, handlers.Analyzer, wire.Analyzer}, r.Requires...),
		ResultType: reflect.TypeFor[*Result](),
	}
	if r.Fact != nil {
		a.FactTypes = []analysis.Fact{r.Fact()}
	}
	if r.Flags != nil {
		r.Flags(&a.Flags)
	}
	a.Run = func(pass *analysis.Pass) (any, error) { return r.run(pass) }
	return a
}

// Result is what a rule leaves for the driver: the findings of the
// package's handlers that other packages judge, as their own framework
// would judge them, to report where none of those packages is analyzed.
type Result struct {
	// Deferred holds them by handler ID.
	Deferred map[string][]Deferred
}

// Deferred is one finding of a handler judged elsewhere.
type Deferred struct {
	Diagnostic analysis.Diagnostic
	// Silenced is the reason of the directive silencing it, if one does.
	Silenced *Silence
	// Home is the key under which a package that serves the handler
	// records judging it (wire.Package.Judged): where one of the run does,
	// the finding is its to report or not.
	Home string
	// Handler is the handler's ID, and Subject how the diagnostic's
	// message names it: a run that reports the finding names the handler
	// by the tool a registration of the run gives it.
	Handler, Subject string
}

// Context is what a rule's functions work with.
type Context struct {
	Pass   *analysis.Pass
	Decls  *declarations.Result
	Dirs   *comments.Result
	Hs     *handlers.Result
	Config *declarations.Config

	candidates map[*handlers.Handler][]Candidate
	generated  map[*token.File]bool
}

// Candidate records a candidate of handler h, made with NewCandidate.
func (c *Context) Candidate(h *handlers.Handler, cand Candidate) {
	cand.Tool = h.ToolAt(c.Pass.TypesInfo, cand.pos, cand.end)
	c.candidates[h] = append(c.candidates[h], cand)
}

// NewCandidate starts a candidate for the range of n.
func (c *Context) NewCandidate(n ast.Node, category string, when Condition, text string) Candidate {
	tf := c.Pass.Fset.File(n.Pos())
	return Candidate{
		Span:      spanIn(tf, n.Pos(), n.End()),
		Category:  category,
		When:      when,
		Text:      text,
		Generated: c.generatedFile(tf),
		pos:       n.Pos(),
		end:       n.End(),
	}
}

// WithFix adds a suggested fix, whose edits lie in the package's files.
func (c *Context) WithFix(cand Candidate, fix analysis.SuggestedFix) Candidate {
	f := Fix{Message: fix.Message}
	for _, te := range fix.TextEdits {
		s := spanOf(c.Pass.Fset, te.Pos, te.End)
		f.Edits = append(f.Edits, Edit{File: s.File, Offset: s.Offset, End: s.End, NewText: string(te.NewText)})
	}
	cand.Fixes = append(cand.Fixes, f)
	cand.fixes = append(cand.fixes, fix)
	return cand
}

// Report reports a finding not tied to a handler's wire, unless a
// directive silences the rule there or it lies in a generated file.
func (c *Context) Report(d analysis.Diagnostic) {
	if c.isGenerated(d.Pos) && !c.Config.Generated {
		return
	}
	c.Dirs.Report(c.Pass, d)
}

func (c *Context) isGenerated(pos token.Pos) bool {
	return c.generatedFile(c.Pass.Fset.File(pos))
}

// generatedFile reports whether tf is the file of a generated source file
// of the package.
func (c *Context) generatedFile(tf *token.File) bool {
	if tf == nil {
		return false
	}
	g, ok := c.generated[tf]
	if !ok {
		for _, f := range c.Pass.Files {
			if c.Pass.Fset.File(f.Pos()) == tf {
				g = ast.IsGenerated(f)
				break
			}
		}
		c.generated[tf] = g
	}
	return g
}

// inTestFile reports whether h is declared in a _test.go file: a mock or a
// fixture, more often than not.
func (c *Context) inTestFile(h *handlers.Handler) bool {
	return syntax.InTestFile(c.Pass.Fset, h.Func.Node().Pos())
}
