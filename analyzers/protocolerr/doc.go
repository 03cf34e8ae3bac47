// Package protocolerr defines an Analyzer that reports tool handlers which
// return domain failures as JSON-RPC protocol errors.
//
// # Analyzer protocolerr
//
// protocolerr: report domain failures returned as protocol errors
//
// A tool handler that fails because of a bad argument, a missing record, a
// failed downstream call or a business rule must answer with a tool result
// whose isError is set: the model reads it and can correct its call. A
// protocol error (mcp-go answers a returned error with JSON-RPC -32603;
// go-sdk raw handlers with code 0) is shown to the model by almost no
// client, so the agent stalls (MCP 2025-11-25, SEP-1303).
//
// The rule reports each return statement that lets such an error out, and
// names where it came from: argument binding, an error built in place, a
// downstream call, a wrapped error, the error of a wrapped handler, or a
// *jsonrpc.Error built for a domain failure.
//
// Not reported: errors declared infrastructure (//toolerr:infra), context
// cancellation, an error passed on unchanged from another handler
// (middleware), and handlers whose framework turns errors into isError
// results (mcp-go structured, go-sdk generic handlers), except for an
// unwrapped *jsonrpc.Error, which go-sdk still answers as a protocol error.
//
// For mcp-go handlers the suggested fix rewrites `return nil, err` into
// `return mcp.NewToolResultError(err.Error()), nil`.
package protocolerr
