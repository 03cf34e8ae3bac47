// Package trpc is a weather server on trpc-mcp-go: the handlerpanic
// fixtures for its handlers, whose panics v0.0.20 does not recover.
package trpc

import (
	"context"
	"fmt"
	"log"

	mcp "trpc.group/trpc-go/trpc-mcp-go"
)

func newServer() *mcp.Server {
	s := mcp.NewServer("weather", "1.0.0")
	s.RegisterTool(mcp.NewTool("forecast"), forecast)
	s.RegisterTool(mcp.NewTool("station"), station)
	return s
}

var stations = map[string]string{"LHR": "London Heathrow"}

func forecast(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	city := req.Params.Arguments["city"].(string) // want `tool "forecast" asserts an argument value to string without checking`
	days, ok := req.Params.Arguments["days"].(float64)
	if !ok {
		return mcp.NewErrorResult("days must be a number"), nil // Not reported: checked assertion.
	}
	if days > 14 {
		panic("too many days") // want `tool "forecast" calls panic, which crashes the server`
	}
	return mcp.NewTextResult(fmt.Sprintf("%s: sunny for %v days", city, days)), nil
}

func station(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	code, ok := req.Params.Arguments["code"].(string)
	if !ok {
		return nil, fmt.Errorf("code must be a string") // Not reported: an error result.
	}
	name, ok := stations[code]
	if !ok {
		return mcp.NewErrorResult("unknown station " + code), nil
	}
	if name == "" {
		log.Printf("station %s has no name", code) // Not reported: logs and goes on.
	}
	return mcp.NewTextResult(name), nil
}
