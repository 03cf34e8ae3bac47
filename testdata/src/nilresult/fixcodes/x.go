// Package fixcodes is a jobs server on mcp-go whose program declares a
// code set: a fix that would return an isError result without a code is
// not offered, while an empty success, which carries no code, is.
package fixcodes

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
	s.AddTool(mcp.NewTool("get_job"), getJob)
	s.AddTool(mcp.NewTool("stop_job"), stopJob)
	return s
}

func getJob(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("job", "") == "" {
		return nil, nil // want `tool "get_job" returns a nil result and a nil error`
	}
	return mcp.NewToolResultText("running"), nil
}

func stopJob(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil // want `tool "stop_job" returns a nil result and a nil error`
}
