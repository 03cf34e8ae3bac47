// Package fixmcpgolang is a weather server on mcp-golang: the fixtures of
// the handlerpanic suggested fix, which returns an error, the server's
// isError result.
package fixmcpgolang

import (
	mcp_golang "github.com/metoro-io/mcp-golang"
)

type alertArgs struct {
	City string `json:"city"`
}

func register(s *mcp_golang.Server) error {
	return s.RegisterTool("alerts", "Weather alerts", alerts)
}

func newServer() (*mcp_golang.Server, error) {
	s := mcp_golang.NewServer(nil)
	return s, register(s)
}

func alerts(args alertArgs) (*mcp_golang.ToolResponse, error) {
	if args.City == "" {
		panic("city is required") // want `tool "alerts" calls panic`
	}
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("none in " + args.City)), nil
}
