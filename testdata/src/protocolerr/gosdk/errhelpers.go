package gosdk

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// withPath annotates the failure it is handed: messages name where that
// failure came from, not the helper.
func withPath(err error, path string) error {
	return fmt.Errorf("path %s: %w", path, err)
}

func handleStatFile(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args struct {
		Path string `json:"path"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, withPath(err, "") // want `tool "stat_file" returns a wrapped argument-binding failure from json.Unmarshal of the arguments as a protocol error \(code 0\)`
	}
	if err := ctx.Err(); err != nil {
		// Not reported: a cancellation, annotated.
		return nil, withPath(err, args.Path)
	}
	info, err := os.Stat(args.Path)
	if err != nil {
		return nil, withPath(err, args.Path) // want `tool "stat_file" returns a wrapped error from downstream call os.Stat as a protocol error \(code 0\)`
	}
	return text(info.Name()), nil
}
