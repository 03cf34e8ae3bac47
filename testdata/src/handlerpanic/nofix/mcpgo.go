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
	job := req.GetArguments()["job"].(string) // want `tool "run_job" asserts an argument value to string without checking`
	_ = job
	return &mcp.CreateTaskResult{}, nil
}
