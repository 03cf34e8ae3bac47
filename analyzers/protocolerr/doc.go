// Package protocolerr defines an Analyzer that reports tool handlers which
// return domain failures as JSON-RPC protocol errors.
//
// Its documentation, which the Analyzer's Doc, toolerrlint explain and
// SARIF reports draw from, is docs/rules/protocolerr.md.
package protocolerr
