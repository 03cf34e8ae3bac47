package mcpgo

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"toolerrs/errs"
)

// registerStamped registers the handlers served through the declared
// provenance middleware, which stamps every error result they return.
func registerStamped(s *server.MCPServer, d *Desk) {
	s.AddTool(mcp.NewTool("close_ticket"), errs.WithProvenance(d.closeTicket))
	s.AddTools(server.ServerTool{
		Tool: mcp.NewTool("tag_ticket"),
		Handler: errs.WithProvenance(func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if req.GetString("tag", "") == "" {
				// Not reported: served through the middleware.
				return mcp.NewToolResultError("tag is required"), nil
			}
			return mcp.NewToolResultText("tagged"), nil
		}),
	})
	s.AddTool(mcp.NewTool("count_tickets"), errs.WithProvenance(mcp.NewStructuredToolHandler(d.countTickets)))
}

// closeTicket is served through the middleware.
func (d *Desk) closeTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t, err := d.Get(req.GetString("id", ""))
	if err != nil {
		// Not reported: served through the middleware.
		return mcp.NewToolResultError(err.Error()), nil
	}
	t.Closed = true
	return mcp.NewToolResultText("closed"), nil
}

type countArgs struct {
	Assignee string `json:"assignee"`
}

type count struct {
	N int `json:"n"`
}

// countTickets is a structured handler served through the middleware,
// which stamps the isError result mcp-go builds from its error.
func (d *Desk) countTickets(ctx context.Context, req mcp.CallToolRequest, args countArgs) (count, error) {
	if args.Assignee == "" {
		// Not reported: served through the middleware.
		return count{}, errors.New("assignee is required")
	}
	n := 0
	for _, t := range d.tickets {
		if t.Assignee == args.Assignee {
			n++
		}
	}
	return count{N: n}, nil
}
