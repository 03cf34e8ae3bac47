package fixforged

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"toolerrs/respond"
)

// closeTicket misspells not_found, but its file does not import errs, and
// the fix names no package the file does not import; a misspelt State,
// declared in this package, is fixed.
func closeTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return respond.Fail(ctx, "not_fond", "no such ticket"), nil // want `"not_fond" is not one of the codes declared by errs.Code`
}

var reopen = State("OPENED") // want `"OPENED" is not one of the codes declared by State`
