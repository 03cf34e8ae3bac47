// Package mcp is a test stub of github.com/modelcontextprotocol/go-sdk/mcp as
// of v1.8.0.
//
// It declares only what the fixtures use, with the real signatures and type
// structure (request types are aliases of instantiations of the generic
// ServerRequest, as in the SDK). Bodies are minimal and never run.
package mcp
