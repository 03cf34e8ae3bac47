package comments

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/token"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"
)

// Problem is a directive, or a comment meant as one, that the rules cannot
// act on as written. Category is the anchor of the problem's section in the
// directives rule's documentation.
type Problem struct {
	Pos      token.Pos
	End      token.Pos
	Category string
	Message  string
	// Fixes, for a misspelt directive, replace its name with the one it
	// was certainly meant to be (correction).
	Fixes []analysis.SuggestedFix
}

// The categories of problems.
const (
	CategoryUnknown     = "unknown"      // not a known directive
	CategorySpacing     = "spacing"      // "// toolerr:", which Go does not read as a directive
	CategoryMisplaced   = "misplaced"    // on the wrong kind of declaration, or on none
	CategoryNoReason    = "no-reason"    // an ignore without its rules or its reason
	CategoryUnknownRule = "unknown-rule" // an ignore naming a rule it cannot silence
	CategoryArguments   = "arguments"    // arguments to a directive that takes none
)

// Valid reports whether the rules act on d: a known directive that governs
// a declaration of a kind it allows, or an ignore with its rules and its
// reason. Arguments given to a directive that takes none do not make it
// invalid; Problems reports them.
func (r *Result) Valid(d *Directive) bool {
	k, ok := lookupKind(d.Name)
	switch {
	case !ok:
		return false
	case k.fits == nil:
		rules, reason := d.IgnoreArgs()
		return len(rules) > 0 && reason != ""
	case d.Clause:
		return k.clause
	default:
		return d.Object != nil && k.fits(d.Object)
	}
}

// List splits the arguments of a directive that takes a list, as
// //toolerr:requires FIELD[,FIELD], at commas and white space, dropping
// empty items.
func (d *Directive) List() []string {
	return strings.FieldsFunc(d.Args, func(r rune) bool { return r == ',' || unicode.IsSpace(r) })
}

// IgnoreArgs splits the arguments of //toolerr:ignore RULE[,RULE] reason
// into the rule names and the reason. The rule list ends at the first
// white space.
func (d *Directive) IgnoreArgs() (rules []string, reason string) {
	list, reason := d.Args, ""
	if i := strings.IndexFunc(list, unicode.IsSpace); i >= 0 {
		list, reason = list[:i], strings.TrimSpace(list[i:])
	}
	if list == "" {
		return nil, reason
	}
	return strings.Split(list, ","), reason
}

// Problems lists, in source order, every directive of the package that the
// rules cannot act on as written, and every comment meant as a directive
// that is not one. rules are the names an ignore may list: those of the
// rules whose findings it can silence.
func (r *Result) Problems(rules []string) []Problem {
	var problems []Problem
	for _, c := range r.Spaced {
		problems = append(problems, spacingProblem(c))
	}
	for _, d := range r.Directives {
		problems = append(problems, directiveProblems(d, rules)...)
	}
	slices.SortStableFunc(problems, func(a, b Problem) int { return cmp.Compare(a.Pos, b.Pos) })
	return problems
}

func directiveProblems(d *Directive, rules []string) []Problem {
	at := func(category, format string, args ...any) Problem {
		return Problem{Pos: d.Comment.Slash, End: d.Comment.End(), Category: category, Message: fmt.Sprintf(format, args...)}
	}
	k, ok := lookupKind(d.Name)
	if !ok {
		p := at(CategoryUnknown, "%s", unknownMessage(d))
		p.Fixes = correction(d)
		return []Problem{p}
	}
	if k.fits == nil {
		return ignoreProblems(d, rules, at)
	}
	var problems []Problem
	switch {
	case d.Clause && k.clause:
	case d.Clause:
		problems = append(problems, at(CategoryMisplaced,
			"%s%s is on the package clause; it goes in the doc comment of %s", Prefix, k.name, k.allowed))
	case d.Object == nil:
		problems = append(problems, at(CategoryMisplaced,
			"%s%s governs no declaration; put it in the doc comment of %s, or at the end of its first line",
			Prefix, k.name, k.allowed))
	case !k.fits(d.Object):
		what := describe(d.Object)
		if _, ok := namedType(d.Object); ok && (k.name == "infra" || k.name == "sensitive") {
			what += ", which does not implement error"
		}
		problems = append(problems, at(CategoryMisplaced, "%s%s is on %s; it goes on %s", Prefix, k.name, what, k.allowed))
	}
	if k.usage != "" && len(d.List()) == 0 {
		problems = append(problems, at(CategoryArguments,
			"%s%s names nothing; write %s%s %s", Prefix, k.name, Prefix, k.name, k.usage))
	}
	if !k.args && d.Args != "" {
		problems = append(problems, at(CategoryArguments,
			"%s%s takes no arguments; remove %q, or move it into the text of the doc comment", Prefix, k.name, d.Args))
	}
	return problems
}

// unknownMessage names the directive the writer most likely meant. For
// "//toolerr: codes" the name is empty and the word after it is the guess.
func unknownMessage(d *Directive) string {
	guess := d.Name
	if guess == "" {
		guess, _, _ = strings.Cut(d.Args, " ")
	}
	msg := Prefix + d.Name + " is not a directive"
	if name, ok := closest(guess, kindNames()); ok {
		msg += "; did you mean " + Prefix + name + "?"
	}
	return msg + " (directives: " + strings.Join(kindNames(), ", ") + ")"
}

func ignoreProblems(d *Directive, rules []string, at func(category, format string, args ...any) Problem) []Problem {
	list, reason := d.IgnoreArgs()
	if len(list) == 0 {
		return []Problem{at(CategoryNoReason,
			"%signore names no rule and gives no reason, so it silences nothing; write %signore RULE[,RULE] reason", Prefix, Prefix)}
	}
	var problems []Problem
	if reason == "" {
		problems = append(problems, at(CategoryNoReason,
			"%signore %s gives no reason, so it silences nothing; say why after the rule list", Prefix, strings.Join(list, ",")))
	}
	for _, name := range list {
		if name == "" {
			problems = append(problems, at(CategoryUnknownRule,
				"%signore has an empty rule name in %q; separate rules with commas and no spaces, as RULE,RULE", Prefix, strings.Join(list, ",")))
			continue
		}
		if slices.Contains(rules, name) {
			continue
		}
		msg := fmt.Sprintf("%signore names %s, which is not a rule it can silence", Prefix, name)
		if guess, ok := closest(name, rules); ok {
			msg += "; did you mean " + guess + "?"
		}
		msg += " (rules: " + strings.Join(rules, ", ") + ")"
		problems = append(problems, at(CategoryUnknownRule, "%s", msg))
	}
	return problems
}

// spacingProblem explains that "// toolerr:codes" is an ordinary comment
// and how to write the directive.
func spacingProblem(c *ast.Comment) Problem {
	body := strings.TrimLeft(strings.TrimPrefix(c.Text, "//"), " \t")
	word := body
	if i := strings.IndexFunc(body, unicode.IsSpace); i >= 0 {
		word = body[:i]
	}
	name := strings.TrimPrefix(word, Prefix[len("//"):])
	if _, ok := lookupKind(name); !ok {
		if guess, ok := closest(name, kindNames()); ok {
			name = guess
		}
	}
	return Problem{
		Pos:      c.Slash,
		End:      c.End(),
		Category: CategorySpacing,
		Message: fmt.Sprintf("// %s is an ordinary comment, not a directive; write %s%s, with no space after the slashes",
			word, Prefix, name),
	}
}
