package nofix

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Code is the program's closed set of error codes.
//
//toolerr:codes
type Code string

// NotFound is the one code.
const NotFound Code = "not_found"

func newServer() *server.MCPServer {
	s := server.NewMCPServer("jobs", "1.0.0")
	s.AddTaskTool(mcp.NewTool("run_job"), runJob)
	s.AddTool(mcp.NewTool("get_job"), getJob)
	return s
}

func runJob(ctx context.Context, req mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
	if req.GetString("job", "") == "" {
		return nil, nil // want `tool "run_job" returns a nil result and a nil error`
	}
	return &mcp.CreateTaskResult{}, nil
}

func getJob(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("job", "") == "" {
		return nil, nil // want `tool "get_job" returns a nil result and a nil error`
	}
	return mcp.NewToolResultText("running"), nil
}
