// Package rpccodes defines an Analyzer that holds the JSON-RPC error codes
// a server sends to those the MCP specification allows.
//
// Its documentation, which the Analyzer's Doc, toolerrlint explain and
// SARIF reports draw from, is docs/rules/rpccodes.md.
package rpccodes
