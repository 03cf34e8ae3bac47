// Package mcpgolang is a weather MCP server on metoro-io/mcp-golang: the
// nilresult fixtures for its handlers, whose nil *ToolResponse panics while
// the server encodes the response, in a goroutine nothing recovers.
package mcpgolang

import (
	"context"
	"errors"

	mcp "github.com/metoro-io/mcp-golang"
)

type cityArgs struct {
	City string `json:"city"`
}

var forecasts = map[string]string{}

func register(s *mcp.Server) error {
	if err := s.RegisterTool("forecast", "Forecast for a city", forecast); err != nil {
		return err
	}
	if err := s.RegisterTool("alerts", "Weather alerts", func(args cityArgs) (*mcp.ToolResponse, error) {
		if args.City == "" {
			return nil, nil // want `tool "alerts" returns a nil result and a nil error, which crashes the server; return a result`
		}
		return mcp.NewToolResponse(mcp.NewTextContent("none")), nil
	}); err != nil {
		return err
	}
	return s.RegisterTool("humidity", "Humidity of a city", func(ctx context.Context, args cityArgs) (*mcp.ToolResponse, error) {
		if args.City == "" {
			return nil, errors.New("city is required") // Not reported: a non-nil error, which becomes an isError result.
		}
		return mcp.NewToolResponse(mcp.NewTextContent("40%")), nil
	})
}

func forecast(ctx context.Context, args cityArgs) (*mcp.ToolResponse, error) {
	f, ok := forecasts[args.City]
	if !ok {
		return nil, nil // want `tool "forecast" returns a nil result and a nil error, which crashes the server`
	}
	return mcp.NewToolResponse(mcp.NewTextContent(f)), nil
}

// lookup has a handler's shape but is called: a helper, whose nil result
// its caller checks.
func lookup(args cityArgs) (*mcp.ToolResponse, error) {
	return nil, nil // Not reported: not a handler.
}

func registerLookup(s *mcp.Server) error {
	return s.RegisterTool("cached_forecast", "A cached forecast", func(args cityArgs) (*mcp.ToolResponse, error) {
		if res, err := lookup(args); err == nil && res != nil {
			return res, nil
		}
		return mcp.NewToolResponse(mcp.NewTextContent("fresh")), nil
	})
}

// registerPrompt registers a prompt: its handler is not a tool's.
func registerPrompt(s *mcp.Server) error {
	return s.RegisterPrompt("summary", "Summarize", func(args cityArgs) (*mcp.ToolResponse, error) {
		return mcp.NewToolResponse(), nil
	})
}

func newServer() (*mcp.Server, error) {
	s := mcp.NewServer(nil)
	if err := register(s); err != nil {
		return nil, err
	}
	if err := registerLookup(s); err != nil {
		return nil, err
	}
	return s, registerPrompt(s)
}
