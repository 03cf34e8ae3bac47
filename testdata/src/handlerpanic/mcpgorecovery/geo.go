// Package mcpgorecovery is a geocoding MCP server built on mcp-go with
// server.WithRecovery: panics in its tool handlers no longer crash the
// server, but the recovery answers them with a protocol error the model
// never sees; exits are not recovered at all.
package mcpgorecovery

import (
	"context"
	"log"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("geo", "0.4.0", server.WithRecovery())
	s.AddTool(mcp.NewTool("geocode", mcp.WithString("address", mcp.Required())), handleGeocode)
	s.AddTool(mcp.NewTool("reverse_geocode"), handleReverseGeocode)
	s.AddTool(mcp.NewTool("distance"), handleDistance)
	s.AddTool(mcp.NewTool("route"), handleRoute)
	return s
}

// handleDistance recovers its own panics into an isError result, which the
// model reads.
func handleDistance(ctx context.Context, request mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, err = mcp.NewToolResultError("cannot compute the distance"), nil
		}
	}()
	from := request.GetArguments()["from"].(string) // Not reported: the recovery answers with an isError result.
	if from == "" {
		panic("from is required") // Not reported: likewise.
	}
	return mcp.NewToolResultText(from), nil
}

func handleGeocode(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := request.GetArguments()
	address := args["address"].(string) // want `tool "geocode" asserts an argument value to string without checking, which panics on bad input; the server recovers the panic and sends a protocol error \(-32603\) that the model never sees`
	if address == "" {
		panic("address is required") // want `tool "geocode" calls panic; the server recovers the panic and sends a protocol error \(-32603\) that the model never sees; return an isError result`
	}
	if address == "?" {
		log.Panicf("bad address %q", address) // want `tool "geocode" calls log.Panicf; the server recovers the panic and sends a protocol error`
	}
	if os.Getenv("GEO_API_KEY") == "" {
		log.Fatal("GEO_API_KEY is not set") // want `tool "geocode" calls log.Fatal, which exits the server; return an isError result`
	}
	return mcp.NewToolResultText(address), nil
}

func handleReverseGeocode(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	lat := request.GetArguments()["lat"].(float64) // want `tool "reverse_geocode" asserts an argument value to float64 without checking, which panics on bad input; the server recovers the panic and sends a protocol error`
	if lat > 90 || lat < -90 {
		os.Exit(1) // want `tool "reverse_geocode" calls os.Exit, which exits the server; return an isError result`
	}
	return mcp.NewToolResultText("somewhere"), nil
}

func handleRoute(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	stops := strings.Split(request.GetString("stops", ""), ";")
	return mcp.NewToolResultText(stops[0] + " to " + stops[1]), nil // want `tool "route" indexes strings.Split of argument "stops" at 1 without a length check, which panics when the model sends fewer parts; the server recovers the panic and sends a protocol error \(-32603\) that the model never sees; check the length and return an isError result`
}
