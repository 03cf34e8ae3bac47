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
	job := req.GetArguments()["job"].(string) // want `tool "run_job" asserts an argument value to string without checking`
	_ = job
	return &mcp.CreateTaskResult{}, nil
}

func getJob(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	job := req.GetArguments()["job"].(string) // want `tool "get_job" asserts an argument value to string without checking`
	if job == "" {
		panic("job is required") // want `tool "get_job" calls panic`
	}
	return mcp.NewToolResultText(job), nil
}
