package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// AddSessionTool registers a tool for one client session only.
func (s *MCPServer) AddSessionTool(sessionID string, tool mcp.Tool, handler ToolHandlerFunc) error {
	return s.AddSessionTools(sessionID, ServerTool{Tool: tool, Handler: handler})
}

// AddSessionTools registers tools for one client session only.
func (s *MCPServer) AddSessionTools(sessionID string, tools ...ServerTool) error {
	return nil
}

// ClientSession is a client's connection to the server.
type ClientSession interface {
	SessionID() string
}

type clientSessionKey struct{}

// ClientSessionFromContext returns the session of the request ctx serves.
func ClientSessionFromContext(ctx context.Context) ClientSession {
	session, _ := ctx.Value(clientSessionKey{}).(ClientSession)
	return session
}

type serverKey struct{}

// ServerFromContext returns the server handling the request ctx serves.
func ServerFromContext(ctx context.Context) *MCPServer {
	srv, _ := ctx.Value(serverKey{}).(*MCPServer)
	return srv
}
