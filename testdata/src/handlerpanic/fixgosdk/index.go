package fixgosdk

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The fixtures of the handlerpanic suggested fix for indexes: a raw
// handler answers with a CallToolResult literal, a typed one returns an
// error.

func registerIndex(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "first_tag"}, firstTag)
	mcp.AddTool(s, &mcp.Tool{Name: "open_repo"}, openRepo)
}

func firstTag(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "invalid arguments"}}}, nil
	}
	tags, _ := args["tags"].([]any)
	first := tags[0] // want `tool "first_tag" indexes argument "tags" at 0 without a length check`
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(first)}}}, nil
}

type repoInput struct {
	Repo string `json:"repo"`
}

type repoOutput struct {
	Name string `json:"name"`
}

func openRepo(ctx context.Context, req *mcp.CallToolRequest, in repoInput) (*mcp.CallToolResult, repoOutput, error) {
	return nil, repoOutput{Name: strings.SplitN(in.Repo, "/", 2)[1]}, nil // want `tool "open_repo" indexes strings.SplitN of argument "repo" at 1 without a length check`
}
