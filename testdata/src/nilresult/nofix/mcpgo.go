package nofix

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("jobs", "1.0.0")
	s.AddTaskTool(mcp.NewTool("run_job"), runJob)
	return s
}

func runJob(ctx context.Context, req mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
	if req.GetString("job", "") == "" {
		return nil, nil // want `tool "run_job" returns a nil result and a nil error`
	}
	return &mcp.CreateTaskResult{}, nil
}
