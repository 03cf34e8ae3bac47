// Package mcp is a test stub of github.com/mark3labs/mcp-go/mcp as of v1.2.1.
//
// It declares only what the fixtures use, with the real signatures and type
// structure, so that the analyzers see the same types as in a real build.
// Bodies are minimal and never run.
package mcp
