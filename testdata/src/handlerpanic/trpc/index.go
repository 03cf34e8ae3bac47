package trpc

import (
	"context"

	mcp "trpc.group/trpc-go/trpc-mcp-go"
)

type routeInput struct {
	Stops []string `json:"stops"`
}

type routeOutput struct {
	From string `json:"from"`
}

func registerIndex(s *mcp.Server) {
	s.RegisterTool(mcp.NewTool("route"), mcp.NewTypedToolHandler(route))
	s.RegisterTool(mcp.NewTool("route_checked"), mcp.NewTypedToolHandler(routeChecked))
}

func route(ctx context.Context, req *mcp.CallToolRequest, in routeInput) (routeOutput, error) {
	return routeOutput{From: in.Stops[0]}, nil // want `tool "route" indexes argument "stops" at 0 without a length check, which panics when the model sends fewer items`
}

func routeChecked(ctx context.Context, req *mcp.CallToolRequest, in routeInput) (routeOutput, error) {
	if len(in.Stops) == 0 {
		return routeOutput{}, nil
	}
	return routeOutput{From: in.Stops[0]}, nil // Not reported: checked above.
}
