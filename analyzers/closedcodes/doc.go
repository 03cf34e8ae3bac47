// Package closedcodes defines an Analyzer that holds error codes to the
// closed set a program declares.
//
// Its documentation, which the Analyzer's Doc, toolerrlint explain and
// SARIF reports draw from, is docs/rules/closedcodes.md.
package closedcodes
