// Package mcpgo is a ticket desk MCP server built on mcp-go whose
// provenance stamp, errs.Stamp, and middleware, errs.WithProvenance, are
// declared in another package: the provenance fixtures for mcp-go handlers.
package mcpgo

import (
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var errNoTicket = errors.New("no such ticket")

// Ticket is one support ticket.
type Ticket struct {
	ID, Title, Assignee string
	Closed              bool
}

// Desk holds the tickets.
type Desk struct {
	tickets map[string]*Ticket
}

// Get returns ticket id.
func (d *Desk) Get(id string) (*Ticket, error) {
	t, ok := d.tickets[id]
	if !ok {
		return nil, errNoTicket
	}
	return t, nil
}

func newServer(d *Desk) *server.MCPServer {
	s := server.NewMCPServer("desk", "1.0.0")
	s.AddTool(mcp.NewTool("get_ticket"), d.getTicket)
	s.AddTool(mcp.NewTool("assign_ticket"), d.assignTicket)
	s.AddTool(mcp.NewTool("summarize_ticket"), mcp.NewStructuredToolHandler(d.summarizeTicket))
	s.AddTool(mcp.NewTool("reopen_ticket"), d.reopenTicket)
	s.AddTool(mcp.NewTool("watch_ticket"), d.watchTicket)
	registerStamped(s, d)
	return s
}
