// Package toolerrtest proves a tool server's error contract at run time,
// from its own tests. toolerrlint finds the returns that can break the
// contract; this package calls the tools and fails the test on each call
// that does, and keeps failing it as handlers change in ways no analysis
// follows.
//
//	func TestToolErrors(t *testing.T) {
//		toolerrtest.Audit(t, newServer(), toolerrtest.Options{})
//	}
//
//	func FuzzTools(f *testing.F) {
//		toolerrtest.Fuzz(f, newServer(), toolerrtest.Options{})
//	}
//
// The server is reached in process, with no network and no subprocess: an
// *server.MCPServer (github.com/mark3labs/mcp-go, with
// github.com/toolerrlint/toolerrlint/toolerrtest/mcpgo imported) or an
// *mcp.Server (github.com/modelcontextprotocol/go-sdk, with
// .../toolerrtest/gosdk imported), through the SDK's in-process transport;
// an http.Handler that serves MCP's streamable HTTP transport, called
// with a response recorder; or a Pipe that serves the server over a pair
// of pipes as its stdio transport would. This module depends on no SDK;
// each driver module requires the oldest SDK version it supports. Audit lists its tools and calls each with the
// inputs Inputs derives from the tool's input schema: arguments omitted,
// null, an empty object and values that are not objects, a valid call,
// each required field missing, each field of a wrong JSON type, values
// outside an enum, range, length or item count, and a field the schema
// does not declare.
//
// A call fails the test when it
//
//   - answers with a JSON-RPC protocol error that Options.Infra does not
//     declare infrastructure;
//   - panics: the panic is caught in the handler's goroutine, and reported
//     with its stack, whether or not the server recovers;
//   - takes longer than Options.Timeout;
//   - returns no result;
//
// and, where Options or the error catalog (`toolerrlint catalog -format
// json`) declare them, when an isError result carries no declared code,
// carries a code outside the declared set or outside the codes its tool
// declares, or lacks the provenance stamp. Given toolerrlint's JSON report
// (Options.Report), each failure says whether the analyzer reports the
// same of the same tool, and each finding no call confirmed is logged.
//
// A protocol error the SDK answers, before any code of the server's runs,
// to a call it cannot decode fails no tool, since its author cannot
// change it (mcp-go v0.28 and earlier answer arguments that are not an
// object with -32600); Options.Verbose logs each.
//
// Audit writes one line per tool and cause (the kind, and the answer with
// the input's values left out), with how many inputs gave it and the
// shortest; Options.Verbose writes one per call, and Check returns every
// failure. Options.Header, Options.HTTPContext and Options.Context give
// the calls the context their transport would.
package toolerrtest
