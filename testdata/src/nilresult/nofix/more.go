package nofix

import (
	"context"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	mcp_golang "github.com/metoro-io/mcp-golang"
	trpc "trpc.group/trpc-go/trpc-mcp-go"
)

// Probe is a second in-house handler type, with named results.
//
//toolerr:handler
type Probe func(ctx context.Context, target string) (report *Report, err error)

var probes = map[string]Probe{
	"ping": func(ctx context.Context, target string) (report *Report, err error) {
		if target == "" {
			return // want `tool "ping" returns a nil result and a nil error`
		}
		return &Report{Detail: "pong"}, nil
	},
}

func newMCPGoServer() *server.MCPServer {
	s := server.NewMCPServer("misc", "1.0.0")
	s.AddTool(mcpgo.NewTool("echo"), echo)
	s.AddTool(mcpgo.NewTool("relay"), relay)
	return s
}

// echo: both operands are variables holding nil.
func echo(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	var res *mcpgo.CallToolResult
	var err error
	if req.GetString("text", "") == "" {
		return res, err // want `tool "echo" returns a nil result and a nil error`
	}
	return mcpgo.NewToolResultText("echo"), nil
}

// relay: a helper's return.
func relay(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	return relayed(req.GetString("to", ""))
}

func relayed(to string) (*mcpgo.CallToolResult, error) {
	if to == "" {
		return nil, nil // want `tool "relay" returns a nil result and a nil error`
	}
	return mcpgo.NewToolResultText("relayed"), nil
}

func registerMore(s *mcp_golang.Server, t *trpc.Server) error {
	t.RegisterTool(trpc.NewTool("forward"), func(ctx context.Context, req *trpc.CallToolRequest) (*trpc.CallToolResult, error) {
		return forwarded(ctx)
	})
	return s.RegisterTool("weather", "Weather", func(args cityArgs) (*mcp_golang.ToolResponse, error) {
		var none *mcp_golang.ToolResponse
		return none, nil // want `tool "weather" returns a nil result and a nil error`
	})
}

func forwarded(ctx context.Context) (*trpc.CallToolResult, error) {
	if ctx.Err() == nil {
		return nil, nil // want `tool "forward" returns a nil result and a nil error`
	}
	return trpc.NewTextResult("late"), nil
}

type cityArgs struct {
	City string `json:"city"`
}

// fetched is a go-mcp helper whose results peek2 returns.
func peek2(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	return fetched(req.Arguments["id"])
}

func fetched(id any) (*protocol.CallToolResult, error) {
	if id == nil {
		return nil, nil // want `tool "peek2" returns a nil result and a nil error`
	}
	return protocol.NewCallToolResult(nil, false), nil
}

func newMoreServers() (*mcp_golang.Server, *trpc.Server) {
	s := mcp_golang.NewServer(nil)
	t := trpc.NewServer("more", "1.0.0")
	_ = registerMore(s, t)
	return s, t
}
