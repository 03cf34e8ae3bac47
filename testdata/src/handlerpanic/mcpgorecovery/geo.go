// Package mcpgorecovery is a geocoding MCP server built on mcp-go with
// server.WithRecovery: panics in its tool handlers are recovered, exits are
// not.
package mcpgorecovery

import (
	"context"
	"log"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("geo", "0.4.0", server.WithRecovery())
	s.AddTool(mcp.NewTool("geocode", mcp.WithString("address", mcp.Required())), handleGeocode)
	s.AddTool(mcp.NewTool("reverse_geocode"), handleReverseGeocode)
	return s
}

func handleGeocode(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := request.GetArguments()
	address := args["address"].(string) // Not reported: WithRecovery recovers the panic.
	if address == "" {
		panic("address is required") // Not reported: WithRecovery recovers the panic.
	}
	if address == "?" {
		log.Panicf("bad address %q", address) // Not reported: WithRecovery recovers the panic.
	}
	if os.Getenv("GEO_API_KEY") == "" {
		log.Fatal("GEO_API_KEY is not set") // want `tool "geocode" calls log.Fatal, which exits the server; return an isError result`
	}
	return mcp.NewToolResultText(address), nil
}

func handleReverseGeocode(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	lat := request.GetArguments()["lat"].(float64) // Not reported: WithRecovery recovers the panic.
	if lat > 90 || lat < -90 {
		os.Exit(1) // want `tool "reverse_geocode" calls os.Exit, which exits the server; return an isError result`
	}
	return mcp.NewToolResultText("somewhere"), nil
}
