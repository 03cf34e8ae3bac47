// Package fixcontract is a jobs server on mcp-go whose program declares a
// code set and a stamp (toolerrs/errs): the nilresult fix writes its
// isError result in the project's contract, or not at all, while an empty
// success, which carries no code, is written as ever.
package fixcontract

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"toolerrs/errs"
	"toolerrs/respond"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("jobs", "1.0.0")
	s.AddTool(mcp.NewTool("find_job"), findJob)
	s.AddTool(mcp.NewTool("get_job"), getJob)
	s.AddTool(mcp.NewTool("stop_job"), stopJob)
	return s
}

// findJob declares the one code it fails with: respond.Fail codes and
// stamps its result.
//
//toolerr:returns not_found
func findJob(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("job", "") == "" {
		return nil, nil // want `tool "find_job" returns a nil result and a nil error`
	}
	return respond.Fail(ctx, errs.NotFound, "no such job"), nil
}

// getJob declares no code: which one its failure carries is not certain,
// and no fix guesses it.
func getJob(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("job", "") == "" {
		return nil, nil // want `tool "get_job" returns a nil result and a nil error`
	}
	return mcp.NewToolResultText("running"), nil
}

func stopJob(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil // want `tool "stop_job" returns a nil result and a nil error`
}
