// Package provenance defines an Analyzer that reports error results which
// leave a tool handler without the provenance stamp a program declares.
//
// Its documentation, which the Analyzer's Doc, toolerrlint explain and
// SARIF reports draw from, is docs/rules/provenance.md.
package provenance
