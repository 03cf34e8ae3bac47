package trpc

import (
	"context"

	mcp "trpc.group/trpc-go/trpc-mcp-go"
)

// stationInput is decoded from the arguments, but its map field holds
// what the caller sent as it came: its values are argument data.
type stationInput struct {
	Code  string         `json:"code"`
	Hints map[string]any `json:"hints"`
}

type stationOutput struct {
	Name string `json:"name"`
}

func registerTyped(s *mcp.Server) {
	s.RegisterTool(mcp.NewTool("station_hint"), mcp.NewTypedToolHandler(stationHint))
	s.RegisterTool(mcp.NewTool("station_hint_checked"), mcp.NewTypedToolHandler(stationHintChecked))
}

func stationHint(ctx context.Context, req *mcp.CallToolRequest, in stationInput) (stationOutput, error) {
	name := in.Hints["name"].(string) // want `tool "station_hint" asserts an argument value to string without checking`
	return stationOutput{Name: name}, nil
}

func stationHintChecked(ctx context.Context, req *mcp.CallToolRequest, in stationInput) (stationOutput, error) {
	name, _ := in.Hints["name"].(string) // Not reported: the two-value form.
	return stationOutput{Name: name + stations[in.Code]}, nil
}
