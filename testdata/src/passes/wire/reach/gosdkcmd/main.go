// Command gosdkcmd serves a go-sdk server with a tool wrapped by a Limiter
// and one that gosdkmw.Named builds: the closure of Auditor.Wrap, which
// nothing it is built from reaches, is on no tool's path and is not
// judged.
package main // want `handler in Limiter.Wrap of gosdkmw: served, panic: crash` `tool "named" of gosdkmw: served, panic: crash`

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"passes/wire/reach/gosdkmw"
)

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "reach"}, nil)
	s.AddTool(&mcp.Tool{Name: "echo"}, gosdkmw.Limiter{Max: 1}.Wrap(echo))
	s.AddTool(&mcp.Tool{Name: "named"}, gosdkmw.Named("named"))
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}

func echo(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `tool "echo": served, panic: crash`
	return &mcp.CallToolResult{}, nil
}
