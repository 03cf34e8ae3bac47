package gosdk

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func registerCollections(server *mcp.Server) {
	server.AddTool(&mcp.Tool{Name: "convert_all", InputSchema: objectSchema}, handleConvertAll)
	server.AddTool(&mcp.Tool{Name: "convert_checked", InputSchema: objectSchema}, handleConvertChecked)
}

// handleConvertAll asserts each element of a list decoded from the
// arguments: a non-string element panics.
func handleConvertAll(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err
	}
	units, _ := args["units"].([]any)
	var out []string
	for _, u := range units {
		out = append(out, strings.ToUpper(u.(string))) // want `tool "convert_all" asserts an argument value to string without checking`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: strings.Join(out, ",")}}}, nil
}

// handleConvertChecked checks each element.
func handleConvertChecked(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err
	}
	units, _ := args["units"].([]any)
	var out []string
	for _, u := range units {
		if s, ok := u.(string); ok {
			out = append(out, s)
		}
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: strings.Join(out, ",")}}}, nil
}
