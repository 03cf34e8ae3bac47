// Package tools holds raw go-sdk handlers; the server package installs
// middleware that answers their errors and panics with isError results.
package tools

import (
	"context"
	"encoding/json"
	"errors"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Register adds the tools to a server built elsewhere.
func Register(server *mcp.Server) {
	server.AddTool(&mcp.Tool{Name: "read_note"}, ReadNote)
}

// ReadNote reads a note file.
func ReadNote(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err // Not reported: the server's middleware converts it.
	}
	name := args["name"].(string) // Not reported: the middleware recovers into an isError result.
	if name == "" {
		return nil, errors.New("name is required") // Not reported: converted.
	}
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err // Not reported: converted.
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(data)}}}, nil
}
