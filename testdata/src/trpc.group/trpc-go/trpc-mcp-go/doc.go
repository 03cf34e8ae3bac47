// Package mcp is a test stub of trpc.group/trpc-go/trpc-mcp-go as of
// v0.0.20.
//
// It declares only what the fixtures use, with the real signatures and type
// structure, so that the analyzers see the same types as in a real build.
// Bodies are minimal and never run.
package mcp
