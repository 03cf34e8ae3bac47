package mcp

import "context"

// ResourceHandler answers a resources/read request.
type ResourceHandler func(context.Context, *ReadResourceRequest) (*ReadResourceResult, error)
