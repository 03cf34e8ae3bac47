package directives

import (
	"fmt"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/docs"
	"github.com/toolerrlint/toolerrlint/internal/rule"
	"github.com/toolerrlint/toolerrlint/passes/comments"
)

// Analyzer reports //toolerr: directives that the rules cannot act on, and
// ignores that silence nothing. It judges the ignores of the rules given to
// Silenceable.
var Analyzer = &analysis.Analyzer{
	Name:     "directives",
	Doc:      docs.MustAnalyzerDoc("directives"),
	URL:      rule.URLBase + "directives.md",
	Requires: []*analysis.Analyzer{comments.Analyzer},
	Run:      run,
}

// Declarations is the part of the rule that runs whatever rules are
// selected: a directive that declares nothing, or not what it was meant to,
// changes what every rule concludes. It reports the misspelt, spaced and
// misplaced directives, as Analyzer does, under the same name. Drivers run
// it in place of Analyzer when the rule is not selected.
var Declarations = &analysis.Analyzer{
	Name:     "directives",
	Doc:      docs.MustAnalyzerDoc("directives"),
	URL:      rule.URLBase + "directives.md",
	Requires: []*analysis.Analyzer{comments.Analyzer},
	Run:      runDeclarations,
}

// Broken reports whether a problem of category leaves a declaration
// broken: the directive declares nothing, or not on what it was meant for.
// Arguments a directive ignores, and ignores, change no declaration.
func Broken(category string) bool {
	switch category {
	case comments.CategoryUnknown, comments.CategorySpacing, comments.CategoryMisplaced:
		return true
	}
	return false
}

// silenceable are the rules whose findings a //toolerr:ignore can silence.
var silenceable []*analysis.Analyzer

// Silenceable makes rules the ones an ignore may name. Analyzer requires
// each of them, so that all have run on a package, and recorded the
// findings its ignores silenced, before it judges an ignore unused. Package
// analyzers calls it with every other rule, before any analysis runs.
func Silenceable(rules []*analysis.Analyzer) {
	silenceable = rules
	Analyzer.Requires = append([]*analysis.Analyzer{comments.Analyzer}, rules...)
}

// CategoryUnused is the category of an ignore that silences no finding.
const CategoryUnused = "unused"

// The findings of this rule are not reported through the comments pass's
// Report: a //toolerr:ignore cannot vouch for directives, its own rule
// included. A //nolint comment whose lines or node hold the finding
// silences it, as golangci-lint would filter it from the plugin's.
func run(pass *analysis.Pass) (any, error) {
	dirs := pass.ResultOf[comments.Analyzer].(*comments.Result)
	report := reporter(pass, dirs)
	rules := ruleNames()
	for _, p := range dirs.Problems(rules) {
		report(analysis.Diagnostic{Pos: p.Pos, End: p.End, Category: p.Category, Message: p.Message, SuggestedFixes: p.Fixes})
	}
	for _, d := range dirs.Directives {
		if d.Name != "ignore" || !dirs.Valid(d) {
			continue // an invalid ignore silences nothing and is a problem already
		}
		if msg, unused := unusedMessage(dirs, d, rules); unused {
			report(analysis.Diagnostic{
				Pos:      d.Comment.Slash,
				End:      d.Comment.End(),
				Category: CategoryUnused,
				Message:  msg,
			})
		}
	}
	return nil, nil
}

func runDeclarations(pass *analysis.Pass) (any, error) {
	dirs := pass.ResultOf[comments.Analyzer].(*comments.Result)
	report := reporter(pass, dirs)
	for _, p := range dirs.Problems(ruleNames()) {
		if Broken(p.Category) {
			report(analysis.Diagnostic{Pos: p.Pos, End: p.End, Category: p.Category, Message: p.Message, SuggestedFixes: p.Fixes})
		}
	}
	return nil, nil
}

// reporter reports a finding of the rule unless a //nolint comment
// silences it there, as golangci-lint would filter it from the plugin's.
func reporter(pass *analysis.Pass, dirs *comments.Result) func(analysis.Diagnostic) {
	return func(d analysis.Diagnostic) {
		if reason, ok := dirs.Nolinted(pass.Fset, d.Pos); ok {
			dirs.Suppress(pass.Analyzer.Name, d, reason)
			return
		}
		pass.Report(d)
	}
}

// unusedMessage says which of the rules an ignore names silenced no
// finding on its lines. Only the rules among rules, which have all run by
// now, are judged; any other name is an unknown-rule problem already.
func unusedMessage(dirs *comments.Result, d *comments.Directive, rules []string) (string, bool) {
	named, _ := d.IgnoreArgs()
	var unmatched []string
	for _, rule := range named {
		if slices.Contains(rules, rule) && !slices.Contains(unmatched, rule) && !dirs.MatchedRule(d, rule) {
			unmatched = append(unmatched, rule)
		}
	}
	switch {
	case len(unmatched) == 0:
		return "", false
	case len(unmatched) == len(named):
		return fmt.Sprintf("%signore %s matches no finding here; remove it", comments.Prefix, strings.Join(named, ",")), true
	default:
		return fmt.Sprintf("%signore %s: %s matches no finding here; remove it from the list",
			comments.Prefix, strings.Join(named, ","), strings.Join(unmatched, ",")), true
	}
}

// ruleNames are the names an ignore may list.
func ruleNames() []string {
	names := make([]string, len(silenceable))
	for i, a := range silenceable {
		names[i] = a.Name
	}
	return names
}
