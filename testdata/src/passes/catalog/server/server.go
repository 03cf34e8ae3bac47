// Package server registers the tools of package tools and one of its own.
package server // want `tool get_item: codes=\[not_found rate_limited\] declared=\[not_found\] protocol_errors=0 framework=mcp-go` `tool sync: codes=\[\] declared=\[\] protocol_errors=1 framework=mcp-go`

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"passes/catalog/errs"
	"passes/catalog/tools"
)

func Serve() {
	s := server.NewMCPServer("catalog", "1.0.0")
	s.AddTool(mcp.NewTool("get_item"), tools.GetItem)
	s.AddTool(mcp.NewTool("sync"), tools.Sync)
	s.AddTool(mcp.NewTool("ping"), ping)
	_ = server.ServeStdio(s)
}

func ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `tool ping: codes=\[not_found\] declared=\[\] protocol_errors=0 framework=mcp-go`
	return errs.Fail(errs.NotFound, "nobody home"), nil
}
