// Package repairfields defines an Analyzer that holds the errors built with
// a code to the repair fields that code requires.
//
// Its documentation, which the Analyzer's Doc, toolerrlint explain and
// SARIF reports draw from, is docs/rules/repairfields.md.
package repairfields
