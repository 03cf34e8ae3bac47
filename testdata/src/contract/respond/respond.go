// Package respond builds the mcp-go error results of the contract fixture
// servers. It carries no directive: which of its functions take a code and
// which fields they set is inferred from their code.
package respond

import (
	"github.com/mark3labs/mcp-go/mcp"

	"contract/errs"
)

// Result returns an isError result carrying env.
func Result(env *errs.ToolError) *mcp.CallToolResult {
	res := mcp.NewToolResultError(env.Message)
	res.StructuredContent = env
	return res
}

// Fail returns an isError result with code, and no repair fields.
func Fail(code errs.Code, msg string) *mcp.CallToolResult {
	return Result(errs.New(code, msg))
}

// FailAfter returns an isError result with code that says when to call
// again.
func FailAfter(code errs.Code, msg string, retryAfter int) *mcp.CallToolResult {
	return Result(errs.New(code, msg, errs.WithRetryAfter(retryAfter)))
}
