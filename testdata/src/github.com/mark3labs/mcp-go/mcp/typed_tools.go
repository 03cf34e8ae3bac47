package mcp

import (
	"context"
	"fmt"
)

// TypedToolHandlerFunc handles a tool call whose arguments are bound to T.
type TypedToolHandlerFunc[T any] func(ctx context.Context, request CallToolRequest, args T) (*CallToolResult, error)

// StructuredToolHandlerFunc handles a tool call whose arguments are bound to
// TArgs and whose output is structured content.
type StructuredToolHandlerFunc[TArgs any, TResult any] func(ctx context.Context, request CallToolRequest, args TArgs) (TResult, error)

// NewTypedToolHandler adapts handler to a plain tool handler. A returned error
// is passed on unchanged.
func NewTypedToolHandler[T any](handler TypedToolHandlerFunc[T]) func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
	return func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
		var args T
		if err := request.BindArguments(&args); err != nil {
			return NewToolResultError(fmt.Sprintf("failed to bind arguments: %v", err)), nil
		}
		return handler(ctx, request, args)
	}
}

// NewStructuredToolHandler adapts handler to a plain tool handler. A returned
// error becomes an isError result.
func NewStructuredToolHandler[TArgs any, TResult any](handler StructuredToolHandlerFunc[TArgs, TResult]) func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
	return func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
		var args TArgs
		if err := request.BindArguments(&args); err != nil {
			return NewToolResultError(fmt.Sprintf("failed to bind arguments: %v", err)), nil
		}
		result, err := handler(ctx, request, args)
		if err != nil {
			return NewToolResultError(fmt.Sprintf("tool execution failed: %v", err)), nil
		}
		return NewToolResultStructuredOnly(result), nil
	}
}
