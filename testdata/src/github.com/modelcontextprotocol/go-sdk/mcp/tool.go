package mcp

import "context"

// ToolHandler handles a tools/call request. A returned error is answered as
// a protocol error.
type ToolHandler func(context.Context, *CallToolRequest) (*CallToolResult, error)

// ToolHandlerFor handles a tools/call request with typed input and output. A
// returned error becomes an isError result.
type ToolHandlerFor[In, Out any] func(_ context.Context, request *CallToolRequest, input In) (result *CallToolResult, output Out, _ error)
