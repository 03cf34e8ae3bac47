package directives

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

// suppressions maps a line to the rules silenced there; a nil set silences
// every rule.
type suppressions map[lineKey]map[string]bool

func (s suppressions) silence(key lineKey, rules []string) {
	if rules == nil {
		s[key] = nil
		return
	}
	set, ok := s[key]
	if ok && set == nil {
		return // already silences everything
	}
	if set == nil {
		set = make(map[string]bool)
		s[key] = set
	}
	for _, r := range rules {
		set[r] = true
	}
}

// addNolint honours //nolint, //nolint:toolerrlint and //nolint:a,toolerrlint
// on the line of the comment, as golangci-lint does.
func (s suppressions) addNolint(fset *token.FileSet, c *ast.Comment) {
	text := strings.TrimPrefix(c.Text, "//nolint")
	if text != "" && text[0] != ':' && text[0] != ' ' {
		return // //nolintfoo is not a nolint comment
	}
	pos := fset.Position(c.Slash)
	key := lineKey{pos.Filename, pos.Line}
	if !strings.HasPrefix(text, ":") {
		s.silence(key, nil)
		return
	}
	names, _, _ := strings.Cut(text[1:], " ")
	for _, name := range strings.Split(names, ",") {
		if strings.TrimSpace(name) == linterName {
			s.silence(key, nil)
			return
		}
	}
}

// addIgnore honours //toolerr:ignore RULE[,RULE] reason on its own line and
// on the line below it. A directive without a reason silences nothing: the
// directives rule reports it.
func (s suppressions) addIgnore(fset *token.FileSet, c *ast.Comment, args string) {
	rules, reason, _ := strings.Cut(args, " ")
	if rules == "" || strings.TrimSpace(reason) == "" {
		return
	}
	pos := fset.Position(c.Slash)
	names := strings.Split(rules, ",")
	s.silence(lineKey{pos.Filename, pos.Line}, names)
	s.silence(lineKey{pos.Filename, pos.Line + 1}, names)
}

// Suppressed reports whether rule is silenced at pos.
func (r *Result) Suppressed(fset *token.FileSet, pos token.Pos, rule string) bool {
	p := fset.Position(pos)
	set, ok := r.suppressions[lineKey{p.Filename, p.Line}]
	return ok && (set == nil || set[rule])
}

// Report reports d through pass unless a directive silences pass's rule at
// d's position.
func (r *Result) Report(pass *analysis.Pass, d analysis.Diagnostic) {
	if r.Suppressed(pass.Fset, d.Pos, pass.Analyzer.Name) {
		return
	}
	pass.Report(d)
}
