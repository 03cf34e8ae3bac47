// Package mcpgolang is a weather MCP server on metoro-io/mcp-golang: the
// handlerpanic fixtures for its handlers, whose panics nothing recovers.
package mcpgolang

import (
	"context"
	"errors"
	"os"

	mcp "github.com/metoro-io/mcp-golang"
)

type cityArgs struct {
	City string `json:"city"`
}

func newServer() (*mcp.Server, error) {
	s := mcp.NewServer(nil)
	if err := s.RegisterTool("forecast", "Forecast for a city", forecast); err != nil {
		return nil, err
	}
	err := s.RegisterTool("alerts", "Weather alerts", func(args cityArgs) (*mcp.ToolResponse, error) {
		if args.City == "" {
			return nil, errors.New("city is required") // Not reported: an isError result, not a crash.
		}
		if args.City == "nowhere" {
			os.Exit(2) // want `calls os.Exit, which exits the server`
		}
		return mcp.NewToolResponse(mcp.NewTextContent("none")), nil
	})
	return s, err
}

func forecast(ctx context.Context, args cityArgs) (*mcp.ToolResponse, error) {
	if args.City == "" {
		panic("no city") // want `calls panic, which crashes the server`
	}
	return mcp.NewToolResponse(mcp.NewTextContent("sunny")), nil
}

// mustCity panics, but only a caller outside any handler calls it.
func mustCity(args cityArgs) string {
	if args.City == "" {
		panic("no city") // Not reported: not on a handler's path.
	}
	return args.City
}

var _ = mustCity
