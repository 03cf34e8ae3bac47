package mcpgolang

import (
	mcp "github.com/metoro-io/mcp-golang"
)

func registerIndex(s *mcp.Server) error {
	if err := s.RegisterTool("top_layer", "The first radar layer", topLayer); err != nil {
		return err
	}
	return s.RegisterTool("top_layer_checked", "The first radar layer", topLayerChecked)
}

func topLayer(args stationArgs) (*mcp.ToolResponse, error) {
	layer, _ := args.Layers[0].(string) // want `tool "top_layer" indexes argument "layers" at 0 without a length check`
	return mcp.NewToolResponse(mcp.NewTextContent(layer)), nil
}

func topLayerChecked(args stationArgs) (*mcp.ToolResponse, error) {
	for i := range args.Layers {
		if layer, ok := args.Layers[i].(string); ok {
			return mcp.NewToolResponse(mcp.NewTextContent(layer)), nil // Not reported: a variable index.
		}
	}
	return mcp.NewToolResponse(mcp.NewTextContent("none")), nil
}
