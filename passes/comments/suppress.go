package comments

import (
	"go/token"

	"golang.org/x/tools/go/analysis"
)

// lineKey identifies one line of one file.
type lineKey struct {
	file string
	line int
}

// silencer is one directive silencing findings.
type silencer struct {
	rules  map[string]bool // nil: every rule
	reason string
	// ignore is the //toolerr:ignore directive, whose reason is preferred;
	// nil for a //nolint comment.
	ignore *Directive
}

func (s silencer) silences(rule string) bool { return s.rules == nil || s.rules[rule] }

// suppressions maps a line to the //toolerr:ignore directives silencing
// findings there.
type suppressions map[lineKey][]silencer

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
	for _, s := range r.suppressions[lineKey{p.Filename, p.Line}] {
		if s.silences(rule) {
			return s, true
		}
	}
	return r.nolintAt(p)
}

// nolintAt returns the //nolint comment silencing this linter at p, if
// any: every rule at once, as golangci-lint knows them as one linter.
func (r *Result) nolintAt(p token.Position) (silencer, bool) {
	for _, l := range r.nolint[p.Filename] {
		if l.from <= p.Line && p.Line <= l.to {
			return silencer{reason: l.reason}, true
		}
	}
	return silencer{}, false
}

// Nolinted reports whether a //nolint comment silences this linter at pos,
// and its reason: for the findings of the directives rule, which no
// //toolerr:ignore can silence but which golangci-lint filters like any
// other of this linter's.
func (r *Result) Nolinted(fset *token.FileSet, pos token.Pos) (reason string, ok bool) {
	s, ok := r.nolintAt(fset.Position(pos))
	return s.reason, ok
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
