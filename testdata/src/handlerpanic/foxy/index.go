package foxy

import (
	"context"
	"strings"

	"github.com/strowk/foxy-contexts/pkg/fxctx"
	"github.com/strowk/foxy-contexts/pkg/mcp"
)

// NewScaleTool scales a deployment named namespace/name.
func NewScaleTool() fxctx.Tool {
	return fxctx.NewTool(&mcp.Tool{Name: "scale"}, func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
		target, _ := args["target"].(string)
		parts := strings.Split(target, "/")
		return text(parts[0] + ":" + parts[1]) // want `tool "scale" indexes strings.Split of argument "target" at 1 without a length check`
	})
}

// NewScaleCheckedTool checks the parts first. Any use of their length
// counts as a check, even one that does not cover every path.
func NewScaleCheckedTool() fxctx.Tool {
	return fxctx.NewTool(&mcp.Tool{Name: "scale_checked"}, func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
		target, _ := args["target"].(string)
		parts := strings.Split(target, "/")
		if len(parts) == 2 {
			return text(parts[0] + ":" + parts[1]) // Not reported: checked around it.
		}
		return text(parts[1]) // Not reported: the length was looked at.
	})
}
