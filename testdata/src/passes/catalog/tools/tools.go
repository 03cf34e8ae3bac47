// Package tools holds handlers that package server registers: their codes
// are computed here and listed there, where their wire is known.
package tools // want `deferred passes/catalog/tools.GetItem` `deferred passes/catalog/tools.Sync`

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"

	"passes/catalog/errs"
)

// GetItem declares the codes it returns.
//
//toolerr:returns not_found
func GetItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return errs.Fail(errs.RateLimited, "slow down"), nil
	}
	return errs.Fail(errs.NotFound, "no item"), nil
}

// Sync lets an error out as a protocol error.
func Sync(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("sync failed")
}
