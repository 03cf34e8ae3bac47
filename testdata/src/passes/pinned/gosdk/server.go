// Package gosdk serves go-sdk typed handlers, whose returned errors the
// framework makes isError results, and a raw one, whose errors are
// protocol errors: the returns its tests pin are reported "pinned".
package gosdk

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct {
	ID string `json:"id"`
}

type out struct {
	Title string `json:"title"`
}

func newServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "tickets", Version: "1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "lookup_ticket"}, lookupTicket)
	mcp.AddTool(s, &mcp.Tool{Name: "close_ticket"}, closeTicket)
	s.AddTool(&mcp.Tool{Name: "raw_ticket"}, rawTicket)
	return s
}

func lookupTicket(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, out, error) {
	if args.ID == "" {
		return nil, out{}, errors.New("no ticket id") // want `pinned`
	}
	if args.ID == "0" {
		return nil, out{}, fmt.Errorf("ticket %s is gone", args.ID)
	}
	return nil, out{Title: args.ID}, nil
}

// closeTicket's test asserts that it succeeds.
func closeTicket(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, out, error) {
	if args.ID == "" {
		return nil, out{}, errors.New("no ticket id")
	}
	return nil, out{}, nil
}

func rawTicket(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req == nil {
		return nil, errors.New("no request") // want `pinned`
	}
	return &mcp.CallToolResult{}, nil
}
