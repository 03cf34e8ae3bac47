// Package streamable holds the tests of toolerrtest with mcp-go that need
// a later mcp-go than the one toolerrtest/mcpgo requires: its streamable
// HTTP server (v0.30) and the HTTPContextFunc that server takes. A module
// of its own, so that the driver's module keeps requiring the oldest
// mcp-go it supports.
package streamable
