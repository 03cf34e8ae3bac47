// Package fixreturns declares the codes of its tools with
// //toolerr:returns, naming some by their constants: the fix names them
// by value, the code the tool is held to already.
package fixreturns

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"contract/errs"
	"contract/respond"
)

// archiveProduct names a code by constant, and one that does not exist,
// which gets no fix.
//
// want +2 `^//toolerr:returns names NotFound, which is not a declared code; codes are named by value: not_found$` `^//toolerr:returns names gone, which is not a declared code`
//
//toolerr:returns NotFound,gone,internal_error
func archiveProduct(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return respond.Fail(errs.NotFound, "no product"), nil
	}
	return respond.Fail(errs.Internal, "archive is read-only"), nil
}

// restoreProduct names two of its codes by constant, after a code whose
// spelling starts with one of those names: each fix lands on the name it
// is of.
//
// want +2 `^//toolerr:returns names Internal, which is not a declared code; codes are named by value: internal_error$` `^//toolerr:returns names NotFound, which is not a declared code; codes are named by value: not_found$` `^//toolerr:returns names NotFoundish, which is not a declared code`
//
//toolerr:returns NotFoundish, NotFound, Internal
func restoreProduct(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return respond.Fail(errs.NotFound, "no product"), nil
	}
	return respond.Fail(errs.Internal, "archive is read-only"), nil
}

var _, _ = archiveProduct, restoreProduct
