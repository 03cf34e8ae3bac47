// Package nilresult defines an Analyzer that reports tool handlers which
// return a nil result with a nil error.
//
// Its documentation, which the Analyzer's Doc, toolerrlint explain and
// SARIF reports draw from, is docs/rules/nilresult.md.
package nilresult
