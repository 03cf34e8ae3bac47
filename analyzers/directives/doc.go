// Package directives defines an Analyzer that reports //toolerr:
// directives the rules cannot act on, and ignores that silence nothing.
//
// Its documentation, which the Analyzer's Doc, toolerrlint explain and
// SARIF reports draw from, is docs/rules/directives.md.
package directives
