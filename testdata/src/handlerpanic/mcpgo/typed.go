package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// labelArgs is bound from the arguments, but its map and list fields hold
// what the caller sent as it came: their values are argument data.
type labelArgs struct {
	Station string         `json:"station"`
	Labels  map[string]any `json:"labels"`
	Order   []any          `json:"order"`
	Extra   any            `json:"extra"`
	Filter  *labelFilter   `json:"filter"`
}

type labelFilter struct {
	Match map[string]any `json:"match"`
}

func registerTyped(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("label_station"), mcp.NewTypedToolHandler(labelStation))
	s.AddTool(mcp.NewTool("label_checked"), mcp.NewTypedToolHandler(labelChecked))
	s.AddTool(mcp.NewTool("label_bound"), handleLabelBound)
}

func labelStation(ctx context.Context, request mcp.CallToolRequest, args labelArgs) (*mcp.CallToolResult, error) {
	color := args.Labels["color"].(string) // want `tool "label_station" asserts an argument value to string without checking`
	first := args.Order[0].(string)        // want `tool "label_station" asserts an argument value to string without checking` `tool "label_station" indexes argument "order" at 0 without a length check`
	note := args.Extra.(string)            // want `tool "label_station" asserts an argument value to string without checking`
	var zone string
	if args.Filter != nil {
		zone = args.Filter.Match["zone"].(string) // want `tool "label_station" asserts an argument value to string without checking`
	}
	for _, o := range args.Order {
		_ = o.(float64) // want `tool "label_station" asserts an argument value to float64 without checking`
	}
	return mcp.NewToolResultText(fmt.Sprint(args.Station, color, first, note, zone, sortKey(args))), nil
}

// sortKey is handed the bound arguments: what it asserts of them is on the
// handler's path.
func sortKey(args labelArgs) string {
	return args.Labels["sort"].(string) // want `tool "label_station" asserts an argument value to string without checking`
}

func labelChecked(ctx context.Context, request mcp.CallToolRequest, args labelArgs) (*mcp.CallToolResult, error) {
	color, ok := args.Labels["color"].(string) // Not reported: the two-value form.
	if !ok {
		return mcp.NewToolResultError("labels.color must be a string"), nil
	}
	// A type switch is not reported; its index of a list that may be empty is.
	switch first := args.Order[0].(type) { // want `tool "label_checked" indexes argument "order" at 0 without a length check`
	case string:
		color += first
	}
	local := map[string]any{"color": color}
	return mcp.NewToolResultText(local["color"].(string)), nil // Not reported: the handler's own map.
}

// handleLabelBound binds the arguments itself: the struct it fills holds
// argument data as the typed handler's parameter does.
func handleLabelBound(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args labelArgs
	if err := request.BindArguments(&args); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	color := args.Labels["color"].(string) // want `tool "label_bound" asserts an argument value to string without checking`
	return mcp.NewToolResultText(color), nil
}
