// Package mcpgolang is a weather MCP server on metoro-io/mcp-golang: a
// returned error becomes an isError result carrying its text, so none of
// these handlers' returns is a protocol error.
package mcpgolang

import (
	"context"
	"errors"
	"fmt"

	mcp "github.com/metoro-io/mcp-golang"
)

type cityArgs struct {
	City string `json:"city"`
}

func fetch(ctx context.Context, city string) (string, error) {
	if city == "" {
		return "", errors.New("no city")
	}
	return "sunny", nil
}

func newServer() (*mcp.Server, error) {
	s := mcp.NewServer(nil)
	if err := s.RegisterTool("forecast", "Forecast for a city", forecast); err != nil {
		return nil, err
	}
	return s, s.RegisterTool("alerts", "Weather alerts", func(args cityArgs) (*mcp.ToolResponse, error) {
		if args.City == "" {
			return nil, errors.New("city is required") // Not reported: an isError result.
		}
		return mcp.NewToolResponse(mcp.NewTextContent("none")), nil
	})
}

func forecast(ctx context.Context, args cityArgs) (*mcp.ToolResponse, error) {
	f, err := fetch(ctx, args.City)
	if err != nil {
		return nil, fmt.Errorf("forecast for %s: %w", args.City, err) // Not reported: an isError result.
	}
	return mcp.NewToolResponse(mcp.NewTextContent(f)), nil
}
