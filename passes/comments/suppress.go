package comments

import (
	"go/ast"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// linterName is the name golangci-lint users write in //nolint comments.
const linterName = "toolerrlint"

// lineKey identifies one line of one file.
type lineKey struct {
	file string
	line int
}

// silencer is one directive silencing findings on a line.
type silencer struct {
	rules  map[string]bool // nil: every rule
	reason string
	// ignore is the //toolerr:ignore directive, whose reason is preferred;
	// nil for a //nolint comment.
	ignore *Directive
}

func (s silencer) silences(rule string) bool { return s.rules == nil || s.rules[rule] }

// suppressions maps a line to the directives silencing findings there.
type suppressions map[lineKey][]silencer

// addNolint honours //nolint, //nolint:toolerrlint and //nolint:a,toolerrlint
// on the line of the comment, as golangci-lint does. Its reason is the text
// after "//".
func (s suppressions) addNolint(fset *token.FileSet, c *ast.Comment) {
	text := strings.TrimPrefix(c.Text, "//nolint")
	if text != "" && text[0] != ':' && text[0] != ' ' {
		return // //nolintfoo is not a nolint comment
	}
	pos := fset.Position(c.Slash)
	key := lineKey{pos.Filename, pos.Line}
	reason := ""
	if _, after, ok := strings.Cut(strings.TrimPrefix(c.Text, "//"), "//"); ok {
		reason = strings.TrimSpace(after)
	}
	if !strings.HasPrefix(text, ":") {
		s[key] = append(s[key], silencer{reason: reason})
		return
	}
	names, _, _ := strings.Cut(text[1:], " ")
	for _, name := range strings.Split(names, ",") {
		if strings.TrimSpace(name) == linterName {
			s[key] = append(s[key], silencer{reason: reason})
			return
		}
	}
}

// addIgnore honours //toolerr:ignore RULE[,RULE] reason on its own line and
// on the line below it. A directive without a reason silences nothing: the
// directives rule reports it.
func (s suppressions) addIgnore(fset *token.FileSet, d *Directive) {
	c := d.Comment
	rules, reason := d.IgnoreArgs()
	if len(rules) == 0 || reason == "" {
		return
	}
	set := make(map[string]bool)
	for _, r := range rules {
		set[r] = true
	}
	pos := fset.Position(c.Slash)
	sil := silencer{rules: set, reason: reason, ignore: d}
	for _, line := range []int{pos.Line, pos.Line + 1} {
		key := lineKey{pos.Filename, line}
		s[key] = append(s[key], sil)
	}
}

// silencedBy returns the directive silencing rule at pos, preferring an
// ignore, whose reason is required, to a nolint.
func (r *Result) silencedBy(fset *token.FileSet, pos token.Pos, rule string) (silencer, bool) {
	p := fset.Position(pos)
	var found silencer
	ok := false
	for _, s := range r.suppressions[lineKey{p.Filename, p.Line}] {
		if s.silences(rule) && (!ok || s.ignore != nil && found.ignore == nil) {
			found, ok = s, true
		}
	}
	return found, ok
}

// Suppressed reports whether rule is silenced at pos.
func (r *Result) Suppressed(fset *token.FileSet, pos token.Pos, rule string) bool {
	_, ok := r.silencedBy(fset, pos, rule)
	return ok
}

// suppressed is a finding a directive kept from being reported.
type suppressed struct {
	rule          string
	diag          analysis.Diagnostic
	justification string
}

// Report reports d through pass unless a directive silences pass's rule at
// d's position; a silenced finding is kept for EachSuppressed.
func (r *Result) Report(pass *analysis.Pass, d analysis.Diagnostic) {
	s, ok := r.silencedBy(pass.Fset, d.Pos, pass.Analyzer.Name)
	if !ok {
		pass.Report(d)
		return
	}
	r.Suppress(pass.Analyzer.Name, d, s.reason)
	r.markMatched(s, pass.Analyzer.Name)
}

// Silencing tells whether a directive silences rule at pos, and its
// reason, without counting the directive as used: for a finding that
// another package will judge.
func (r *Result) Silencing(fset *token.FileSet, pos token.Pos, rule string) (reason string, ok bool) {
	s, ok := r.silencedBy(fset, pos, rule)
	return s.reason, ok
}

// MarkUsed counts the directive silencing rule at pos, if any, as used: a
// finding another package judges may be silenced by it.
func (r *Result) MarkUsed(fset *token.FileSet, pos token.Pos, rule string) {
	if s, ok := r.silencedBy(fset, pos, rule); ok {
		r.markMatched(s, rule)
	}
}

func (r *Result) markMatched(s silencer, rule string) {
	if s.ignore == nil {
		return
	}
	// The rules of one package share this result and may run at once.
	r.mu.Lock()
	defer r.mu.Unlock()
	r.matched[s.ignore] = true
	r.matchedRules[ignoreMatch{s.ignore, rule}] = true
}

// Suppress keeps d, a finding of rule that a directive silenced, for
// EachSuppressed: the directive's own package decided, and justification is
// its reason.
func (r *Result) Suppress(rule string, d analysis.Diagnostic, justification string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.silenced = append(r.silenced, suppressed{rule, d, justification})
}

// ignoreMatch is one rule whose finding an ignore directive silenced.
type ignoreMatch struct {
	ignore *Directive
	rule   string
}

// MatchedRule reports whether the //toolerr:ignore directive d silenced a
// finding of rule. Unlike Matched, the answer for a rule that has run
// cannot change with the order in which the other rules run.
func (r *Result) MatchedRule(d *Directive, rule string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.matchedRules[ignoreMatch{d, rule}]
}

// Matched reports whether the //toolerr:ignore directive d silenced a
// finding. Only the rules that have run by the time of the call count:
// a caller needing every rule requires them all.
func (r *Result) Matched(d *Directive) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.matched[d]
}

// EachSuppressed calls f for each finding a directive kept from being
// reported in the package: rule is the rule's name, justification the
// reason of the //toolerr:ignore that silenced it, or for //nolint the text
// after its second "//" ("" when there is none). Reports such as SARIF list
// them as suppressed.
func (r *Result) EachSuppressed(f func(rule string, d analysis.Diagnostic, justification string)) {
	r.mu.Lock()
	list := append([]suppressed(nil), r.silenced...)
	r.mu.Unlock()
	for _, s := range list {
		f(s.rule, s.diag, s.justification)
	}
}
