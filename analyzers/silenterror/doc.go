// Package silenterror defines an Analyzer that reports success results
// carrying an error.
//
// Its documentation, which the Analyzer's Doc, toolerrlint explain and
// SARIF reports draw from, is docs/rules/silenterror.md.
package silenterror
