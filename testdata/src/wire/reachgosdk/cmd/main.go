// Command cmd serves a go-sdk server with a tool behind a Limiter and one
// that mw.Named builds. Nothing it is built from uses mw.Auditor or
// mw.Unnamed: their closures are on no tool's path of the program.
package main

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"wire/reachgosdk/mw"
)

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "reach"}, nil)
	s.AddTool(&mcp.Tool{Name: "echo"}, mw.Limiter{Max: 1}.Wrap(echo))
	s.AddTool(&mcp.Tool{Name: "named"}, mw.Named("named"))
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}

func echo(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{}, nil
}
