// Package fixfoxy is an environment server on foxy-contexts: the
// fixtures of the handlerpanic suggested fix for its callbacks.
package fixfoxy

import (
	"context"
	"os"

	"github.com/strowk/foxy-contexts/pkg/fxctx"
	"github.com/strowk/foxy-contexts/pkg/mcp"
)

// NewGetEnvTool reads one variable.
func NewGetEnvTool() fxctx.Tool {
	return fxctx.NewTool(&mcp.Tool{Name: "get_env"}, func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
		name := args["name"].(string) // want `tool "get_env" asserts an argument value to string without checking`
		return &mcp.CallToolResult{Content: []interface{}{mcp.TextContent{Type: "text", Text: os.Getenv(name)}}}
	})
}
