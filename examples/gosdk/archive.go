package main

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// archiveNote refuses a path it does not know with a *jsonrpc.Error, which
// a raw handler's SDK sends on as a protocol error the model never sees.
// The suggested fix returns the refusal's message in an isError result.
func (lib *library) archiveNote(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in struct {
		Path string `json:"path"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "invalid arguments: " + err.Error()}}}, nil
	}
	if !lib.index.Has(in.Path) {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "no note at " + in.Path}
	}
	return textResult("archived " + in.Path), nil
}
