package mcpgo

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerDepthTools(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("route"), handleRoute)
}

// normalize holds nothing that can crash: its calls are not followed
// further than asking that.
func normalize(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// splitLegs calls itself and, two calls below the handler, a helper that
// panics on the argument it is handed.
func splitLegs(route string, depth int) []string {
	if depth < 4 && strings.Contains(route, ">>") {
		return splitLegs(strings.ReplaceAll(route, ">>", ">"), depth+1)
	}
	checkLeg(route)
	return strings.Split(route, ">")
}

func checkLeg(leg string) string {
	if leg == "" {
		panic("empty leg") // want `tool "route" calls panic, which crashes the server`
	}
	return normalize(leg)
}

func handleRoute(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	route, _ := request.GetArguments()["route"].(string)
	if normalize(route) == "" {
		return mcp.NewToolResultError("route is required"), nil
	}
	return mcp.NewToolResultText(strings.Join(splitLegs(route, 0), ",")), nil
}
