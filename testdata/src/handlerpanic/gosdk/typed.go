package gosdk

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// tagInput is decoded from the arguments, but its map and list fields hold
// what the caller sent as it came: their values are argument data.
type tagInput struct {
	Unit  string         `json:"unit"`
	Tags  map[string]any `json:"tags"`
	Order []any          `json:"order"`
}

type tagOutput struct {
	Tag string `json:"tag"`
}

func registerTyped(server *mcp.Server) {
	mcp.AddTool(server, &mcp.Tool{Name: "tag_unit"}, tagUnit)
	mcp.AddTool(server, &mcp.Tool{Name: "tag_checked"}, tagChecked)
}

func tagUnit(ctx context.Context, req *mcp.CallToolRequest, in *tagInput) (*mcp.CallToolResult, tagOutput, error) {
	tag := in.Tags["kind"].(string) // want `tool "tag_unit" asserts an argument value to string without checking`
	rank := in.Order[0].(float64)   // want `tool "tag_unit" asserts an argument value to float64 without checking` `tool "tag_unit" indexes argument "order" at 0 without a length check`
	return nil, tagOutput{Tag: fmt.Sprint(in.Unit, tag, rank)}, nil
}

func tagChecked(ctx context.Context, req *mcp.CallToolRequest, in tagInput) (*mcp.CallToolResult, tagOutput, error) {
	tag, ok := in.Tags["kind"].(string) // Not reported: the two-value form.
	if !ok {
		return nil, tagOutput{}, fmt.Errorf("tags.kind must be a string")
	}
	defaults := map[string]any{"kind": "si"}
	return nil, tagOutput{Tag: tag + defaults["kind"].(string)}, nil // Not reported: the handler's own map.
}
