package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"contract/errs"
	"contract/respond"
)

// archiveProduct names its codes by constant, and one that does not exist.
//
// want +2 `^//toolerr:returns names NotFound, which is not a declared code; codes are named by value: not_found$` `^//toolerr:returns names gone, which is not a declared code \(codes: internal_error, invalid_input, not_found, rate_limited, unavailable\)$`
//
//toolerr:returns NotFound,gone,internal_error
func archiveProduct(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		// Not reported: the tool is held to the code its constant names.
		return respond.Fail(errs.NotFound, "no product"), nil
	}
	return respond.Fail(errs.Internal, "archive is read-only"), nil // Not reported: declared.
}

var _ = archiveProduct
