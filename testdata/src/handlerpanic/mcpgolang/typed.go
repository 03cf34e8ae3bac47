package mcpgolang

import (
	mcp "github.com/metoro-io/mcp-golang"
)

// stationArgs is decoded from the arguments, but its map field holds what
// the caller sent as it came: its values are argument data.
type stationArgs struct {
	City    string         `json:"city"`
	Options map[string]any `json:"options"`
	Layers  []any          `json:"layers"`
}

func registerTyped(s *mcp.Server) error {
	if err := s.RegisterTool("radar", "Radar for a city", radar); err != nil {
		return err
	}
	return s.RegisterTool("radar_checked", "Radar for a city", radarChecked)
}

func radar(args stationArgs) (*mcp.ToolResponse, error) {
	zoom := args.Options["zoom"].(float64) // want `tool "radar" asserts an argument value to float64 without checking, which panics on bad input; use the two-value form`
	for _, l := range args.Layers {
		_ = l.(string) // want `tool "radar" asserts an argument value to string without checking`
	}
	_ = zoom
	return mcp.NewToolResponse(mcp.NewTextContent(args.City)), nil
}

func radarChecked(args stationArgs) (*mcp.ToolResponse, error) {
	if _, ok := args.Options["zoom"].(float64); !ok { // Not reported: the two-value form.
		return mcp.NewToolResponse(mcp.NewTextContent("zoom must be a number")), nil
	}
	return mcp.NewToolResponse(mcp.NewTextContent(args.City)), nil
}
