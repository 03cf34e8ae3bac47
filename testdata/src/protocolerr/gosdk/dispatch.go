package gosdk

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// One raw handler serves several tools and branches on the called tool's
// name: a return inside a branch is named by its tool.

func registerDispatch(server *mcp.Server) {
	server.AddTool(&mcp.Tool{Name: "chmod_file", InputSchema: objectSchema}, dispatchFile)
	server.AddTool(&mcp.Tool{Name: "chown_file", InputSchema: objectSchema}, dispatchFile)
}

func dispatchFile(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "chmod_file":
		return nil, errors.New("mode is not octal") // want `tool "chmod_file" returns an error built in place`
	case "chown_file":
		// Not reported: an isError result.
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "no such user"}}}, nil
	}
	return nil, errors.New("unknown tool") // want `handler dispatchFile \(tools "chmod_file" and "chown_file"\) returns an error built in place`
}
