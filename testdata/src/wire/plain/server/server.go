// Package server builds the issue server with a tracing middleware, which
// converts nothing.
package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"wire/plain/mw"
	"wire/plain/tools"
	"wire/plain/trace"
)

// New builds the server.
func New() *server.MCPServer {
	s := server.NewMCPServer("issues", "1.0.0")
	s.Use(trace.Calls)
	s.AddTool(mcp.NewTool("get_issue", mcp.WithNumber("number", mcp.Required())), tools.GetIssue)
	s.AddTool(mcp.NewTool("close_issue", mcp.WithNumber("number", mcp.Required())), mw.WithErrors(tools.CloseIssue))
	s.AddTool(mcp.NewTool("label_issue"), tools.NewLabeler("labels"))
	tools.Register(s)
	store := &tools.Store{Open: 3}
	getStore := func(ctx context.Context) (*tools.Store, error) { return store, nil }
	s.AddTool(mcp.NewTool("count_issues"), tools.NewCounter(getStore))
	s.AddTool(mcp.NewTool("fetch_issue"), tools.NewFetcher(tools.Fetch))
	return s
}
