// Package reply builds error results with a coded constructor it does
// not export: no other package can call it, and no fix there names it.
package reply

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"toolerrs/errs"
)

func fail(ctx context.Context, code errs.Code, msg string) *mcp.CallToolResult {
	res := mcp.NewToolResultError(msg)
	res.StructuredContent = &errs.ToolError{Code: code, Message: msg, RequestID: errs.RequestID(ctx)}
	return errs.Stamp(ctx, res)
}

// Broken returns the result of a failed call: a coded constructor, but
// not one that takes a message.
func Broken(ctx context.Context, err error) *mcp.CallToolResult {
	return fail(ctx, errs.Internal, err.Error())
}
