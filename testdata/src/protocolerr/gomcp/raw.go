package gomcp

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

func registerRaw(s *server.Server) {
	tool, _ := protocol.NewTool("rename_bookmark", "Rename a bookmark", getArgs{})
	s.RegisterTool(tool, renameBookmark)
}

// renameBookmark decodes the arguments from the request's raw JSON: a bad
// argument is the model's to fix, not a protocol error.
func renameBookmark(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var args struct {
		ID    string `json:"id"`
		Title string `json:"title"`
	}
	if err := json.Unmarshal(req.RawArguments, &args); err != nil {
		return nil, fmt.Errorf("parse arguments: %w", err) // want `tool "rename_bookmark" returns a wrapped argument-binding failure from json.Unmarshal of the arguments as a protocol error \(-32603\)`
	}
	var meta map[string]string
	if err := json.Unmarshal([]byte(args.Title), &meta); err != nil {
		return nil, fmt.Errorf("parse title: %w", err) // want `tool "rename_bookmark" returns a wrapped error from downstream call json.Unmarshal as a protocol error \(-32603\)`
	}
	return protocol.NewCallToolResult(text(args.ID), false), nil
}
