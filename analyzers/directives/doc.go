// Package directives defines an Analyzer that reports //toolerr:
// directives the rules cannot act on, and ignores that silence nothing.
//
// # Analyzer directives
//
// directives: report misspelt, misplaced and unused //toolerr: directives
//
// Directives declare what the other rules build on: the closed set of error
// codes (//toolerr:codes), the error envelope (//toolerr:envelope), the
// provenance stamp (//toolerr:provenance), in-house handler types
// (//toolerr:handler) and infrastructure errors (//toolerr:infra). A
// directive that is misspelt, written with a space after the slashes, or on
// the wrong kind of declaration declares nothing, and nothing else says so.
// The rule reports each one with what is allowed.
//
// It also checks //toolerr:ignore RULE[,RULE] reason: the rules and the
// reason are required, each rule must be one an ignore can silence, and an
// ignore must silence a finding of each rule it names on its line or the
// line below. To judge that, the rule requires every other rule and runs
// after them on each package.
//
// Its own findings cannot be silenced in the source: an ignore cannot vouch
// for directives, and a directive fills the rest of its line, leaving no
// room for a //nolint comment. Fix the directive, or turn the rule off.
package directives
