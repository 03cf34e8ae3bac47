// Package respond builds the error results of the mcp-go servers. It
// carries no directive: toolerrlint infers that Fail takes a code and
// always returns a stamped isError result, and so accepts what it returns
// in every package that calls it.
package respond

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/toolerrlint/toolerrlint/examples/toolerrs/errs"
)

// Fail returns an isError result carrying code and msg, as text and in the
// envelope, stamped with the id of the request ctx serves.
func Fail(ctx context.Context, code errs.Code, msg string) *mcp.CallToolResult {
	env := &errs.ToolError{Code: code, Message: msg}
	res := mcp.NewToolResultStructured(env, env.Error())
	res.IsError = true
	return errs.Stamp(ctx, res)
}

// Invalid returns the isError result of a bad argument: field names it.
func Invalid(ctx context.Context, field, msg string) *mcp.CallToolResult {
	env := &errs.ToolError{Code: errs.InvalidArgument, Message: msg, Field: field}
	res := mcp.NewToolResultStructured(env, env.Error())
	res.IsError = true
	return errs.Stamp(ctx, res)
}
