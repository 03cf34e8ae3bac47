// Package respond builds the error results of the fixture servers. It
// carries no directive: which of its functions take a code, always return
// an isError result, or always stamp provenance is inferred from their
// code, and travels to the packages that call them.
package respond

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"toolerrs/errs"
)

// Fail returns an isError result carrying code in the envelope, stamped
// with the provenance of the request ctx serves.
func Fail(ctx context.Context, code errs.Code, msg string) *mcp.CallToolResult {
	res := mcp.NewToolResultError(msg)
	res.StructuredContent = &errs.ToolError{Code: code, Message: msg, RequestID: errs.RequestID(ctx)}
	return errs.Stamp(ctx, res)
}

// Oops returns an isError result holding msg alone: no code, no stamp.
func Oops(msg string) *mcp.CallToolResult {
	return mcp.NewToolResultError(msg)
}

// Coded returns an isError result whose text starts with code. It carries
// no stamp.
func Coded(code errs.Code, msg string) *mcp.CallToolResult {
	return mcp.NewToolResultError(string(code) + ": " + msg)
}

// Envelope returns the envelope of a failure with code, unstamped.
func Envelope(code errs.Code, msg string) *errs.ToolError {
	return &errs.ToolError{Code: code, Message: msg}
}
