// Package handlerpanic defines an Analyzer that reports tool handler paths
// that can crash the server on bad input.
//
// Its documentation, which the Analyzer's Doc, toolerrlint explain and
// SARIF reports draw from, is docs/rules/handlerpanic.md.
package handlerpanic
