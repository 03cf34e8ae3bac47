package gosdk

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// registerDefinedTools registers tools defined away from their
// registration: in a package variable, or by a factory.
func registerDefinedTools(server *mcp.Server) {
	server.AddTool(touchTool, handleTouch)
	server.AddTool(newChmodTool(), handleChmod)
	server.AddTool(chownTool(true), handleChown)
	mcp.AddTool(server, newChmodTool(), chmod)
	mcp.AddTool(server, chownTool(false), chown)
}

var touchTool = &mcp.Tool{Name: "touch_file", InputSchema: objectSchema}

func handleTouch(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f, err := os.Create("touched")
	if err != nil {
		return nil, err // want `tool "touch_file" returns an error from downstream call os.Create as a protocol error`
	}
	f.Close()
	return &mcp.CallToolResult{}, nil
}

func newChmodTool() *mcp.Tool {
	return &mcp.Tool{Name: "chmod_file", Description: "Change a file's mode"}
}

func handleChmod(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := os.Chmod("file", 0o644); err != nil {
		return nil, err // want `tool "chmod_file" returns an error from downstream call os.Chmod as a protocol error`
	}
	return &mcp.CallToolResult{}, nil
}

type chmodInput struct{ Path string }

func chmod(ctx context.Context, req *mcp.CallToolRequest, in chmodInput) (*mcp.CallToolResult, any, error) {
	// Not reported: a generic handler's error becomes an isError result.
	return nil, nil, os.Chmod(in.Path, 0o644)
}

// chownTool defines one of two tools.
func chownTool(recursive bool) *mcp.Tool {
	if recursive {
		return &mcp.Tool{Name: "chown_tree"}
	}
	return &mcp.Tool{Name: "chown_file"}
}

func chown(ctx context.Context, req *mcp.CallToolRequest, in chmodInput) (*mcp.CallToolResult, any, error) {
	// Not reported: a generic handler's error becomes an isError result.
	return nil, nil, os.Chown(in.Path, 0, 0)
}

func handleChown(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := os.Chown("file", 0, 0); err != nil {
		return nil, err // want `handler handleChown returns an error from downstream call os.Chown as a protocol error`
	}
	return &mcp.CallToolResult{}, nil
}
