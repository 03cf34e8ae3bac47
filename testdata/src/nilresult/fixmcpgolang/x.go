// Package fixmcpgolang is a weather server on mcp-golang: the fixtures of
// the nilresult suggested fix. A ToolResponse has no isError: the fix
// answers a failure with an error, which the server sends as one.
package fixmcpgolang

import (
	"context"

	mcp_golang "github.com/metoro-io/mcp-golang"
)

type cityArgs struct {
	City string `json:"city"`
}

var forecasts = map[string]string{}

func register(s *mcp_golang.Server) error {
	if err := s.RegisterTool("forecast", "Forecast for a city", forecast); err != nil {
		return err
	}
	return s.RegisterTool("forget", "Forget a city", func(args cityArgs) (*mcp_golang.ToolResponse, error) {
		delete(forecasts, args.City)
		return nil, nil // want `tool "forget" returns a nil result and a nil error`
	})
}

// forecast: a guard's return becomes an error, with errors imported.
func forecast(ctx context.Context, args cityArgs) (*mcp_golang.ToolResponse, error) {
	f, ok := forecasts[args.City]
	if !ok {
		return nil, nil // want `tool "forecast" returns a nil result and a nil error`
	}
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(f)), nil
}

func newServer() (*mcp_golang.Server, error) {
	s := mcp_golang.NewServer(nil)
	return s, register(s)
}
